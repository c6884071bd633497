import type { NotCountedReason } from '@panel/contract/api/calls';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { discordVoiceStates } from '../../../db/schema/discord';

/** A member in voice now, with what the catalog and their open segment say. */
export interface ConnectedRow {
  user_id: string;
  channel_id: string;
  name: string | null;
  avatar_url: string | null;
  channel_name: string | null;
  server_mute: boolean;
  self_mute: boolean;
  self_deaf: boolean;
  joined_at: string | Date;
  not_counted: NotCountedReason | null;
}

const fromVoice = sql`from discord_voice_states v
  left join discord_members m on m.user_id = v.user_id`;

/** People in voice (bots are not listed), optionally in one channel. */
function peopleIn(channelId: string | undefined): SQL {
  return sql`where not coalesce(m.bot, false)${channelId ? sql` and v.channel_id = ${channelId}` : sql``}`;
}

const memberName = sql`coalesce(m.nick, m.global_name, m.username)`;

/** One page, longest in voice first, and how many are in voice (in the channel). */
export async function findConnectedPage(
  db: Executor,
  filter: { channelId?: string | undefined; page: number; limit: number },
): Promise<{ rows: ConnectedRow[]; total: number }> {
  const where = peopleIn(filter.channelId);
  const [rows, [count]] = await Promise.all([
    queryRows<ConnectedRow>(
      db,
      sql`select v.user_id, v.channel_id, ${memberName} as name, m.avatar_url,
          c.name as channel_name, v.server_mute, v.self_mute, v.self_deaf,
          coalesce(s.session_started_at, v.updated_at) as joined_at, s.not_counted
        ${fromVoice}
        left join discord_channels c on c.id = v.channel_id
        left join voice_segments s on s.user_id = v.user_id and s.ended_at is null
        ${where}
        order by joined_at, name nulls last, v.user_id
        limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${fromVoice} ${where}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Voice channels with people in them now (the channel's id when the catalog has no name). */
export function findOccupiedChannels(
  db: Executor,
): Promise<{ id: string; name: string; count: number }[]> {
  return queryRows(
    db,
    sql`select v.channel_id as id, coalesce(c.name, v.channel_id) as name, count(*)::int as count
      ${fromVoice}
      left join discord_channels c on c.id = v.channel_id
      ${peopleIn(undefined)}
      group by v.channel_id, c.name, c.position
      order by c.position nulls last, name`,
  );
}

/** A member's voice state with their and their channel's names; `null` when not in voice. */
export interface VoiceMemberRow {
  channelId: string;
  serverMute: boolean;
  name: string | null;
  channelName: string | null;
}

export async function findVoiceMember(
  db: Executor,
  userId: string,
): Promise<VoiceMemberRow | null> {
  const [row] = await queryRows<{
    channel_id: string;
    server_mute: boolean;
    name: string | null;
    channel_name: string | null;
  }>(
    db,
    sql`select v.channel_id, v.server_mute, ${memberName} as name, c.name as channel_name
      from discord_voice_states v
      left join discord_members m on m.user_id = v.user_id
      left join discord_channels c on c.id = v.channel_id
      where v.user_id = ${userId}`,
  );
  return row
    ? {
        channelId: row.channel_id,
        serverMute: row.server_mute,
        name: row.name,
        channelName: row.channel_name,
      }
    : null;
}

/**
 * What Discord just confirmed, written ahead of the gateway's event (which writes it again);
 * `updated_at` is left to the gateway.
 */
export async function setServerMute(db: Executor, userId: string, muted: boolean): Promise<void> {
  await db
    .update(discordVoiceStates)
    .set({ serverMute: muted })
    .where(eq(discordVoiceStates.userId, userId));
}

export async function deleteVoiceState(db: Executor, userId: string): Promise<void> {
  await db.delete(discordVoiceStates).where(eq(discordVoiceStates.userId, userId));
}
