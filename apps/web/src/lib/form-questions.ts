import type { FormType, Question, QuestionOption } from '@panel/contract/api/forms';
import { formQuestionRoutes } from '@panel/contract/endpoints/form-question-routes';
import { fieldsOf, InvalidAnswerError, text } from './answer-fields';
import { readQuestionBase } from './question-fields';
import { callEndpointUnparsed } from './api-client';

/** A choice question's options; absent (a server from before choice questions): none. */
function parseOptions(value: unknown): QuestionOption[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new InvalidAnswerError('options');
  return value.map((entry: unknown) => {
    const fields = fieldsOf(entry, 'opção');
    const { correct } = fields;
    if (typeof correct !== 'boolean') throw new InvalidAnswerError('correct');
    return { text: text(fields, 'text'), correct };
  });
}

/** Absent (a server from before graded questions): the default weight, 1. */
function parseWeight(value: unknown): number {
  if (value === undefined) return 1;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new InvalidAnswerError('weight');
  }
  return value;
}

/**
 * The form's questions, read as the contract's `questionListSchema` reads them, without zod.
 * `options`, `weight` and `eliminatory` may be absent (an older server): none, 1 and false.
 */
export function parseQuestions(data: unknown): Question[] {
  if (!Array.isArray(data)) throw new InvalidAnswerError('as perguntas devem ser um array');
  return data.map((entry: unknown) => {
    const fields = fieldsOf(entry, 'pergunta');
    const { eliminatory = false } = fields;
    if (typeof eliminatory !== 'boolean') throw new InvalidAnswerError('eliminatory');
    return {
      ...readQuestionBase(fields),
      options: parseOptions(fields.options),
      weight: parseWeight(fields.weight),
      eliminatory,
    };
  });
}

/**
 * The forms' questions: both forms in one call (the forms screen's tabs), or one form's (the
 * review pages' open entry). Zod-free: the review pages ask for them on their first screen.
 */
export async function getQuestions(
  formType: FormType | null,
  signal?: AbortSignal,
): Promise<Question[]> {
  const query = formType ? { formType } : {};
  const questions = parseQuestions(
    (await callEndpointUnparsed(formQuestionRoutes.listQuestions, { query, signal })).data,
  );
  // The call can list both forms; only this form's questions belong in its entries.
  return formType ? questions.filter((question) => question.formType === formType) : questions;
}
