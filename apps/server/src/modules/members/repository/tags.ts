import { asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { memberTagAssignments, memberTags } from '../../../db/schema/members';

export type TagRow = typeof memberTags.$inferSelect;

/** Every tag, watch tags first, then by name. */
export function listTagRows(db: Executor): Promise<TagRow[]> {
  return db
    .select()
    .from(memberTags)
    .orderBy(
      sql`${memberTags.watch} DESC`,
      asc(sql`lower(${memberTags.name})`),
      asc(memberTags.id),
    );
}

export async function countTags(db: Executor): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(memberTags);
  return row?.total ?? 0;
}

export async function findTagRow(db: Executor, id: number): Promise<TagRow | undefined> {
  const [row] = await db.select().from(memberTags).where(eq(memberTags.id, id)).for('update');
  return row;
}

export function findTagRows(db: Executor, ids: readonly number[]): Promise<TagRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(memberTags)
    .where(inArray(memberTags.id, [...ids]));
}

/** Inserts a tag; `null` when another has the same name (any case). */
export async function insertTag(
  db: Executor,
  values: { name: string; color: string; watch: boolean },
): Promise<TagRow | null> {
  const [row] = await db.insert(memberTags).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateTagRow(
  db: Executor,
  id: number,
  values: { name: string; color: string; watch: boolean },
): Promise<TagRow | undefined> {
  const [row] = await db.update(memberTags).set(values).where(eq(memberTags.id, id)).returning();
  return row;
}

export async function deleteTagRow(db: Executor, id: number): Promise<void> {
  await db.delete(memberTags).where(eq(memberTags.id, id));
}

/** How many members carry the tag. */
export async function countTagged(db: Executor, tagId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(memberTagAssignments)
    .where(eq(memberTagAssignments.tagId, tagId));
  return row?.total ?? 0;
}

/** The member's tags, watch tags first. */
export function findMemberTagRows(db: Executor, discordId: string): Promise<TagRow[]> {
  return queryRows<TagRow>(
    db,
    sql`SELECT t.id::int AS id, t.name, t.color, t.watch, t.created_at AS "createdAt"
      FROM member_tag_assignments a JOIN member_tags t ON t.id = a.tag_id
      WHERE a.discord_id = ${discordId}
      ORDER BY t.watch DESC, lower(t.name), t.id`,
  );
}

/** Makes the member's tags exactly `tagIds`: the missing added, the others removed. */
export async function replaceMemberTags(
  db: Executor,
  discordId: string,
  tagIds: readonly number[],
  actorId: string | null,
): Promise<void> {
  await db.execute(sql`DELETE FROM member_tag_assignments
    WHERE discord_id = ${discordId}
      AND NOT (tag_id = ANY(${sql`string_to_array(${tagIds.join(',')}, ',')::bigint[]`}))`);
  if (tagIds.length === 0) return;
  await db
    .insert(memberTagAssignments)
    .values(tagIds.map((tagId) => ({ discordId, tagId, assignedById: actorId })))
    .onConflictDoNothing();
}

/** The watchlist tags of these members. */
export function findWatchTagRows(
  db: Executor,
  discordIds: readonly string[],
): Promise<(TagRow & { discordId: string })[]> {
  if (discordIds.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`SELECT a.discord_id AS "discordId", t.id::int AS id, t.name, t.color, t.watch,
        t.created_at AS "createdAt"
      FROM member_tag_assignments a JOIN member_tags t ON t.id = a.tag_id
      WHERE t.watch AND a.discord_id = ANY(string_to_array(${discordIds.join(',')}, ','))
      ORDER BY lower(t.name), t.id`,
  );
}
