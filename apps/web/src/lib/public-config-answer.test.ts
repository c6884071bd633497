import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@panel/contract/api/system';
import { parsePublicConfig } from './public-config-answer';

const config = {
  communityName: 'Cidade Alta RP',
  discordInviteUrl: 'https://discord.gg/abc',
  demoMode: true,
  version: '0.1.0',
  decisionUndoSeconds: 10,
  discordWebUrl: 'https://discord.com',
  discordGuildId: '900000000000000001',
};

/** Answers the schema accepts or refuses; the reader must agree on each. */
const answers: unknown[] = [
  config,
  { ...config, discordInviteUrl: null },
  { ...config, extra: 1 },
  null,
  [],
  'config',
  { ...config, communityName: 3 },
  { ...config, discordInviteUrl: undefined },
  { ...config, discordInviteUrl: 5 },
  { ...config, demoMode: 'true' },
  { ...config, demoMode: undefined },
  { ...config, version: null },
  { ...config, decisionUndoSeconds: 0 },
  { ...config, decisionUndoSeconds: '10' },
  { ...config, decisionUndoSeconds: 1.5 },
  { ...config, decisionUndoSeconds: undefined },
  { ...config, discordWebUrl: undefined },
  { ...config, discordWebUrl: null },
  { ...config, discordGuildId: 900 },
];

describe('parsePublicConfig', () => {
  it.each(answers.map((answer) => [JSON.stringify(answer), answer]))(
    'agrees with the contract schema on %s',
    (_label, answer) => {
      const expected = publicConfigSchema.safeParse(answer);
      if (expected.success) expect(parsePublicConfig(answer)).toStrictEqual(expected.data);
      else expect(() => parsePublicConfig(answer)).toThrow();
    },
  );
});
