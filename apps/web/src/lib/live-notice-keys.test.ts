import { describe, expect, it } from 'vitest';
import type { PanelNotice } from '@panel/contract/api/events';
import { staleKeysOf } from './live-notice-keys';
import { dutyKeys, memberFileKeys, teamKeys, ticketKeys } from './query-keys';

const notice = (area: PanelNotice['area']): PanelNotice => ({
  area,
  key: '1',
  change: 'created',
  by: null,
});

describe('staleKeysOf', () => {
  it("refreshes an open member's file on the notices of the areas it shows", () => {
    expect(staleKeysOf(notice('tickets'))).toEqual(
      expect.arrayContaining([ticketKeys.all, memberFileKeys.all]),
    );
    for (const area of ['allowlists', 'blacklist', 'points', 'game-servers', 'audit'] as const) {
      expect(staleKeysOf(notice(area))).toContainEqual(memberFileKeys.all);
    }
    // Voice and codes show in no file part that a notice of theirs would change.
    expect(staleKeysOf(notice('calls'))).not.toContainEqual(memberFileKeys.all);
  });

  it('refreshes the files and the tags list on a note or tag change', () => {
    expect(staleKeysOf(notice('members'))).toEqual([memberFileKeys.tags, memberFileKeys.all]);
  });

  it("refreshes the header's duty toggle and the open files on a shift started or ended", () => {
    expect(staleKeysOf(notice('duty'))).toEqual([dutyKeys.all, teamKeys.all, memberFileKeys.all]);
  });

  it("refreshes the team's figures on what they count, and not on the rest", () => {
    for (const area of ['allowlists', 'insertions', 'tickets', 'blacklist', 'points'] as const) {
      expect(staleKeysOf(notice(area))).toContainEqual(teamKeys.all);
    }
    for (const area of ['calls', 'tokens', 'store', 'game-servers'] as const) {
      expect(staleKeysOf(notice(area))).not.toContainEqual(teamKeys.all);
    }
  });

  it("keeps the characters, read from the game's databases, out of what notices refresh", () => {
    const characters = memberFileKeys.characters('1');
    const all = memberFileKeys.all;
    expect(characters.slice(0, all.length)).not.toEqual(all);
  });
});
