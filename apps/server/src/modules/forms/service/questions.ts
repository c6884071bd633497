import {
  formLimits,
  isChoiceType,
  questionShapeIssue,
  type FormType,
  type Question,
  type QuestionOption,
  type QuestionType,
} from '@panel/contract/api/forms';
import type { Database, Executor } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { formPhrases, toQuestion } from '../present';
import {
  countQuestions,
  deleteQuestionRow,
  findQuestionRow,
  insertQuestion,
  listQuestionRows,
  lockQuestionRows,
  nextPosition,
  updateQuestionRow,
} from '../repository';

export interface QuestionChanges {
  text?: string | undefined;
  description?: string | null | undefined;
  required?: boolean | undefined;
  type?: QuestionType | undefined;
  formType?: FormType | undefined;
  options?: QuestionOption[] | undefined;
  weight?: number | undefined;
  eliminatory?: boolean | undefined;
}

/**
 * A partial change checked against the stored question: the question as it will be must fit
 * its type. Turning a choice question into a written one drops its options.
 */
function completeShape(existing: Question, changes: QuestionChanges) {
  const type = changes.type ?? existing.type;
  const written = !isChoiceType(type);
  const options = changes.options ?? (written ? [] : existing.options);
  const eliminatory = changes.eliminatory ?? (written ? false : existing.eliminatory);
  const issue = questionShapeIssue({ type, options, eliminatory });
  if (issue) throw badRequest(issue, [{ path: 'body.options', message: issue }]);
  return { options, eliminatory };
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** A write that returns its row, and returned none. */
function written<T>(row: T | undefined): T {
  if (!row) throw new Error('question write returned nothing');
  return row;
}

async function assertRoomIn(db: Executor, formType: FormType): Promise<void> {
  if ((await countQuestions(db, formType)) >= formLimits.questionsPerForm) {
    throw conflict(`O formulário já tem o máximo de ${formLimits.questionsPerForm} perguntas.`);
  }
}

export async function listQuestions(db: Database, formType?: FormType): Promise<Question[]> {
  return (await listQuestionRows(db, formType)).map(toQuestion);
}

export async function createQuestion(
  db: Database,
  input: Required<Omit<QuestionChanges, 'description'>> & { description?: string | null },
  // The body schema checked the question's shape (`questionShapeIssue`).
  audit: AuditContext,
): Promise<Question> {
  return db.transaction(async (tx) => {
    await assertRoomIn(tx, input.formType);
    const row = await insertQuestion(tx, {
      ...input,
      description: blankToNull(input.description),
      position: await nextPosition(tx, input.formType),
    });
    const question = toQuestion(written(row));
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
    const shape = completeShape(toQuestion(existing), changes);
    const target = changes.formType;
    const moving = target !== undefined && target !== existing.formType;
    if (moving) await assertRoomIn(tx, target);
    const row = await updateQuestionRow(tx, id, {
      ...changes,
      ...shape,
      ...(changes.description !== undefined && { description: blankToNull(changes.description) }),
      ...(moving && { position: await nextPosition(tx, target) }),
      updatedAt: new Date(),
    });
    const before = toQuestion(existing);
    const after = toQuestion(written(row));
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
    const row = await deleteQuestionRow(tx, id);
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
    const rows = await lockQuestionRows(tx, formType);
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
      await updateQuestionRow(tx, Number(id), { position: index + 1, updatedAt: new Date() });
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
