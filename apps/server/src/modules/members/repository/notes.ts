import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { memberNotes } from '../../../db/schema/members';

export type NoteRow = typeof memberNotes.$inferSelect;

/** The member's notes, pinned first, then newest first. */
export function listNoteRows(db: Executor, discordId: string, limit: number): Promise<NoteRow[]> {
  return db
    .select()
    .from(memberNotes)
    .where(eq(memberNotes.discordId, discordId))
    .orderBy(desc(memberNotes.pinned), desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(limit);
}

export async function countNotes(db: Executor, discordId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(memberNotes)
    .where(eq(memberNotes.discordId, discordId));
  return row?.total ?? 0;
}

/** The note, locked until the transaction ends. */
export async function findNoteRow(
  db: Executor,
  discordId: string,
  id: number,
): Promise<NoteRow | undefined> {
  const [row] = await db
    .select()
    .from(memberNotes)
    .where(and(eq(memberNotes.discordId, discordId), eq(memberNotes.id, id)))
    .for('update');
  return row;
}

export async function insertNote(
  db: Executor,
  values: typeof memberNotes.$inferInsert,
): Promise<NoteRow> {
  const [row] = await db.insert(memberNotes).values(values).returning();
  if (!row) throw new Error('The note was not inserted.');
  return row;
}

export async function updateNoteRow(
  db: Executor,
  id: number,
  change: { body?: string; pinned?: boolean; edited: boolean },
): Promise<NoteRow | undefined> {
  const [row] = await db
    .update(memberNotes)
    .set({
      ...(change.body === undefined ? {} : { body: change.body }),
      ...(change.pinned === undefined ? {} : { pinned: change.pinned }),
      ...(change.edited ? { updatedAt: sql`now()` } : {}),
    })
    .where(eq(memberNotes.id, id))
    .returning();
  return row;
}

export async function deleteNoteRow(db: Executor, id: number): Promise<void> {
  await db.delete(memberNotes).where(eq(memberNotes.id, id));
}

/** Takes the member's notes one writer at a time, so the count limit holds under concurrency. */
export async function lockMemberNotes(db: Executor, discordId: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`member-notes:${discordId}`}, 0))`,
  );
}
