import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { FoundPage, PageRange } from '../../../db/list-page';
import { blacklistEntries } from '../../../db/schema/blacklist';
import { discordMembers } from '../../../db/schema/discord';
import { users } from '../../../db/schema/users';
import { findPageIds, type EntryFilter } from './entry-page';

export type { EntryFilter };

export type EntryRow = typeof blacklistEntries.$inferSelect;
export type NewEntry = Pick<
  typeof blacklistEntries.$inferInsert,
  'type' | 'target' | 'reason' | 'discordUsername' | 'addedById' | 'addedByName' | 'expiresAt'
> & { createdAt: Date };

/** What is known of a player: the guild catalog's name, the panel's name, an avatar. */
export interface KnownMember {
  catalogName: string | null;
  panelName: string | null;
  avatarUrl: string | null;
}

const entries = blacklistEntries;

/** Not removed, and not past its expiry (the worker may not have lifted it yet). */
export function activeAt(now: Date): SQL {
  return (
    and(isNull(entries.removedAt), or(isNull(entries.expiresAt), gt(entries.expiresAt, now))) ??
    sql`false`
  );
}

/** A player's catalog row and panel user, joined by the entry's target. */
const catalogJoin = and(eq(entries.type, 'player'), eq(discordMembers.userId, entries.target));
const userJoin = and(eq(entries.type, 'player'), eq(users.id, entries.target));
type Text = string | null;

/** An entry of a page, with the player's catalog name and a known avatar. */
export interface EntryPageRow {
  entry: EntryRow;
  memberName: Text;
  memberAvatar: Text;
}
const catalogName = sql<Text>`coalesce(${discordMembers.globalName}, ${discordMembers.username})`;
const panelName = sql<string>`coalesce(${users.displayName}, ${users.username})`;
const knownAvatar = sql<Text>`coalesce(${discordMembers.avatarUrl}, ${users.avatarUrl})`;

/**
 * One page of active entries, newest first, with the player's catalog name and a known avatar,
 * and the total (`findPageIds` picks the page).
 */
export async function findEntryPage(
  db: Executor,
  filter: EntryFilter,
  range: PageRange,
  now: Date,
): Promise<FoundPage<EntryPageRow>> {
  const { ids, total, countedUpTo } = await findPageIds(db, filter, range, now);
  if (ids.length === 0) return { rows: [], total, countedUpTo };
  const rows = await db
    .select({ entry: entries, memberName: catalogName, memberAvatar: knownAvatar })
    .from(entries)
    .leftJoin(discordMembers, catalogJoin)
    .leftJoin(users, userJoin)
    .where(inArray(entries.id, ids))
    .orderBy(desc(entries.createdAt), desc(entries.id));
  return { rows, total, countedUpTo };
}

/** The player as the guild catalog and the panel (if they ever signed in) know them. */
export async function findKnownMember(db: Executor, userId: string): Promise<KnownMember> {
  const [member] = await db
    .select({ name: catalogName, avatarUrl: discordMembers.avatarUrl })
    .from(discordMembers)
    .where(eq(discordMembers.userId, userId));
  const [user] = await db
    .select({ name: panelName, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId));
  return {
    catalogName: member?.name ?? null,
    panelName: user?.name ?? null,
    avatarUrl: member?.avatarUrl ?? user?.avatarUrl ?? null,
  };
}

export async function findEntry(db: Executor, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(entries).where(eq(entries.id, id));
  return row;
}

export async function findActivePlayerEntry(
  db: Executor,
  userId: string,
  now: Date,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.type, 'player'), eq(entries.target, userId), activeAt(now)))
    .limit(1);
  return row;
}

/** Which of the members have an active player entry now. */
export async function findBlacklistedAmong(
  db: Executor,
  userIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ target: entries.target })
    .from(entries)
    .where(and(eq(entries.type, 'player'), inArray(entries.target, [...userIds]), activeAt(now)));
  return new Set(rows.map((row) => row.target));
}

/** Inserts an active entry; `null` when the target already has one (the partial unique index). */
export async function insertActiveEntry(db: Executor, values: NewEntry): Promise<EntryRow | null> {
  const [row] = await db.insert(entries).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
