import type { Answer } from '@panel/contract/api/applications';
import { formLimits } from '@panel/contract/api/forms';
import type { StoredAnswers } from '../../db/schema/applications';
import { badRequest } from '../../http/errors';
import type { QuestionRow } from '../forms';

/** Both stored shapes as one list; anything malformed is left out rather than shown. */
export function normalizeAnswers(stored: StoredAnswers | null): Answer[] {
  if (Array.isArray(stored)) {
    return stored
      .filter((item) => typeof item?.question === 'string' && typeof item.answer === 'string')
      .map((item) => ({
        questionId: typeof item.questionId === 'string' ? item.questionId : null,
        question: item.question,
        answer: item.answer,
      }));
  }
  if (stored && typeof stored === 'object') {
    return Object.entries(stored)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([question, answer]) => ({ questionId: null, question, answer }));
  }
  return [];
}

export interface AnswerInput {
  questionId: string;
  answer: string;
}

/**
 * Checks a submission against the form's current questions: known questions only, each
 * once, required ones answered, each within its type's length. Returns the answers to
 * store (blank ones dropped) in the form's order, with each question's current text.
 */
export function checkAnswers(questions: readonly QuestionRow[], input: readonly AnswerInput[]) {
  const byId = new Map(questions.map((question) => [String(question.id), question]));
  const given = new Map<string, string>();
  for (const item of input) {
    if (!byId.has(item.questionId)) {
      throw badRequest(
        'O formulário mudou desde que você o abriu. Recarregue a página e tente novamente.',
      );
    }
    if (given.has(item.questionId))
      throw badRequest('Uma pergunta foi respondida mais de uma vez.');
    given.set(item.questionId, item.answer.trim());
  }
  const issues: { path: string; message: string }[] = [];
  const answers: Answer[] = [];
  for (const question of questions) {
    const id = String(question.id);
    const answer = given.get(id) ?? '';
    const max = formLimits.answer[question.type];
    const path = `body.answers.${id}`;
    if (question.required && answer === '') {
      issues.push({ path, message: `Responda a pergunta obrigatória "${question.text}".` });
    } else if (answer.length > max) {
      issues.push({
        path,
        message: `A resposta de "${question.text}" pode ter no máximo ${max} caracteres.`,
      });
    } else if (answer !== '') {
      answers.push({ questionId: id, question: question.text, answer });
    }
  }
  const [first] = issues;
  if (first) throw badRequest(first.message, issues);
  return answers;
}
