import type { FormType } from '@panel/contract/api/forms';
import { and, asc, count, eq, lte, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { formQuestions, formSettings } from '../../db/schema/forms';

export type QuestionRow = typeof formQuestions.$inferSelect;
export type FormSettingsRow = typeof formSettings.$inferSelect;
type QuestionFields = Omit<typeof formQuestions.$inferInsert, 'id' | 'createdAt'>;

/** Questions of one form (or both), each form in its own order. */
export async function listQuestionRows(db: Executor, formType?: FormType): Promise<QuestionRow[]> {
  return db
    .select()
    .from(formQuestions)
    .where(formType ? eq(formQuestions.formType, formType) : undefined)
    .orderBy(asc(formQuestions.formType), asc(formQuestions.position), asc(formQuestions.id));
}

/** The form's questions, locked for the rest of the transaction. */
export function lockQuestionRows(db: Executor, formType: FormType): Promise<QuestionRow[]> {
  return db.select().from(formQuestions).where(eq(formQuestions.formType, formType)).for('update');
}

export async function findQuestionRow(db: Executor, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(formQuestions).where(eq(formQuestions.id, id)).limit(1);
  return row;
}

export async function countQuestions(db: Executor, formType: FormType): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(formQuestions)
    .where(eq(formQuestions.formType, formType));
  return row?.total ?? 0;
}

/** Position after the last question of the form. */
export async function nextPosition(db: Executor, formType: FormType): Promise<number> {
  const [row] = await db
    .select({ last: max(formQuestions.position) })
    .from(formQuestions)
    .where(eq(formQuestions.formType, formType));
  return (row?.last ?? 0) + 1;
}

export async function insertQuestion(
  db: Executor,
  values: QuestionFields,
): Promise<QuestionRow | undefined> {
  const [row] = await db.insert(formQuestions).values(values).returning();
  return row;
}

export async function updateQuestionRow(
  db: Executor,
  id: number,
  changes: Partial<QuestionFields>,
): Promise<QuestionRow | undefined> {
  const [row] = await db
    .update(formQuestions)
    .set(changes)
    .where(eq(formQuestions.id, id))
    .returning();
  return row;
}

export async function deleteQuestionRow(
  db: Executor,
  id: number,
): Promise<QuestionRow | undefined> {
  const [row] = await db.delete(formQuestions).where(eq(formQuestions.id, id)).returning();
  return row;
}

export async function findFormSettings(
  db: Executor,
  formType: FormType,
): Promise<FormSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(formSettings)
    .where(eq(formSettings.formType, formType))
    .limit(1);
  return row;
}

export async function saveFormSettings(
  db: Executor,
  formType: FormType,
  values: Partial<Omit<FormSettingsRow, 'formType'>>,
): Promise<FormSettingsRow | undefined> {
  const [row] = await db
    .insert(formSettings)
    .values({ formType, ...values })
    .onConflictDoUpdate({ target: formSettings.formType, set: values })
    .returning();
  return row;
}

/** Open forms whose closing date has passed, locked for the rest of the transaction. */
export function lockFormsDueToClose(db: Executor, now: Date): Promise<FormSettingsRow[]> {
  return db
    .select()
    .from(formSettings)
    .where(and(eq(formSettings.isOpen, true), lte(formSettings.closesAt, now)))
    .for('update');
}

/** Switches a form off and drops its closing date. */
export async function closeForm(db: Executor, formType: FormType, at: Date): Promise<void> {
  await db
    .update(formSettings)
    .set({ isOpen: false, closesAt: null, updatedAt: at })
    .where(eq(formSettings.formType, formType));
}
