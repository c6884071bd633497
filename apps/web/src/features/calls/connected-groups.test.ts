import { describe, expect, it } from 'vitest';
import type { ConnectedCallChannel } from '@panel/contract/api/calls';
import { connectedUser } from '@/testing/calls-fixtures';
import { groupByChannel } from './connected-groups';

const channel = (
  id: string,
  name: string,
  count: number,
  matching = count,
): ConnectedCallChannel => ({ id, name, position: 0, categoryName: 'Cidade', count, matching });

const member = (index: number, channelId: string, callName: string | null) =>
  connectedUser(index, { channelId, callName });

describe('groupByChannel', () => {
  it("groups the page's members in the order of the channels, keeping their order in each", () => {
    const groups = groupByChannel(
      [member(1, 'b', 'Hospital'), member(2, 'a', 'Patrulha 1'), member(3, 'b', 'Hospital')],
      [channel('a', 'Patrulha 1', 1), channel('b', 'Hospital', 4)],
    );
    expect(
      groups.map((group) => [group.name, group.count, group.members.map((user) => user.id)]),
    ).toEqual([
      ['Patrulha 1', 1, ['2']],
      ['Hospital', 4, ['1', '3']],
    ]);
    expect(groups[0]?.categoryName).toBe('Cidade');
  });

  it('keeps the matches of a search apart from the members of the channel', () => {
    const [group] = groupByChannel([member(1, 'a', 'Geral')], [channel('a', 'Geral', 6, 1)]);
    expect(group).toMatchObject({ count: 6, matching: 1 });
  });

  it('puts a channel the list of channels misses last, counted by what the page shows', () => {
    const groups = groupByChannel(
      [member(1, 'x', null), member(2, 'x', null), member(3, 'a', 'Geral')],
      [channel('a', 'Geral', 0)],
    );
    expect(
      groups.map((group) => [group.channelId, group.name, group.count, group.matching]),
    ).toEqual([
      ['a', 'Geral', 1, 1],
      ['x', null, 2, 2],
    ]);
  });
});
