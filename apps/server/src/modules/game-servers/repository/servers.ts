import type { GameDropHold, WhitelistMode } from '@panel/contract/api/game-servers';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { discordRoles } from '../../../db/schema/discord';
import { gameIdentities, gameJoins, gameServers } from '../../../db/schema/game-servers';

export type GameServerRow = typeof gameServers.$inferSelect;

export interface JoinCounts {
  allowed: number;
  refused: number;
}

export function listServerRows(db: Executor): Promise<GameServerRow[]> {
  return db.select().from(gameServers).orderBy(asc(gameServers.createdAt), asc(gameServers.id));
}

/**
 * Of `ids`, the game servers that exist (all of them when `ids` is not given), kept from
 * deletion until the transaction ends: a purchase's commands never name a server deleted
 * meanwhile.
 */
export async function findGameServerIds(db: Executor, ids?: readonly number[]): Promise<number[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({ id: gameServers.id })
    .from(gameServers)
    .where(ids ? inArray(gameServers.id, [...ids]) : undefined)
    .orderBy(asc(gameServers.id))
    .for('key share');
  return rows.map((row) => row.id);
}

export async function countServers(db: Executor): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(gameServers);
  return row?.total ?? 0;
}

export async function findServerRow(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<GameServerRow | undefined> {
  const query = db.select().from(gameServers).where(eq(gameServers.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** The server a key opens, by the key's hash (one index probe, no cache: a revocation holds at once). */
export async function findServerByKeyHash(
  db: Executor,
  keyHash: string,
): Promise<GameServerRow | undefined> {
  const [row] = await db.select().from(gameServers).where(eq(gameServers.keyHash, keyHash));
  return row;
}

export async function insertServerRow(
  db: Executor,
  values: typeof gameServers.$inferInsert,
): Promise<GameServerRow> {
  const [row] = await db.insert(gameServers).values(values).returning();
  if (!row) throw new Error('game server not inserted');
  return row;
}

export async function updateServerRow(
  db: Executor,
  id: number,
  values: Partial<{
    name: string;
    whitelistMode: WhitelistMode;
    roleIds: string[];
    minIdentifierMatches: number;
    keyHash: string;
    keyPrefix: string;
    keyRotatedAt: Date;
  }>,
): Promise<GameServerRow | undefined> {
  const [row] = await db.update(gameServers).set(values).where(eq(gameServers.id, id)).returning();
  return row;
}

/**
 * Deletes the server with what it alone vouched for: its hardware tokens go, and the links its
 * joins alone made are undone (the identities stay, as other servers saw them). Its joins and
 * codes go by their foreign keys.
 */
export async function deleteServerRow(db: Executor, id: number): Promise<void> {
  await db.delete(gameIdentities).where(eq(gameIdentities.serverId, id));
  await db
    .update(gameIdentities)
    .set({ discordId: null, linkedAt: null, linkedByServerId: null, namedBy: [] })
    .where(eq(gameIdentities.linkedByServerId, id));
  await db.delete(gameServers).where(eq(gameServers.id, id));
}

/**
 * The server's last call and its players online. Written at most every 10 s per server, so
 * hundreds of joins at once do not queue on the server's row.
 */
export async function touchServer(
  db: Executor,
  id: number,
  report?: { playersOnline: number; commandsAllowed?: boolean },
): Promise<void> {
  const players = report?.playersOnline ?? null;
  const allowed = report?.commandsAllowed ?? null;
  await db.execute(sql`
    UPDATE game_servers SET last_seen_at = now(),
      players_online = coalesce(${players}::int, players_online),
      commands_allowed = coalesce(${allowed}::boolean, commands_allowed)
    WHERE id = ${id} AND (last_seen_at IS NULL OR last_seen_at < now() - interval '10 seconds'
      OR players_online IS DISTINCT FROM coalesce(${players}::int, players_online)
      OR commands_allowed IS DISTINCT FROM coalesce(${allowed}::boolean, commands_allowed))`);
}

/**
 * Records whether the server's drops are held (and for how many players); answers the hold
 * before, read under the row's lock, so a change is audited once however many reports race.
 */
export async function setDropsHeld(
  tx: Executor,
  id: number,
  held: GameDropHold | null,
  players: number,
): Promise<{ before: GameDropHold | null } | null> {
  const [row] = await tx
    .select({ dropsHeld: gameServers.dropsHeld })
    .from(gameServers)
    .where(eq(gameServers.id, id))
    .for('update');
  if (!row) return null;
  await tx
    .update(gameServers)
    .set({
      dropsHeld: held,
      dropsHeldPlayers: held ? players : null,
      dropsHeldSince: held && row.dropsHeld ? undefined : held ? sql`now()` : null,
    })
    .where(eq(gameServers.id, id));
  return { before: row.dropsHeld };
}

/** Joins of the last 24 hours per server and outcome. */
export async function joinCountsToday(
  db: Executor,
  serverIds: number[],
): Promise<Map<number, JoinCounts>> {
  const counts = new Map<number, JoinCounts>();
  if (serverIds.length === 0) return counts;
  const rows = await db
    .select({
      serverId: gameJoins.serverId,
      allowed: sql<number>`count(*) FILTER (WHERE ${gameJoins.outcome} = 'allowed')::int`,
      refused: sql<number>`count(*) FILTER (WHERE ${gameJoins.outcome} = 'refused')::int`,
    })
    .from(gameJoins)
    .where(
      sql`${inArray(gameJoins.serverId, serverIds)} AND ${gameJoins.at} > now() - interval '24 hours'`,
    )
    .groupBy(gameJoins.serverId);
  for (const row of rows) counts.set(row.serverId, { allowed: row.allowed, refused: row.refused });
  return counts;
}

/** Names of Discord roles from the guild catalog, by id. */
export async function roleNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: discordRoles.id, name: discordRoles.name })
    .from(discordRoles)
    .where(inArray(discordRoles.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Holds the creation of servers to one transaction at a time (the limit is counted). */
export async function lockServerCreation(db: Executor): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('game_servers_create'))`);
}
