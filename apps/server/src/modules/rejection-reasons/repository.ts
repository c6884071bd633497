import type { FormType } from '@panel/contract/api/forms';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rejectionReasons } from '../../db/schema/rejection-reasons';

export type ReasonRow = typeof rejectionReasons.$inferSelect;

/** The form's reasons, oldest first. */
export function listReasonRows(db: Executor, form: FormType): Promise<ReasonRow[]> {
  return db
    .select()
    .from(rejectionReasons)
    .where(eq(rejectionReasons.form, form))
    .orderBy(asc(rejectionReasons.createdAt), asc(rejectionReasons.id));
}

export async function countReasons(db: Executor, form: FormType): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(rejectionReasons)
    .where(eq(rejectionReasons.form, form));
  return row?.total ?? 0;
}

export async function findReasonRow(
  db: Executor,
  form: FormType,
  id: number,
): Promise<ReasonRow | undefined> {
  const [row] = await db
    .select()
    .from(rejectionReasons)
    .where(and(eq(rejectionReasons.form, form), eq(rejectionReasons.id, id)))
    .for('update');
  return row;
}

/** Inserts a reason; `null` when the form already has the same text. */
export async function insertReason(
  db: Executor,
  form: FormType,
  text: string,
): Promise<ReasonRow | null> {
  const [row] = await db
    .insert(rejectionReasons)
    .values({ form, text })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateReasonText(
  db: Executor,
  id: number,
  text: string,
): Promise<ReasonRow | undefined> {
  const [row] = await db
    .update(rejectionReasons)
    .set({ text })
    .where(eq(rejectionReasons.id, id))
    .returning();
  return row;
}

export async function deleteReasonRow(db: Executor, id: number): Promise<void> {
  await db.delete(rejectionReasons).where(eq(rejectionReasons.id, id));
}
