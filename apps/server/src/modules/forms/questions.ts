import type { FormType, Question } from '@panel/contract/api/forms';
import { asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { formQuestions } from '../../db/schema/forms';

export type QuestionRow = typeof formQuestions.$inferSelect;

export function toQuestion(row: QuestionRow): Question {
  return {
    id: String(row.id),
    text: row.text,
    description: row.description,
    required: row.required,
    type: row.type,
    formType: row.formType,
    position: row.position,
  };
}

/** Questions of one form (or both), each form in its own order. */
export async function listQuestionRows(db: Executor, formType?: FormType): Promise<QuestionRow[]> {
  return db
    .select()
    .from(formQuestions)
    .where(formType ? eq(formQuestions.formType, formType) : undefined)
    .orderBy(asc(formQuestions.formType), asc(formQuestions.position), asc(formQuestions.id));
}

export async function findQuestionRow(db: Executor, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(formQuestions).where(eq(formQuestions.id, id)).limit(1);
  return row;
}

/** Position after the last question of the form. */
export async function nextPosition(db: Executor, formType: FormType): Promise<number> {
  const [row] = await db
    .select({ last: max(formQuestions.position) })
    .from(formQuestions)
    .where(eq(formQuestions.formType, formType));
  return (row?.last ?? 0) + 1;
}
