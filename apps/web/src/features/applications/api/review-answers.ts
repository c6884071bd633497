import {
  applicationStatuses,
  applicationVotes,
  type ApplicationStatus,
  type ApplicationVoteKind,
} from '@panel/contract/api/application-values';
import type {
  Application,
  ApplicationVote,
  WhitelistIdentity,
} from '@panel/contract/api/applications';
import type { AppealSubjectKind } from '@panel/contract/api/appeal-values';
import type { AppealSubject } from '@panel/contract/api/application-appeal';
import { triageResults, type TriageResult } from '@panel/contract/api/form-values';
import {
  fieldsOf,
  InvalidAnswerError,
  oneOf,
  text,
  textOrNull,
  type Fields,
} from '@/lib/answer-fields';
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

// An entry graded nothing has `score` and `triage` null; lists from before grading existed
// leave them out, which reads the same.
function scoreOf(fields: Fields): number | null {
  const { score } = fields;
  if (score === undefined || score === null) return null;
  if (typeof score !== 'number' || !Number.isSafeInteger(score)) {
    throw new InvalidAnswerError('score');
  }
  return score;
}

function triageOf(fields: Fields): TriageResult | null {
  if (fields.triage === undefined || fields.triage === null) return null;
  return oneOf(triageResults, fields, 'triage');
}

// Lists from before votes existed leave `votes` and `votesRequired` out: no vote, and one
// decision decides (1 and 1).
function votesOf(fields: Fields): ApplicationVote[] {
  const { votes } = fields;
  if (votes === undefined) return [];
  if (!Array.isArray(votes)) throw new InvalidAnswerError('votes');
  return votes.map((value: unknown) => {
    const vote = fieldsOf(value, 'voto');
    return {
      staffId: text(vote, 'staffId'),
      staffName: text(vote, 'staffName'),
      vote: oneOf<ApplicationVoteKind>(applicationVotes, vote, 'vote'),
      reason: textOrNull(vote, 'reason'),
      at: text(vote, 'at'),
    };
  });
}

function count(fields: Fields, key: string): number {
  const value = fields[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new InvalidAnswerError(key);
  }
  return value;
}

function votesRequiredOf(fields: Fields): Application['votesRequired'] {
  if (fields.votesRequired === undefined) return { approve: 1, reject: 1 };
  const required = fieldsOf(fields.votesRequired, 'votesRequired');
  return { approve: count(required, 'approve'), reject: count(required, 'reject') };
}

/** Written out, not imported: the appeals' values would weigh on every review page. */
const appealSubjectKinds = [
  'blacklist',
  'whitelist',
] as const satisfies readonly AppealSubjectKind[];

// Only appeals are about something; the other forms' entries (and lists from before appeals
// existed) have none.
function appealOf(value: unknown): AppealSubject | null {
  if (value === undefined || value === null) return null;
  const fields = fieldsOf(value, 'appeal');
  return {
    kind: oneOf(appealSubjectKinds, fields, 'kind'),
    id: text(fields, 'id'),
    reason: textOrNull(fields, 'reason'),
    decidedAt: textOrNull(fields, 'decidedAt'),
    decidedBy: textOrNull(fields, 'decidedBy'),
    expiresAt: textOrNull(fields, 'expiresAt'),
    evidenceCount: count(fields, 'evidenceCount'),
    attempt: count(fields, 'attempt'),
    appealsAllowed: count(fields, 'appealsAllowed'),
  };
}

/** One entry, as `parseReviewedApplications` reads each (also a decision's answer). */
export function parseReviewedApplication(entry: unknown): ReviewedApplication {
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
    score: scoreOf(fields),
    triage: triageOf(fields),
    votes: votesOf(fields),
    votesRequired: votesRequiredOf(fields),
    appeal: appealOf(fields.appeal),
    answers: parseStoredAnswers(fields.answers),
  };
}

/**
 * A page of the review list, read as the contract's `applicationSchema` reads an entry (the
 * same fields, unknown keys dropped, a mismatch thrown), its answers leniently; without zod, so
 * the list shows without waiting for the schemas. `review-answers.test.ts` holds it to the
 * schema (the grading, voting and appeal fields may be absent: see `scoreOf`, `votesOf`,
 * `appealOf`).
 */
export function parseReviewedApplications(data: unknown): ReviewedApplication[] {
  if (!Array.isArray(data)) throw new InvalidAnswerError('a lista deve ser um array');
  return data.map(parseReviewedApplication);
}
