import { describe, expect, it } from 'vitest';
import { memberSignalListSchema } from '@panel/contract/api/members';
import { parseMemberSignals } from './member-signals';

const signal = {
  discordId: '300000000000000001',
  pc: { members: 2, blacklisted: 1 },
  account: { members: 0, blacklisted: 0 },
  watch: [{ id: '1', name: 'Suspeito', color: '#e11d48', watch: true }],
  accountCreatedAt: '2023-04-02T10:00:00.000Z',
  joinedGuildAt: '2025-11-20T18:30:00.000Z',
  rejections: 2,
  appeals: 1,
};

/** Answers the schema accepts or refuses; the reader must agree on each. */
const signals: unknown[] = [
  signal,
  { ...signal, watch: [], extra: true },
  { ...signal, watch: [{ ...signal.watch[0], extra: 1 }] },
  null,
  [],
  { ...signal, discordId: 1 },
  { ...signal, pc: { members: 1.5, blacklisted: 0 } },
  { ...signal, pc: { members: '1', blacklisted: 0 } },
  { ...signal, account: undefined },
  { ...signal, account: { members: 1 } },
  { ...signal, watch: undefined },
  { ...signal, watch: [{ ...signal.watch[0], watch: 'yes' }] },
  { ...signal, watch: [{ ...signal.watch[0], color: null }] },
  { ...signal, joinedGuildAt: null, rejections: 0, appeals: 0 },
  { ...signal, accountCreatedAt: undefined },
  { ...signal, accountCreatedAt: null },
  { ...signal, joinedGuildAt: undefined },
  { ...signal, joinedGuildAt: 1 },
  { ...signal, rejections: undefined },
  { ...signal, rejections: 1.5 },
  { ...signal, appeals: '1' },
];

describe('parseMemberSignals', () => {
  it.each(signals.map((value) => [JSON.stringify(value), value]))(
    'agrees with the contract schema on %s',
    (_label, value) => {
      const expected = memberSignalListSchema.safeParse([value]);
      if (expected.success) expect(parseMemberSignals([value])).toStrictEqual(expected.data);
      else expect(() => parseMemberSignals([value])).toThrow();
    },
  );

  it('refuses an answer that is not a list', () => {
    expect(() => parseMemberSignals({ data: [] })).toThrow();
  });
});
