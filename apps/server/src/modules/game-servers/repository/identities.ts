import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { gameIdentities, gameLinkCodes, gameServers } from '../../../db/schema/game-servers';
import { textArray } from './rows';

export type IdentityRow = typeof gameIdentities.$inferSelect;
export type LinkCodeRow = typeof gameLinkCodes.$inferSelect;

/** The member's linked identities: account identifiers first, then tokens, newest first. */
export function listLinkedIdentities(db: Executor, discordId: string): Promise<IdentityRow[]> {
  return db
    .select()
    .from(gameIdentities)
    .where(eq(gameIdentities.discordId, discordId))
    .orderBy(
      asc(sql`${gameIdentities.kind} = 'token'`),
      desc(gameIdentities.lastSeenAt),
      asc(gameIdentities.id),
    );
}

export async function findIdentity(db: Executor, id: number): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(gameIdentities)
    .where(eq(gameIdentities.id, id))
    .for('update');
  return row;
}

export async function unlinkIdentityRow(db: Executor, id: number): Promise<void> {
  await db
    .update(gameIdentities)
    .set({ discordId: null, linkedAt: null })
    .where(eq(gameIdentities.id, id));
}

/** An unused code of the same player still valid for at least 5 minutes, to show again. */
export async function findOpenCode(db: Executor, anchor: string): Promise<string | null> {
  const [row] = await db
    .select({ code: gameLinkCodes.code })
    .from(gameLinkCodes)
    .where(
      and(
        eq(gameLinkCodes.anchor, anchor),
        isNull(gameLinkCodes.usedAt),
        gt(gameLinkCodes.expiresAt, sql`now() + interval '5 minutes'`),
      ),
    )
    .orderBy(desc(gameLinkCodes.expiresAt))
    .limit(1);
  return row?.code ?? null;
}

/** Inserts a code; `false` when that code is taken (the caller draws another). */
export async function insertCode(
  db: Executor,
  values: typeof gameLinkCodes.$inferInsert,
): Promise<boolean> {
  const rows = await db.insert(gameLinkCodes).values(values).onConflictDoNothing().returning({
    code: gameLinkCodes.code,
  });
  return rows.length === 1;
}

/** A valid unused code, locked for the link, with its server's name. */
export async function takeCode(
  db: Executor,
  code: string,
): Promise<(LinkCodeRow & { serverName: string }) | undefined> {
  const [row] = await db
    .select({ code: gameLinkCodes, serverName: gameServers.name })
    .from(gameLinkCodes)
    .innerJoin(gameServers, eq(gameServers.id, gameLinkCodes.serverId))
    .where(
      and(
        eq(gameLinkCodes.code, code),
        isNull(gameLinkCodes.usedAt),
        gt(gameLinkCodes.expiresAt, sql`now()`),
      ),
    )
    .for('update', { of: gameLinkCodes });
  return row ? { ...row.code, serverName: row.serverName } : undefined;
}

export async function markCodeUsed(db: Executor, code: string, discordId: string): Promise<void> {
  await db
    .update(gameLinkCodes)
    .set({ usedAt: sql`now()`, usedById: discordId })
    .where(eq(gameLinkCodes.code, code));
}

/**
 * Links the identifiers to the member: new ones are added, unlinked ones linked; one linked to
 * someone else stays theirs. Answers the account identifiers (not tokens) that belong to
 * another member, which the caller refuses.
 */
export async function linkIdentifiers(
  db: Executor,
  values: { identifiers: string[]; kinds: string[]; discordId: string; playerName: string },
): Promise<{ taken: string[] }> {
  const taken = await queryRows<{ identifier: string }>(
    db,
    sql`SELECT identifier FROM game_identities
      WHERE identifier = ANY(${textArray(values.identifiers)}) AND kind <> 'token'
        AND discord_id IS NOT NULL AND discord_id <> ${values.discordId}
      FOR UPDATE`,
  );
  if (taken.length > 0) return { taken: taken.map((row) => row.identifier) };
  await db.execute(sql`
    INSERT INTO game_identities AS gi (identifier, kind, discord_id, player_name, linked_at)
    SELECT identifier, kind, ${values.discordId}::text, ${values.playerName}::text, now()
    FROM unnest(${textArray(values.identifiers)}, ${textArray(values.kinds)}) AS given(identifier, kind)
    ON CONFLICT (identifier) DO UPDATE SET
      discord_id = coalesce(gi.discord_id, EXCLUDED.discord_id),
      linked_at = coalesce(gi.linked_at, EXCLUDED.linked_at),
      player_name = EXCLUDED.player_name`);
  return { taken: [] };
}
