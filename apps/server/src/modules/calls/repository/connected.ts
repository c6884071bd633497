import type { ConnectedCallChannel, NotCountedReason } from '@panel/contract/api/calls';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { escapeLike } from '../../../db/like';
import type { FoundPage, PageRange } from '../../../db/list-page';
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

/** Who is in voice, with their catalog member, channel and the channel's category. */
const fromVoice = sql`from discord_voice_states v
  left join discord_members m on m.user_id = v.user_id
  left join discord_channels c on c.id = v.channel_id
  left join discord_channels p on p.id = c.parent_id`;

const memberName = sql`coalesce(m.nick, m.global_name, m.username)`;

/** What the connected list is narrowed to; `search` is already trimmed, blank for none. */
export interface ConnectedFilter {
  channelId?: string | undefined;
  search?: string | undefined;
}

/** Part of one of the member's names, or their whole Discord ID. */
function matchesSearch(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return sql`(v.user_id = ${search} or m.nick ilike ${pattern} or m.global_name ilike ${pattern}
    or m.username ilike ${pattern})`;
}

/** People in voice (bots are not listed), optionally in one channel and matching a search. */
function peopleIn(filter: ConnectedFilter): SQL {
  const conditions = [sql`not coalesce(m.bot, false)`];
  if (filter.channelId) conditions.push(sql`v.channel_id = ${filter.channelId}`);
  if (filter.search) conditions.push(matchesSearch(filter.search));
  return sql`where ${sql.join(conditions, sql` and `)}`;
}

/**
 * Voice channels in the order Discord lists them: those outside a category first, then each
 * category by position, and within it by the channel's position (ties by id); channels the
 * catalog does not know come last.
 */
const discordOrder = sql`(c.id is null), (p.id is not null), p.position, p.id, c.position, c.id,
  v.channel_id`;

/**
 * One page, channel by channel in Discord's order and longest in voice first in each, and
 * how many are in voice (in the channel, matching the search).
 */
export async function findConnectedPage(
  db: Executor,
  filter: ConnectedFilter,
  { offset, limit }: PageRange,
): Promise<FoundPage<ConnectedRow>> {
  const where = peopleIn(filter);
  const [rows, [count]] = await Promise.all([
    queryRows<ConnectedRow>(
      db,
      sql`select v.user_id, v.channel_id, ${memberName} as name, m.avatar_url,
          c.name as channel_name, v.server_mute, v.self_mute, v.self_deaf,
          coalesce(s.session_started_at, v.updated_at) as joined_at, s.not_counted
        ${fromVoice}
        left join voice_segments s on s.user_id = v.user_id and s.ended_at is null
        ${where}
        order by ${discordOrder}, joined_at, name nulls last, v.user_id
        limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${fromVoice} ${where}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Voice channels with people in them now, in Discord's order (the channel's id for a name
 * when the catalog does not know it), with how many are there and how many match `search`.
 */
export function findOccupiedChannels(
  db: Executor,
  search: string | undefined,
): Promise<ConnectedCallChannel[]> {
  const matching = search
    ? sql`count(*) filter (where ${matchesSearch(search)})::int`
    : sql`count(*)::int`;
  return queryRows(
    db,
    sql`select v.channel_id as id, coalesce(c.name, v.channel_id) as name, c.position,
        p.name as "categoryName", count(*)::int as count, ${matching} as matching
      ${fromVoice}
      ${peopleIn({})}
      group by v.channel_id, c.id, c.name, c.position, p.id, p.name, p.position
      order by ${discordOrder}`,
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
