import type { Question } from '@panel/contract/api/forms';
import { answerLimits } from './public-form-limits';

export type FieldErrors = Record<string, string>;

/** Checks the answers as the server will: required ones present, none too long. */
export function validateAnswers(
  questions: readonly Question[],
  answers: Record<string, string>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of questions) {
    const answer = (answers[question.id] ?? '').trim();
    const max = answerLimits[question.type];
    if (question.required && answer === '') errors[question.id] = 'Esta pergunta é obrigatória.';
    else if (answer.length > max) errors[question.id] = `Use no máximo ${max} caracteres.`;
  }
  return errors;
}

/** The answers in the shape the server takes: one per answered question, trimmed. */
export function answerList(
  questions: readonly Question[],
  answers: Record<string, string>,
): { questionId: string; answer: string }[] {
  return questions
    .map((question) => ({ questionId: question.id, answer: (answers[question.id] ?? '').trim() }))
    .filter((entry) => entry.answer !== '');
}
