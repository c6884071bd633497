import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

export interface OnlineMember {
  discordId: string;
  /** The player's server id in the game. */
  source: number;
  /** Their `license:` identifier, when the game gave it. */
  license: string | null;
  /** The identifier the resource checks the player at `source` by (`strongestIdentifier`). */
  identifier: string;
}

/** A member online, and since when their character is loaded (`markReady`); null: not yet. */
export interface PresentMember extends OnlineMember {
  readyAt: Date | null;
}

/** Values as one text array parameter, however many there are (none holds the separator). */
const split = (values: readonly (string | number)[]) =>
  sql`string_to_array(${values.map(String).join('\u001f')}, E'\\x1f')`;

/**
 * Who is online on the server now, as its report said: in one statement, the members gone are
 * removed and those new or moved (another `source`) written; the others are not touched. A
 * member moved has no character loaded until a report says so (`markReady`).
 */
export async function replacePresence(
  db: Executor,
  serverId: number,
  online: readonly OnlineMember[],
): Promise<void> {
  await db.execute(sql`with reported as (
      select * from unnest(${split(online.map((member) => member.discordId))},
        ${split(online.map((member) => member.source))}::int[],
        ${split(online.map((member) => member.license ?? ''))},
        ${split(online.map((member) => member.identifier))})
        as r(discord_id, source, license, identifier)
    ),
    gone as (
      delete from game_presence p where p.server_id = ${serverId}
        and not exists (select 1 from reported r where r.discord_id = p.discord_id)
    )
    insert into game_presence (server_id, discord_id, source, license, identifier)
    select ${serverId}, discord_id, source, nullif(license, ''), identifier from reported
    on conflict (server_id, discord_id) do update
      set source = excluded.source, license = excluded.license,
        identifier = excluded.identifier, since = now(),
        ready_at = case when game_presence.source = excluded.source
          then game_presence.ready_at end
      where (game_presence.source, game_presence.license, game_presence.identifier)
        is distinct from (excluded.source, excluded.license, excluded.identifier)`);
}

/** The members online on the server, as its last report said. */
export async function findPresence(db: Executor, serverId: number): Promise<PresentMember[]> {
  const rows = await queryRows<{
    discord_id: string;
    source: number;
    license: string | null;
    identifier: string;
    ready_at: string | Date | null;
  }>(
    db,
    sql`select discord_id, source, license, identifier, ready_at from game_presence
      where server_id = ${serverId}`,
  );
  return rows.map((row) => ({
    discordId: row.discord_id,
    source: Number(row.source),
    license: row.license,
    identifier: row.identifier || `discord:${row.discord_id}`,
    readyAt: row.ready_at === null ? null : new Date(row.ready_at),
  }));
}

/**
 * Since when each reported player's character is loaded (`readyForMs` ago; absent: not yet),
 * on the members online at their `source`. Written only when it changes: a readiness that
 * differs from the one kept by no more than `slackMs` (the report's own delay) is the same.
 */
export async function markReady(
  db: Executor,
  serverId: number,
  players: readonly { source: number; readyForMs?: number | undefined }[],
  slackMs: number,
): Promise<void> {
  if (players.length === 0) return;
  await db.execute(sql`with reported as (
      select source, now() - ready_ms * interval '1 millisecond' as ready_at
      from unnest(${split(players.map((player) => player.source))}::int[],
        ${split(players.map((player) => player.readyForMs ?? ''))})
        as r(source, ready_text),
        lateral (select nullif(ready_text, '')::bigint as ready_ms) ms
    )
    update game_presence p set ready_at = r.ready_at
    from reported r
    where p.server_id = ${serverId} and p.source = r.source
      and (case when r.ready_at is null then p.ready_at is not null
        else p.ready_at is null
          or abs(extract(epoch from p.ready_at - r.ready_at)) * 1000 > ${slackMs} end)`);
}
