import {
  applicationStatuses,
  type ApplicationStatus,
} from '@panel/contract/api/application-values';
import type { Application, WhitelistIdentity } from '@panel/contract/api/applications';
import { formTypes, questionTypes } from '@panel/contract/api/form-values';
import type { Question } from '@panel/contract/api/forms';
import { parseStoredAnswers, type StoredAnswers } from '../answer-rows';

/**
 * The contract's entry, read leniently where the spec allows older data: answers without a
 * question id, or answers as an object keyed by the question's text (see `parseStoredAnswers`).
 */
export type ReviewedApplication = Omit<Application, 'answers'> & {
  answers: StoredAnswers;
};

/** An answer of the review pages' first calls that is not the contract's. */
export class InvalidReviewAnswerError extends TypeError {
  constructor(what: string) {
    super(`Resposta inválida: ${what}`);
    this.name = 'InvalidReviewAnswerError';
  }
}

type Fields = Record<string, unknown>;

function fieldsOf(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidReviewAnswerError(what);
  }
  return value as Fields;
}

function text(fields: Fields, key: string): string {
  const value = fields[key];
  if (typeof value !== 'string') throw new InvalidReviewAnswerError(key);
  return value;
}

function textOrNull(fields: Fields, key: string): string | null {
  const value = fields[key];
  if (value !== null && typeof value !== 'string') throw new InvalidReviewAnswerError(key);
  return value;
}

function oneOf<T extends string>(values: readonly T[], fields: Fields, key: string): T {
  const value = fields[key];
  if (!(values as readonly unknown[]).includes(value)) throw new InvalidReviewAnswerError(key);
  return value as T;
}

function identityOf(value: unknown): WhitelistIdentity | null {
  if (value === null) return null;
  const fields = fieldsOf(value, 'identity');
  return {
    discordUsername: text(fields, 'discordUsername'),
    walletAddress: text(fields, 'walletAddress'),
    socialMedia: textOrNull(fields, 'socialMedia'),
  };
}

/**
 * A page of the review list, read as the contract's `applicationSchema` reads an entry (the
 * same fields, unknown keys dropped, a mismatch thrown), its answers leniently; without zod, so
 * the list shows without waiting for the schemas. `review-answers.test.ts` holds it to the
 * schema.
 */
export function parseReviewedApplications(data: unknown): ReviewedApplication[] {
  if (!Array.isArray(data)) throw new InvalidReviewAnswerError('a lista deve ser um array');
  return data.map((entry: unknown) => {
    const fields = fieldsOf(entry, 'entrada');
    return {
      id: text(fields, 'id'),
      userId: text(fields, 'userId'),
      username: text(fields, 'username'),
      avatarUrl: textOrNull(fields, 'avatarUrl'),
      createdAt: text(fields, 'createdAt'),
      identity: identityOf(fields.identity),
      roleName: textOrNull(fields, 'roleName'),
      status: oneOf<ApplicationStatus>(applicationStatuses, fields, 'status'),
      decidedAt: textOrNull(fields, 'decidedAt'),
      decidedBy: textOrNull(fields, 'decidedBy'),
      decisionReason: textOrNull(fields, 'decisionReason'),
      answers: parseStoredAnswers(fields.answers),
    };
  });
}

/** The form's questions, read as the contract's `questionListSchema` reads them, without zod. */
export function parseQuestions(data: unknown): Question[] {
  if (!Array.isArray(data)) throw new InvalidReviewAnswerError('as perguntas devem ser um array');
  return data.map((entry: unknown) => {
    const fields = fieldsOf(entry, 'pergunta');
    const { required, position } = fields;
    if (typeof required !== 'boolean') throw new InvalidReviewAnswerError('required');
    if (typeof position !== 'number' || !Number.isSafeInteger(position)) {
      throw new InvalidReviewAnswerError('position');
    }
    return {
      id: text(fields, 'id'),
      text: text(fields, 'text'),
      description: textOrNull(fields, 'description'),
      required,
      type: oneOf(questionTypes, fields, 'type'),
      formType: oneOf(formTypes, fields, 'formType'),
      position,
    };
  });
}
