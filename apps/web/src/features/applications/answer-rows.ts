import type { Question } from '@panel/contract/api/forms';

/**
 * One stored answer. Entries written before questions had ids carry only the question's text;
 * the spec also allows the older shape, an object keyed by the question's text.
 */
export interface StoredAnswer {
  questionId?: string | null;
  question?: string | null;
  answer: string;
}
export type StoredAnswers = readonly StoredAnswer[] | Readonly<Record<string, string>>;

function isStoredAnswer(value: unknown): value is StoredAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { questionId, question, answer } = value as Record<string, unknown>;
  const optionalText = (field: unknown) =>
    field === undefined || field === null || typeof field === 'string';
  return typeof answer === 'string' && optionalText(questionId) && optionalText(question);
}

/**
 * Checks either shape by hand (zod is not a dependency of the web app): a list of answers,
 * or an object of question text to answer. Throws on anything else, like a schema would.
 */
export function parseStoredAnswers(value: unknown): StoredAnswers {
  if (Array.isArray(value) && value.every(isStoredAnswer)) return value;
  if (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((answer) => typeof answer === 'string')
  ) {
    return value as Record<string, string>;
  }
  throw new TypeError('Respostas em formato desconhecido.');
}

export type RowQuestion = Pick<Question, 'id' | 'text' | 'description' | 'required'>;

export interface AnswerRow {
  question: RowQuestion;
  /** `null` when not answered (blank answers count as not answered). */
  answer: string | null;
}

/** An answer shown by the text stored with it. */
export interface TextAnswerRow {
  question: string;
  answer: string | null;
}

export interface MatchedAnswers {
  /** Every question of the form, alphabetically, with its answer. */
  rows: AnswerRow[];
  /** Answers to questions no longer in the form (removed since), so nothing sent is hidden. */
  orphans: TextAnswerRow[];
}

/** The spec's order: alphabetical by text, as a Brazilian reader expects (accents included). */
export function compareQuestionText(a: string, b: string): number {
  return a.localeCompare(b, 'pt-BR');
}

function toList(answers: StoredAnswers): StoredAnswer[] {
  if (Array.isArray(answers)) return [...(answers as readonly StoredAnswer[])];
  return Object.entries(answers as Readonly<Record<string, string>>).map(([question, answer]) => ({
    questionId: null,
    question,
    answer,
  }));
}

// Texts are compared loosely: a question edited only in case or spacing is still the same one.
function sameText(a: string | null | undefined, b: string): boolean {
  return (a ?? '').trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');
}

function answerText(answer: StoredAnswer | undefined): string | null {
  if (!answer || typeof answer.answer !== 'string' || answer.answer.trim() === '') return null;
  return answer.answer;
}

/**
 * Pairs the form's questions with an entry's answers: by `questionId` first, then by the
 * question's text for answers whose id matches no question (older entries). Each answer is
 * used once.
 */
export function matchAnswers(
  questions: readonly RowQuestion[],
  answers: StoredAnswers,
): MatchedAnswers {
  const remaining = toList(answers);
  const questionIds = new Set(questions.map((question) => question.id));
  const take = (predicate: (answer: StoredAnswer) => boolean) => {
    const index = remaining.findIndex(predicate);
    return index === -1 ? undefined : remaining.splice(index, 1)[0];
  };

  const sorted = [...questions].sort((a, b) => compareQuestionText(a.text, b.text));
  const byId = new Map(
    sorted.map((question) => [question.id, take((answer) => answer.questionId === question.id)]),
  );
  const rows = sorted.map((question) => {
    const answer =
      byId.get(question.id) ??
      take(
        (candidate) =>
          !questionIds.has(candidate.questionId ?? '') &&
          sameText(candidate.question, question.text),
      );
    return { question, answer: answerText(answer) };
  });

  const orphans = answersByQuestionText(remaining).filter((row) => row.answer !== null);
  return { rows, orphans };
}

/** The answers alone, by the text stored with them: for staff who cannot read the questions. */
export function answersByQuestionText(answers: StoredAnswers): TextAnswerRow[] {
  return toList(answers)
    .map((answer) => ({
      question: answer.question?.trim() || 'Pergunta sem texto',
      answer: answerText(answer),
    }))
    .sort((a, b) => compareQuestionText(a.question, b.question));
}
