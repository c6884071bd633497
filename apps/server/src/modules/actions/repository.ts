import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actions } from '../../db/schema/actions';

export type ActionRow = typeof actions.$inferSelect;

export async function insertAction(
  db: Executor,
  row: Pick<ActionRow, 'id' | 'kind' | 'actorId' | 'subject' | 'createdAt' | 'undoUntil'>,
): Promise<void> {
  await db.insert(actions).values(row);
}

export async function findAction(db: Executor, id: string): Promise<ActionRow | undefined> {
  const [row] = await db.select().from(actions).where(eq(actions.id, id));
  return row;
}

/** The action, locked until the transaction ends: one undo at a time. */
export async function lockAction(db: Executor, id: string): Promise<ActionRow | undefined> {
  const [row] = await db.select().from(actions).where(eq(actions.id, id)).for('update');
  return row;
}

export async function markUndone(db: Executor, id: string, at: Date): Promise<ActionRow> {
  const [row] = await db
    .update(actions)
    .set({ undoneAt: at })
    .where(eq(actions.id, id))
    .returning();
  if (!row) throw new Error(`action ${id} vanished while locked`);
  return row;
}
