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

const list = (values: readonly (string | number)[]) => values.map(String).join('\u001f');

/**
 * Who is online on the server now, as its report said: in one statement, the members gone are
 * removed and those new or moved (another `source`) written; the others are not touched.
 */
export async function replacePresence(
  db: Executor,
  serverId: number,
  online: readonly OnlineMember[],
): Promise<void> {
  const split = (values: readonly (string | number)[]) =>
    sql`string_to_array(${list(values)}, E'\\x1f')`;
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
        identifier = excluded.identifier, since = now()
      where (game_presence.source, game_presence.license, game_presence.identifier)
        is distinct from (excluded.source, excluded.license, excluded.identifier)`);
}

/** The members online on the server, as its last report said. */
export async function findPresence(db: Executor, serverId: number): Promise<OnlineMember[]> {
  const rows = await queryRows<{
    discord_id: string;
    source: number;
    license: string | null;
    identifier: string;
  }>(
    db,
    sql`select discord_id, source, license, identifier from game_presence
      where server_id = ${serverId}`,
  );
  return rows.map((row) => ({
    discordId: row.discord_id,
    source: Number(row.source),
    license: row.license,
    identifier: row.identifier || `discord:${row.discord_id}`,
  }));
}
