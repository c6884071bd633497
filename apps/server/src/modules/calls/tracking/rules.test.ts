import { defaultCallRules } from '@panel/contract/api/calls';
import { describe, expect, it } from 'vitest';
import { desiredStates, type VoiceMember } from './rules';

const member = (userId: string, channelId: string, extra: Partial<VoiceMember> = {}) => ({
  userId,
  channelId,
  selfDeaf: false,
  bot: false,
  ...extra,
});

describe('what counts', () => {
  it('does not count time alone, in the AFK channel or self-deafened by default', () => {
    const states = desiredStates(
      [
        member('a', 'talk'),
        member('b', 'talk', { selfDeaf: true }),
        member('c', 'solo'),
        member('d', 'afk'),
        member('e', 'afk'),
        member('bot', 'solo', { bot: true }),
      ],
      'afk',
      defaultCallRules,
    );
    expect(Object.fromEntries([...states].map(([id, s]) => [id, s.notCounted]))).toEqual({
      a: null,
      b: 'selfDeaf',
      c: 'alone', // a bot is no company
      d: 'afk',
      e: 'afk',
    });
    expect(states.get('a')).toMatchObject({ counted: true, afk: false });
    expect(states.get('d')).toMatchObject({ counted: false, afk: true });
    expect(states.has('bot')).toBe(false);
  });

  it('counts what the rules allow', () => {
    const states = desiredStates(
      [member('c', 'solo'), member('d', 'afk'), member('b', 'x', { selfDeaf: true })],
      'afk',
      { countAlone: true, countAfk: true, countSelfDeaf: true },
    );
    expect([...states.values()].every((state) => state.counted)).toBe(true);
    expect(states.get('d')?.afk).toBe(true);
  });
});
