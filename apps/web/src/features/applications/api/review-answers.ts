import {
  applicationStatuses,
  type ApplicationStatus,
} from '@panel/contract/api/application-values';
import type { Application, WhitelistIdentity } from '@panel/contract/api/applications';
import { fieldsOf, InvalidAnswerError, oneOf, text, textOrNull } from '@/lib/answer-fields';
import { parseStoredAnswers, type StoredAnswers } from '../answer-rows';

/**
 * The contract's entry, read leniently where the spec allows older data: answers without a
 * question id, or answers as an object keyed by the question's text (see `parseStoredAnswers`).
 */
export type ReviewedApplication = Omit<Application, 'answers'> & {
  answers: StoredAnswers;
};

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
  if (!Array.isArray(data)) throw new InvalidAnswerError('a lista deve ser um array');
  return data.map((entry: unknown) => {
    const fields = fieldsOf(entry, 'solicitação');
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
      revokedAt: textOrNull(fields, 'revokedAt'),
      revokedBy: textOrNull(fields, 'revokedBy'),
      revokeReason: textOrNull(fields, 'revokeReason'),
      answers: parseStoredAnswers(fields.answers),
    };
  });
}
