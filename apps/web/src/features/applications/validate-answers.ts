import type { SubmitWhitelistBody } from '@panel/contract/api/applications';
import type { PublicQuestion } from '@panel/contract/api/forms';
import { isChoiceType } from '@panel/contract/api/form-values';
import { answerLimits } from './public-form-limits';

/** A written question's text, or the options picked in a choice question. */
export type AnswerValue = string | string[];
/** The applicant's answers by question id. */
export type AnswerValues = Record<string, AnswerValue>;
export type FieldErrors = Record<string, string>;
type AnswerInput = SubmitWhitelistBody['answers'][number];

/** What was typed for a written question; '' when nothing was. */
export function writtenAnswer(answers: AnswerValues, questionId: string): string {
  const value = answers[questionId];
  return typeof value === 'string' ? value : '';
}

/**
 * The options picked in a choice question, in the question's order: only those it still has (a
 * restored draft may hold picks of a form changed since), one at most for `choice`.
 */
export function pickedChoices(question: PublicQuestion, answers: AnswerValues): string[] {
  const value = answers[question.id];
  if (!Array.isArray(value)) return [];
  const picked = question.options.filter((option) => value.includes(option));
  return question.type === 'choice' ? picked.slice(0, 1) : picked;
}

/** Checks the answers as the server will: required ones present, none too long. */
export function validateAnswers(
  questions: readonly PublicQuestion[],
  answers: AnswerValues,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of questions) {
    const { type } = question;
    if (isChoiceType(type)) {
      if (question.required && pickedChoices(question, answers).length === 0) {
        errors[question.id] =
          type === 'choice' ? 'Escolha uma opção.' : 'Escolha pelo menos uma opção.';
      }
      continue;
    }
    const answer = writtenAnswer(answers, question.id).trim();
    const max = answerLimits[type];
    if (question.required && answer === '') errors[question.id] = 'Esta pergunta é obrigatória.';
    else if (answer.length > max) errors[question.id] = `Use no máximo ${max} caracteres.`;
  }
  return errors;
}

/**
 * The answers in the shape the server takes, one per answered question: the text (trimmed) of
 * a written one, the options picked in a choice one.
 */
export function answerList(
  questions: readonly PublicQuestion[],
  answers: AnswerValues,
): AnswerInput[] {
  const list: AnswerInput[] = [];
  for (const question of questions) {
    if (isChoiceType(question.type)) {
      const choices = pickedChoices(question, answers);
      if (choices.length > 0) list.push({ questionId: question.id, choices });
      continue;
    }
    const answer = writtenAnswer(answers, question.id).trim();
    if (answer !== '') list.push({ questionId: question.id, answer });
  }
  return list;
}
