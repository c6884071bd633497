import type { ConnectedCalls, ConnectedCallUser } from '@panel/contract/api/calls';
import type { Executor } from '../../../db/client';
import {
  findConnectedPage,
  findOccupiedChannels,
  type ConnectedRow,
} from '../repository/connected';

function present(row: ConnectedRow, now: Date): ConnectedCallUser {
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
  };
}

/**
 * Who is in voice now, per the guild catalog, longest in voice first; `timeInCall` runs from
 * the start of the stay (moves keep it) up to `serverTime`.
 */
export async function listConnected(
  db: Executor,
  query: { channelId?: string | undefined; page: number; limit: number },
  now = new Date(),
): Promise<ConnectedCalls> {
  const [page, channels] = await Promise.all([
    findConnectedPage(db, query),
    findOccupiedChannels(db),
  ]);
  return {
    data: page.rows.map((row) => present(row, now)),
    total: page.total,
    channels,
    serverTime: now.toISOString(),
  };
}
