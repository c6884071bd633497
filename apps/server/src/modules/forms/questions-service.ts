import {
  formLimits,
  type FormType,
  type Question,
  type QuestionType,
} from '@panel/contract/api/forms';
import { count, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { formQuestions } from '../../db/schema/forms';
import { conflict, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import { findQuestionRow, listQuestionRows, nextPosition, toQuestion } from './questions';

export const formPhrases: Record<FormType, string> = {
  whitelist: 'formulário da whitelist',
  insertion: 'formulário de inscrições',
};

export interface QuestionChanges {
  text?: string | undefined;
  description?: string | null | undefined;
  required?: boolean | undefined;
  type?: QuestionType | undefined;
  formType?: FormType | undefined;
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

async function assertRoomIn(db: Executor, formType: FormType): Promise<void> {
  const [row] = await db
    .select({ total: count() })
    .from(formQuestions)
    .where(eq(formQuestions.formType, formType));
  if ((row?.total ?? 0) >= formLimits.questionsPerForm) {
    throw conflict(`O formulário já tem o máximo de ${formLimits.questionsPerForm} perguntas.`);
  }
}

export async function createQuestion(
  db: Database,
  input: Required<Omit<QuestionChanges, 'description'>> & { description?: string | null },
  audit: AuditContext,
): Promise<Question> {
  return db.transaction(async (tx) => {
    await assertRoomIn(tx, input.formType);
    const [row] = await tx
      .insert(formQuestions)
      .values({
        ...input,
        description: blankToNull(input.description),
        position: await nextPosition(tx, input.formType),
      })
      .returning();
    const question = toQuestion(row!);
    await recordAudit(tx, audit, {
      actionType: 'create',
      action: 'questions.create',
      target: `question:${question.id}`,
      details: `Criou a pergunta "${question.text}" no ${formPhrases[question.formType]}`,
      after: question,
    });
    return question;
  });
}

export async function updateQuestion(
  db: Database,
  id: number,
  changes: QuestionChanges,
  audit: AuditContext,
): Promise<Question> {
  return db.transaction(async (tx) => {
    const existing = await findQuestionRow(tx, id);
    if (!existing) throw notFound('Pergunta não encontrada.');
    const moving = changes.formType !== undefined && changes.formType !== existing.formType;
    if (moving) await assertRoomIn(tx, changes.formType!);
    const [row] = await tx
      .update(formQuestions)
      .set({
        ...changes,
        ...(changes.description !== undefined && { description: blankToNull(changes.description) }),
        ...(moving && { position: await nextPosition(tx, changes.formType!) }),
        updatedAt: new Date(),
      })
      .where(eq(formQuestions.id, id))
      .returning();
    const before = toQuestion(existing);
    const after = toQuestion(row!);
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'questions.update',
      target: `question:${after.id}`,
      details: `Alterou a pergunta "${after.text}" do ${formPhrases[after.formType]}`,
      before,
      after,
    });
    return after;
  });
}

export async function deleteQuestion(db: Database, id: number, audit: AuditContext) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(formQuestions).where(eq(formQuestions.id, id)).returning();
    if (!row) throw notFound('Pergunta não encontrada.');
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'questions.delete',
      target: `question:${row.id}`,
      details: `Removeu a pergunta "${row.text}" do ${formPhrases[row.formType]}`,
      before: toQuestion(row),
    });
  });
}

/** Takes the complete list of the form's ids, so a stale screen cannot lose a question. */
export async function reorderQuestions(
  db: Database,
  formType: FormType,
  ids: readonly string[],
  audit: AuditContext,
): Promise<Question[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(formQuestions)
      .where(eq(formQuestions.formType, formType))
      .for('update');
    const current = new Set(rows.map((row) => String(row.id)));
    const complete =
      ids.length === current.size &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.has(id));
    if (!complete) {
      throw conflict('A lista de perguntas mudou. Recarregue a página e tente novamente.');
    }
    const before = rows
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((row) => String(row.id));
    for (const [index, id] of ids.entries()) {
      await tx
        .update(formQuestions)
        .set({ position: index + 1, updatedAt: new Date() })
        .where(eq(formQuestions.id, Number(id)));
    }
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'questions.reorder',
      target: `form:${formType}`,
      details: `Reordenou as perguntas do ${formPhrases[formType]}`,
      before: { order: before },
      after: { order: ids },
    });
    return (await listQuestionRows(tx, formType)).map(toQuestion);
  });
}
