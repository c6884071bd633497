import type {
  Application,
  MyApplication,
  WhitelistIdentity,
} from '@panel/contract/api/applications';
import type { AppealSubject } from '@panel/contract/api/appeals';
import type { applications } from '../../db/schema/applications';
import { normalizeAnswers } from './answers';

export type ApplicationRow = typeof applications.$inferSelect;

function identityOf(row: ApplicationRow): WhitelistIdentity | null {
  const identity = row.identity as Partial<Record<keyof WhitelistIdentity, unknown>> | null;
  if (!identity || typeof identity !== 'object') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    discordUsername: text(identity.discordUsername),
    walletAddress: text(identity.walletAddress),
    socialMedia: typeof identity.socialMedia === 'string' ? identity.socialMedia : null,
  };
}

export function toApplication(row: ApplicationRow): Application {
  return {
    id: String(row.id),
    userId: row.userId,
    username: row.username,
    avatarUrl: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
    identity: identityOf(row),
    answers: normalizeAnswers(row.answers),
    roleName: row.roleName,
    status: row.status,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedByName,
    decisionReason: row.decisionReason,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedBy: row.revokedByName,
    revokeReason: row.revokeReason,
    score: row.score,
    triage: row.triage,
    votes: row.votes.map(({ staffId, staffName, vote, reason, at }) => ({
      staffId,
      staffName,
      vote,
      reason,
      at,
    })),
    votesRequired: { approve: row.approvalsRequired, reject: row.rejectionsRequired },
    appeal: appealOf(row),
  };
}

/** An appeal's subject as staff read it; `null` for the other forms. */
function appealOf(row: ApplicationRow): AppealSubject | null {
  if (!row.appeal) return null;
  const { kind, id, reason, decidedAt, decidedBy, expiresAt, evidenceCount, attempt } = row.appeal;
  const { appealsAllowed } = row.appeal;
  return {
    kind,
    id: String(id),
    reason,
    decidedAt,
    decidedBy,
    expiresAt,
    evidenceCount,
    attempt,
    appealsAllowed,
  };
}

/** When a member whose application was rejected (or whose whitelist was revoked) may send a new one. */
export function reapplyDate(
  row: ApplicationRow,
  cooldownMs: number,
  /** When staff lifted the member's cooldown (an approved review ticket), if they did. */
  liftedAt: Date | null = null,
): Date | null {
  const at = row.status === 'revoked' ? row.revokedAt : row.decidedAt;
  if ((row.status !== 'rejected' && row.status !== 'revoked') || !at) return null;
  if (liftedAt && at <= liftedAt) return null;
  return new Date(at.getTime() + cooldownMs);
}

/** The member's own view: no staff names (who decided stays with the staff). */
export function toMyApplication(
  row: ApplicationRow,
  cooldownMs: number,
  liftedAt: Date | null = null,
): MyApplication {
  const entry = toApplication(row);
  return {
    id: entry.id,
    form: row.form,
    createdAt: entry.createdAt,
    identity: entry.identity,
    // Which answers were right stays with the staff: a member retrying would learn the key.
    answers: entry.answers.map(({ questionId, question, answer, choices }) => ({
      questionId,
      question,
      answer,
      ...(choices && { choices }),
    })),
    roleName: entry.roleName,
    status: entry.status,
    decidedAt: entry.decidedAt,
    decisionReason: entry.decisionReason,
    revokedAt: entry.revokedAt,
    revokeReason: entry.revokeReason,
    score: entry.score,
    triage: entry.triage,
    reapplyAt: reapplyDate(row, cooldownMs, liftedAt)?.toISOString() ?? null,
  };
}
