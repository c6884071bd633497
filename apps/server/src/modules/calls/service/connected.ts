import {
  callMessages,
  type ConnectedCalls,
  type ConnectedCallUser,
} from '@panel/contract/api/calls';
import type { Executor } from '../../../db/client';
import type { ListPageOf } from '@panel/contract/api/paged-list';
import { listReader, type ListQuery } from '../../../db/list-page';
import { botCan, loadGuildView, type GuildView } from '../../bot-settings';
import {
  findConnectedPage,
  findOccupiedChannels,
  type ConnectedFilter,
  type ConnectedRow,
} from '../repository/connected';

/** What the bot needs in a voice channel for each action, and what staff read when it lacks it. */
const voiceActions = {
  mute: { allowed: botCan.mute, blocked: callMessages.muteBlocked },
  disconnect: { allowed: botCan.disconnect, blocked: callMessages.removeBlocked },
} as const;

/**
 * Why the bot cannot act on a member in `channelId`, from the catalog's overwrites, as Discord
 * decides; `null` when it can or when the catalog does not know (Discord then has the say).
 */
export function voiceActionBlocked(
  view: GuildView,
  channelId: string,
  action: keyof typeof voiceActions,
): string | null {
  const channel = view.channels.get(channelId);
  if (!channel || !view.botKnown) return null;
  const { allowed, blocked } = voiceActions[action];
  return allowed(view, channel) ? null : blocked;
}

function present(row: ConnectedRow, now: Date, view: GuildView | null): ConnectedCallUser {
  const joinedAt = new Date(row.joined_at);
  return {
    id: row.user_id,
    discordId: row.user_id,
    username: row.name,
    avatarUrl: row.avatar_url,
    channelId: row.channel_id,
    callName: row.channel_name,
    timeInCall: Math.max(0, Math.floor((now.getTime() - joinedAt.getTime()) / 1000)),
    joinedAt: joinedAt.toISOString(),
    isMuted: row.server_mute,
    selfMuted: row.self_mute,
    selfDeafened: row.self_deaf,
    notCounted: row.not_counted,
    muteBlocked: view && voiceActionBlocked(view, row.channel_id, 'mute'),
    removeBlocked: view && voiceActionBlocked(view, row.channel_id, 'disconnect'),
  };
}

type ConnectedQuery = ConnectedFilter & ListQuery & { now: Date };

/**
 * Who is in voice now, a page at a time, each with what the bot may do in their channel: read
 * only when someone is there to act on.
 */
const readConnected = listReader({
  name: 'calls-connected',
  read: async (db, query: ConnectedQuery, range) => {
    const found = await findConnectedPage(db, query, range);
    const view = found.rows.length > 0 ? await loadGuildView(db) : null;
    return { ...found, rows: found.rows.map((row) => present(row, query.now, view)) };
  },
  present: (user: ConnectedCallUser) => user,
});

/**
 * Who is in voice now, per the guild catalog, channel by channel in the order Discord lists
 * them and longest in voice first in each; `timeInCall` runs from the start of the stay
 * (moves keep it) up to `serverTime`.
 */
export async function listConnected(
  db: Executor,
  query: {
    channelId?: string | undefined;
    search?: string | undefined;
    page: number;
    limit: number;
  },
  now = new Date(),
): Promise<ListPageOf<ConnectedCalls>> {
  // Blank is no search (the contract trims it).
  const search = query.search || undefined;
  const [page, channels] = await Promise.all([
    readConnected(db, { ...query, search, now }),
    findOccupiedChannels(db, search),
  ]);
  return { ...page, extra: { channels, serverTime: now.toISOString() } };
}
