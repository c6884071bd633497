import type { Question } from '@panel/contract/api/forms';
import { isChoiceType } from '@panel/contract/api/form-values';

/** A graded question's result when the application was sent (staff only). */
export interface AnswerGrade {
  correct: boolean;
  weight: number;
  eliminatory: boolean;
}

/**
 * One stored answer. Entries written before questions had ids carry only the question's text;
 * the spec also allows the older shape, an object keyed by the question's text. Choice
 * questions add the options picked and, when graded, the grade.
 */
export interface StoredAnswer {
  questionId?: string | null;
  question?: string | null;
  answer: string;
  choices?: readonly string[];
  grade?: AnswerGrade;
}
export type StoredAnswers = readonly StoredAnswer[] | Readonly<Record<string, string>>;

const optionalText = (field: unknown) =>
  field === undefined || field === null || typeof field === 'string';

function isChoices(value: unknown): boolean {
  return (
    value === undefined || (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

function isGrade(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null) return false;
  const { correct, weight, eliminatory } = value as Record<string, unknown>;
  return (
    typeof correct === 'boolean' && Number.isSafeInteger(weight) && typeof eliminatory === 'boolean'
  );
}

function isStoredAnswer(value: unknown): value is StoredAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { questionId, question, answer, choices, grade } = value as Record<string, unknown>;
  return (
    typeof answer === 'string' &&
    optionalText(questionId) &&
    optionalText(question) &&
    isChoices(choices) &&
    isGrade(grade)
  );
}

/**
 * Checks either shape by hand (zod is not a dependency of the web app): a list of answers,
 * or an object of question text to answer. Throws on anything else, like a schema would.
 * Answers stored before choice questions existed have no `choices` nor `grade`.
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

/** The question's grading fields are absent from lists read before choice questions existed. */
export type RowQuestion = Pick<Question, 'id' | 'text' | 'description' | 'required'> &
  Partial<Pick<Question, 'type' | 'options' | 'weight' | 'eliminatory'>>;

/** What an answer shows. */
export interface AnswerShown {
  /** `null` when not answered (blank answers count as not answered). */
  answer: string | null;
  /** Choice questions: the options picked, when any. */
  choices?: readonly string[];
  /** Graded questions: right or wrong, and how much it counted. */
  grade?: AnswerGrade;
}

export interface AnswerRow extends AnswerShown {
  question: RowQuestion;
}

/** An answer shown by the text stored with it. */
export interface TextAnswerRow extends AnswerShown {
  question: string;
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

function shownOf(answer: StoredAnswer | undefined): AnswerShown {
  const choices = answer?.choices?.filter((choice) => choice.trim() !== '') ?? [];
  const text = answerText(answer) ?? (choices.length > 0 ? choices.join('; ') : null);
  return {
    answer: text,
    ...(text !== null && choices.length > 0 ? { choices } : {}),
    ...(answer?.grade ? { grade: answer.grade } : {}),
  };
}

function isGradedQuestion(question: RowQuestion): boolean {
  return (
    question.type !== undefined &&
    isChoiceType(question.type) &&
    (question.options ?? []).some((option) => option.correct)
  );
}

/**
 * A graded question left unanswered counts against the score, though no grade may be stored
 * with an answer that is not there. Only for an entry that was graded: one sent before the
 * form had correct options was not.
 */
function omittedGrade(question: RowQuestion): AnswerGrade {
  return {
    correct: false,
    weight: question.weight ?? 1,
    eliminatory: question.eliminatory ?? false,
  };
}

/**
 * Pairs the form's questions with an entry's answers: by `questionId` first, then by the
 * question's text for answers whose id matches no question (older entries). Each answer is
 * used once. `graded`: the entry has a score, so its unanswered graded questions are wrong.
 */
export function matchAnswers(
  questions: readonly RowQuestion[],
  answers: StoredAnswers,
  { graded = false }: { graded?: boolean } = {},
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
    const shown = shownOf(answer);
    if (graded && shown.answer === null && !shown.grade && isGradedQuestion(question)) {
      shown.grade = omittedGrade(question);
    }
    return { question, ...shown };
  });

  const orphans = answersByQuestionText(remaining).filter((row) => row.answer !== null);
  return { rows, orphans };
}

/** The answers alone, by the text stored with them: for staff who cannot read the questions. */
export function answersByQuestionText(answers: StoredAnswers): TextAnswerRow[] {
  return toList(answers)
    .map((answer) => ({
      question: answer.question?.trim() || 'Pergunta sem texto',
      ...shownOf(answer),
    }))
    .sort((a, b) => compareQuestionText(a.question, b.question));
}
