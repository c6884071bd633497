import type { StoredIdentityKind } from '@panel/contract/api/game-identifiers';
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
    .set({ discordId: null, linkedAt: null, linkedByServerId: null, namedBy: [] })
    .where(eq(gameIdentities.id, id));
}

/** Puts back a link `unlinkIdentityRow` took, as it was ("Desfazer"). */
export async function restoreIdentityLink(
  db: Executor,
  id: number,
  link: {
    discordId: string;
    linkedAt: Date | null;
    linkedByServerId: number | null;
    namedBy: number[];
  },
): Promise<void> {
  await db.update(gameIdentities).set(link).where(eq(gameIdentities.id, id));
}

/** `license:…` → `license`; a hardware token `n:hex` → `token`. */
export const kindOfIdentifier = (identifier: string): StoredIdentityKind =>
  /^\d/.test(identifier)
    ? 'token'
    : (identifier.slice(0, identifier.indexOf(':')) as StoredIdentityKind);

/**
 * An unused code the same server showed the same player, still valid for at least 5 minutes, to
 * show again. Never another server's: a code links what its server's join listed.
 */
export async function findOpenCode(
  db: Executor,
  serverId: number,
  anchor: string,
): Promise<string | null> {
  const [row] = await db
    .select({ code: gameLinkCodes.code })
    .from(gameLinkCodes)
    .where(
      and(
        eq(gameLinkCodes.anchor, anchor),
        eq(gameLinkCodes.serverId, serverId),
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
): Promise<(LinkCodeRow & { serverName: string; serverKeyHash: string }) | undefined> {
  const [row] = await db
    .select({ code: gameLinkCodes, serverName: gameServers.name, keyHash: gameServers.keyHash })
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
  return row ? { ...row.code, serverName: row.serverName, serverKeyHash: row.keyHash } : undefined;
}

export async function markCodeUsed(db: Executor, code: string, discordId: string): Promise<void> {
  await db
    .update(gameLinkCodes)
    .set({ usedAt: sql`now()`, usedById: discordId })
    .where(eq(gameLinkCodes.code, code));
}

/**
 * Links the identifiers of a request code to the member who entered it: the member's own word
 * makes each link count on every server. New ones are added; unlinked ones, ones linked to the
 * member and ones another member holds by one server's joins alone are linked to them; a
 * hardware token is the code's server's own and, linked to someone else, stays theirs (computers
 * are shared). Answers the account identifiers another member holds on every server, which the
 * caller refuses (nothing is written then), and those taken from a one-server link.
 */
export async function linkIdentifiers(
  db: Executor,
  values: {
    identifiers: string[];
    kinds: string[];
    discordId: string;
    playerName: string;
    serverId: number;
  },
): Promise<{ taken: string[]; replaced: { identifier: string; discordId: string }[] }> {
  const held = await queryRows<{ identifier: string; discord_id: string; confirmed: boolean }>(
    db,
    sql`SELECT identifier, discord_id, linked_by_server_id IS NULL AS confirmed FROM game_identities
      WHERE identifier = ANY(${textArray(values.identifiers)}) AND server_id IS NULL
        AND discord_id IS NOT NULL AND discord_id <> ${values.discordId}
      ORDER BY identifier
      FOR UPDATE`,
  );
  const taken = held.filter((row) => row.confirmed).map((row) => row.identifier);
  if (taken.length > 0) return { taken, replaced: [] };
  // Another member's link that counts everywhere stays theirs, even one made since the check
  // above by a code entered at the same time: the caller refuses then, rolling this back.
  const linked = await queryRows<{ identifier: string; discord_id: string }>(
    db,
    sql`
    INSERT INTO game_identities AS gi (identifier, kind, server_id, discord_id, player_name,
      linked_at, named_by)
    SELECT identifier, kind, CASE WHEN kind = 'token' THEN ${values.serverId}::bigint END,
      ${values.discordId}::text, ${values.playerName}::text, now(),
      CASE WHEN kind = 'token' THEN '{}'::bigint[] ELSE ARRAY[${values.serverId}::bigint] END
    FROM unnest(${textArray(values.identifiers)}, ${textArray(values.kinds)}) AS given(identifier, kind)
    ON CONFLICT (identifier, server_id) DO UPDATE SET
      discord_id = CASE WHEN gi.discord_id IS NULL OR gi.linked_by_server_id IS NOT NULL
        THEN EXCLUDED.discord_id ELSE gi.discord_id END,
      linked_at = CASE WHEN gi.discord_id IS DISTINCT FROM EXCLUDED.discord_id
          AND (gi.discord_id IS NULL OR gi.linked_by_server_id IS NOT NULL)
        THEN EXCLUDED.linked_at ELSE gi.linked_at END,
      linked_by_server_id = NULL,
      named_by = CASE
        WHEN gi.kind = 'token' THEN gi.named_by
        WHEN gi.discord_id IS NULL OR (gi.linked_by_server_id IS NOT NULL
          AND gi.discord_id <> EXCLUDED.discord_id) THEN EXCLUDED.named_by
        WHEN gi.discord_id <> EXCLUDED.discord_id OR EXCLUDED.named_by <@ gi.named_by
          THEN gi.named_by
        ELSE gi.named_by || EXCLUDED.named_by END,
      player_name = EXCLUDED.player_name
    RETURNING identifier, discord_id`,
  );
  const raced = linked
    .filter((row) => kindOfIdentifier(row.identifier) !== 'token')
    .filter((row) => row.discord_id !== values.discordId)
    .map((row) => row.identifier);
  if (raced.length > 0) return { taken: raced, replaced: [] };
  return {
    taken: [],
    replaced: held.map((row) => ({ identifier: row.identifier, discordId: row.discord_id })),
  };
}
