import type { Answer } from '@panel/contract/api/applications';
import { formLimits, isChoiceType, isGraded } from '@panel/contract/api/forms';
import type { StoredAnswers } from '../../db/schema/applications';
import { badRequest } from '../../http/errors';
import type { QuestionRow } from '../forms';

function storedGrade(value: unknown): Answer['grade'] {
  if (!value || typeof value !== 'object') return undefined;
  const { correct, weight, eliminatory } = value as Record<string, unknown>;
  if (typeof correct !== 'boolean' || typeof weight !== 'number') return undefined;
  return { correct, weight, eliminatory: eliminatory === true };
}

/** Both stored shapes as one list; anything malformed is left out rather than shown. */
export function normalizeAnswers(stored: StoredAnswers | null): Answer[] {
  if (Array.isArray(stored)) {
    return stored
      .filter((item) => typeof item?.question === 'string' && typeof item.answer === 'string')
      .map((item) => {
        const choices = Array.isArray(item.choices)
          ? item.choices.filter((choice): choice is string => typeof choice === 'string')
          : undefined;
        const grade = storedGrade(item.grade);
        return {
          questionId: typeof item.questionId === 'string' ? item.questionId : null,
          question: item.question,
          answer: item.answer,
          ...(choices && { choices }),
          ...(grade && { grade }),
        };
      });
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
  answer?: string | undefined;
  choices?: readonly string[] | undefined;
}

/** How the picks of a choice question read in the answer's text (lists, exports, Discord). */
export const choiceSeparator = '; ';

interface Given {
  text: string;
  choices: string[] | null;
}

/** One graded question's result; an unanswered one is wrong. */
function gradeOf(question: QuestionRow, choices: readonly string[]): NonNullable<Answer['grade']> {
  const correct = question.options.filter((option) => option.correct).map((option) => option.text);
  const right =
    question.type === 'choice'
      ? choices.length === 1 && correct.includes(choices[0] ?? '')
      : choices.length === correct.length && choices.every((choice) => correct.includes(choice));
  return { correct: right, weight: question.weight, eliminatory: question.eliminatory };
}

/** Why a choice question's picks do not fit it, or null. */
function choiceIssue(question: QuestionRow, given: Given): string | null {
  const choices = given.choices ?? [];
  if (given.text !== '' && given.choices === null) {
    return `Escolha uma das opções de "${question.text}".`;
  }
  const texts = question.options.map((option) => option.text);
  if (choices.some((choice) => !texts.includes(choice))) {
    return 'O formulário mudou desde que você o abriu. Recarregue a página e tente novamente.';
  }
  if (new Set(choices).size !== choices.length) {
    return `Uma opção de "${question.text}" foi escolhida mais de uma vez.`;
  }
  if (question.type === 'choice' && choices.length > 1) {
    return `Escolha só uma opção em "${question.text}".`;
  }
  return null;
}

export interface CheckedAnswers {
  /** The answers to store, blank ones dropped, in the form's order. */
  answers: Answer[];
  /** Every graded question's result, answered or not. */
  grades: NonNullable<Answer['grade']>[];
}

/**
 * Checks a submission against the form's current questions: known questions only, each
 * once, required ones answered, each within its type's length, picks among the options.
 * Returns the answers to store (blank ones dropped) in the form's order, with each
 * question's current text, and the graded questions' results.
 */
export function checkAnswers(
  questions: readonly QuestionRow[],
  input: readonly AnswerInput[],
): CheckedAnswers {
  const byId = new Map(questions.map((question) => [String(question.id), question]));
  const given = new Map<string, Given>();
  for (const item of input) {
    if (!byId.has(item.questionId)) {
      throw badRequest(
        'O formulário mudou desde que você o abriu. Recarregue a página e tente novamente.',
      );
    }
    if (given.has(item.questionId))
      throw badRequest('Uma pergunta foi respondida mais de uma vez.');
    given.set(item.questionId, {
      text: (item.answer ?? '').trim(),
      choices: item.choices ? item.choices.map((choice) => choice.trim()) : null,
    });
  }
  const issues: { path: string; message: string }[] = [];
  const answers: Answer[] = [];
  const grades: NonNullable<Answer['grade']>[] = [];
  for (const question of questions) {
    const id = String(question.id);
    const path = `body.answers.${id}`;
    const item = given.get(id) ?? { text: '', choices: null };
    if (isChoiceType(question.type)) {
      const issue = choiceIssue(question, item);
      const choices = item.choices ?? [];
      // Picks in the form's order, whatever order they came in.
      const ordered = question.options
        .map((option) => option.text)
        .filter((text) => choices.includes(text));
      if (issue) issues.push({ path, message: issue });
      else if (question.required && ordered.length === 0) {
        issues.push({ path, message: `Responda a pergunta obrigatória "${question.text}".` });
      }
      const grade = isGraded(question) ? gradeOf(question, ordered) : undefined;
      if (grade) grades.push(grade);
      if (ordered.length > 0) {
        answers.push({
          questionId: id,
          question: question.text,
          answer: ordered.join(choiceSeparator),
          choices: ordered,
          ...(grade && { grade }),
        });
      }
      continue;
    }
    const answer = item.text;
    const max = formLimits.answer[question.type];
    if (item.choices !== null) {
      issues.push({ path, message: `Responda "${question.text}" com texto.` });
    } else if (question.required && answer === '') {
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
  return { answers, grades };
}
