import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  gameDatabases,
  gameIdentities,
  gamePassports,
  gameServers,
} from '../../../db/schema/game-servers';

export type GameDatabaseRow = typeof gameDatabases.$inferSelect;

export async function findDatabases(
  db: Executor,
  serverIds?: readonly number[],
): Promise<GameDatabaseRow[]> {
  if (serverIds?.length === 0) return [];
  return db
    .select()
    .from(gameDatabases)
    .where(serverIds ? inArray(gameDatabases.serverId, [...serverIds]) : undefined);
}

export async function findDatabase(
  db: Executor,
  serverId: number,
): Promise<GameDatabaseRow | undefined> {
  const [row] = await findDatabases(db, [serverId]);
  return row;
}

export async function upsertDatabase(
  db: Executor,
  values: typeof gameDatabases.$inferInsert,
): Promise<void> {
  await db
    .insert(gameDatabases)
    .values(values)
    .onConflictDoUpdate({
      target: gameDatabases.serverId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function deleteDatabase(db: Executor, serverId: number): Promise<boolean> {
  const rows = await db
    .delete(gameDatabases)
    .where(eq(gameDatabases.serverId, serverId))
    .returning({ serverId: gameDatabases.serverId });
  return rows.length > 0;
}

/** Every connected database with its server's name, in the servers' order. */
export async function findDatabasesWithServerNames(
  db: Executor,
): Promise<(GameDatabaseRow & { serverName: string })[]> {
  const rows = await db
    .select({ database: gameDatabases, serverName: gameServers.name })
    .from(gameDatabases)
    .innerJoin(gameServers, eq(gameServers.id, gameDatabases.serverId))
    .orderBy(gameServers.id);
  return rows.map((row) => ({ ...row.database, serverName: row.serverName }));
}

/** The servers with a database the panel writes into. */
export async function findDatabaseServerIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: gameDatabases.serverId }).from(gameDatabases);
  return rows.map((row) => row.id);
}

/**
 * Passports the server reported with its players. One the staff typed is kept: staff correct
 * what the game says only on purpose, and a report then writes nothing.
 */
export async function upsertReportedPassports(
  db: Executor,
  serverId: number,
  passports: readonly { discordId: string; passport: number }[],
): Promise<void> {
  if (passports.length === 0) return;
  await db
    .insert(gamePassports)
    .values(passports.map((item) => ({ serverId, ...item, source: 'game' as const })))
    .onConflictDoUpdate({
      target: [gamePassports.serverId, gamePassports.discordId],
      set: { passport: sql`excluded.passport`, updatedAt: sql`now()` },
      setWhere: sql`${gamePassports.source} = 'game' and ${gamePassports.passport} <> excluded.passport`,
    });
}

export async function upsertStaffPassport(
  db: Executor,
  serverId: number,
  discordId: string,
  passport: number,
): Promise<void> {
  await db
    .insert(gamePassports)
    .values({ serverId, discordId, passport, source: 'staff' })
    .onConflictDoUpdate({
      target: [gamePassports.serverId, gamePassports.discordId],
      set: { passport, source: 'staff', updatedAt: sql`now()` },
    });
}

/** The passports of these members on the server. */
export async function findPassports(
  db: Executor,
  serverId: number,
  discordIds: readonly string[],
): Promise<Map<string, number>> {
  if (discordIds.length === 0) return new Map();
  const rows = await db
    .select({ discordId: gamePassports.discordId, passport: gamePassports.passport })
    .from(gamePassports)
    .where(
      and(eq(gamePassports.serverId, serverId), inArray(gamePassports.discordId, [...discordIds])),
    );
  return new Map(rows.map((row) => [row.discordId, row.passport]));
}

export interface MemberGameFacts {
  /** The member's passport on this server: reported by the game or typed by staff. */
  passport: number | null;
  /**
   * The game identifiers linked to the member (never a hardware token), and `discord:<id>`:
   * what a framework keyed its accounts by at the player's first connection.
   */
  identifiers: string[];
}

/** What a write into the game's database finds the member's accounts by. */
export async function findMemberGameFacts(
  db: Executor,
  serverId: number,
  discordId: string,
): Promise<MemberGameFacts> {
  const [passport] = await db
    .select({ passport: gamePassports.passport })
    .from(gamePassports)
    .where(and(eq(gamePassports.serverId, serverId), eq(gamePassports.discordId, discordId)));
  // Only links that count on this server: another server's joins alone must not point a
  // write at the account of whoever they named (docs/decisions/2026-11-28-game-servers.md).
  const linked = await db
    .select({ identifier: gameIdentities.identifier })
    .from(gameIdentities)
    .where(
      and(
        eq(gameIdentities.discordId, discordId),
        ne(gameIdentities.kind, 'token'),
        or(isNull(gameIdentities.linkedByServerId), eq(gameIdentities.linkedByServerId, serverId)),
      ),
    )
    .orderBy(gameIdentities.identifier);
  const identifiers = new Set([`discord:${discordId}`, ...linked.map((row) => row.identifier)]);
  return { passport: passport?.passport ?? null, identifiers: [...identifiers] };
}

/** The member's passport on every server with a database, known or not. */
export async function findMemberPassports(db: Executor, discordId: string) {
  return db
    .select({
      serverId: gameServers.id,
      serverName: gameServers.name,
      passport: gamePassports.passport,
      source: gamePassports.source,
    })
    .from(gameDatabases)
    .innerJoin(gameServers, eq(gameServers.id, gameDatabases.serverId))
    .leftJoin(
      gamePassports,
      and(
        eq(gamePassports.serverId, gameDatabases.serverId),
        eq(gamePassports.discordId, discordId),
      ),
    )
    .orderBy(gameServers.id);
}
