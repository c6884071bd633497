import type { ConnectedCallChannel, ConnectedCallUser } from '@panel/contract/api/calls';

/** The members of one voice channel on the page, under the channel as Discord names it. */
export interface ChannelGroup {
  channelId: string;
  /** The channel's name; `null` when the catalog does not know the channel. */
  name: string | null;
  categoryName: string | null;
  /** Members in the channel now, on every page. */
  count: number;
  /** Of those, how many the search matches (`count` without a search). */
  matching: number;
  members: ConnectedCallUser[];
}

/**
 * The page's members channel by channel, in the order of `channels` (Discord's, as the server
 * answers it); a channel missing from `channels` comes last, counted by its members here.
 */
export function groupByChannel(
  members: readonly ConnectedCallUser[],
  channels: readonly ConnectedCallChannel[],
): ChannelGroup[] {
  const groups = new Map<string, ChannelGroup>();
  for (const member of members) {
    let group = groups.get(member.channelId);
    if (!group) {
      const channel = channels.find(({ id }) => id === member.channelId);
      group = {
        channelId: member.channelId,
        name: member.callName,
        categoryName: channel?.categoryName ?? null,
        count: channel?.count ?? 0,
        matching: channel?.matching ?? 0,
        members: [],
      };
      groups.set(member.channelId, group);
    }
    group.members.push(member);
  }
  const order = (id: string) => {
    const index = channels.findIndex((channel) => channel.id === id);
    return index === -1 ? channels.length : index;
  };
  return [...groups.values()]
    .map((group) => {
      // Never fewer than shown: the page and the channels are read apart on the server.
      const matching = Math.max(group.matching, group.members.length);
      return { ...group, matching, count: Math.max(group.count, matching) };
    })
    .sort((a, b) => order(a.channelId) - order(b.channelId));
}
