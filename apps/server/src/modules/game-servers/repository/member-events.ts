import type { GameJoinOutcome, GameJoinReason } from '@panel/contract/api/game-servers';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { eventMicros, olderThan, type MemberEventQuery } from '../../../db/member-events';

export interface JoinEventRow {
  micros: string;
  row_id: string;
  server_id: string;
  server_name: string;
  player_name: string;
  outcome: GameJoinOutcome;
  reason: GameJoinReason;
  message: string | null;
}

/**
 * The member's joins past the bound, newest first, on `game_joins_member_at_idx`. Neither the
 * IP nor the identifiers are read.
 */
export function findJoinEvents(db: Executor, query: MemberEventQuery): Promise<JoinEventRow[]> {
  return queryRows<JoinEventRow>(
    db,
    sql`select ${eventMicros(sql`j.at`)} as micros, j.id::text as row_id, j.server_id::text as server_id,
        s.name as server_name, j.player_name, j.outcome, j.reason, j.message
      from game_joins j
      join game_servers s on s.id = j.server_id
      where j.discord_id = ${query.discordId}
        and ${olderThan('game_join', query.before, sql`j.at`, sql`j.id`)}
      order by j.at desc, j.id desc
      limit ${query.limit}`,
  );
}

export interface IdentityEventRow {
  micros: string;
  row_id: string;
  kind: string;
  identifier: string;
  player_name: string | null;
  server_name: string | null;
}

/**
 * The game identities linked to the member past the bound, newest link first; the member's
 * are few (`game_identities_discord_idx`).
 */
export function findIdentityEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<IdentityEventRow[]> {
  return queryRows<IdentityEventRow>(
    db,
    sql`select ${eventMicros(sql`i.linked_at`)} as micros, i.id::text as row_id, i.kind, i.identifier,
        i.player_name, s.name as server_name
      from game_identities i
      left join game_servers s on s.id = i.server_id
      where i.discord_id = ${query.discordId} and i.linked_at is not null
        and ${olderThan('identity', query.before, sql`i.linked_at`, sql`i.id`)}
      order by i.linked_at desc, i.id desc
      limit ${query.limit}`,
  );
}
