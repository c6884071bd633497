import type { Application } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import type { Database, Executor } from '../../../db/client';
import { enqueueEffects } from '../../../outbox/enqueue';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { readBotSettings } from '../../bot-settings';
import { readAppealLimits } from '../../forms';
import { gameDatabaseEffects } from '../../game-servers';
import { grantAppeal } from './appeal-outcome';
import { appealAgainAt } from './appeals';
import { decisionEffects, type Decision } from '../discord-effects';
import { reapplyDate, toApplication, type ApplicationRow } from '../present';
import {
  decidePendingApplication,
  findLatestApplication,
  lockPendingApplication,
  saveVotes,
  type EntryScope,
} from '../repository/entries';
import { reviewEditEffects } from '../review-message';
import { queueDecided } from '../webhook-events';
import { entryNouns, entryPhrase } from '../describe';
import type { StoredVote } from '../../../db/schema/applications';

export interface DecisionInput {
  form: FormType;
  decision: Decision;
  userId: string;
  id?: string | undefined;
  reason?: string | undefined;
  /** Hold the Discord effects for the undo window (`options.undoMs`). */
  undoable?: boolean | undefined;
  /** The form's triage decided on submission, not a staff member. */
  via?: 'triage';
}

export interface DecisionOptions {
  cooldownMs: number;
  /**
   * The request decides this entry alone (approve or reject of one entry), so its effects are
   * the entry's: the entry keeps the request id, for its Discord outcome and for undoing it.
   * Not for bulk decisions nor codes, whose requests carry other effects too.
   */
  single?: boolean;
  /** How long an undoable decision can be undone; its effects wait as long. */
  undoMs?: number;
  now?: Date;
}

const nouns = entryNouns;

function whose(row: ApplicationRow): string {
  return `${entryPhrase(row)} de ${row.username} (${row.userId})`;
}

/** The audit entry's sentence for a decision, e.g. "Aprovou a whitelist de Ana (123)". */
export function decisionDetails(row: ApplicationRow, decision: Decision): string {
  if (decision === 'approve') return `Aprovou ${whose(row)}`;
  return `Reprovou ${whose(row)}${row.decisionReason ? `: ${row.decisionReason}` : ''}`;
}

/** Why nothing changed: the entry was already decided (409) or does not exist (404). */
async function refusal(tx: Executor, scope: EntryScope) {
  const row = await findLatestApplication(tx, scope);
  const noun = nouns[scope.form];
  if (!row) return notFound(`Nenhuma ${noun} pendente encontrada para este usuário.`);
  const outcome = row.status === 'approved' ? 'aprovada' : 'reprovada';
  const by = row.decidedByName ? ` por ${row.decidedByName}` : '';
  return conflict(`Esta ${noun} já foi ${outcome}${by}. Atualize a lista.`);
}

/**
 * A staff decision is about someone else's application: nobody approves their own. (Codes
 * that approve a whitelist act for the member, through `decideApplication` directly.)
 */
export async function decideAsStaff(
  db: Database,
  input: DecisionInput,
  audit: AuditContext,
  options: DecisionOptions,
): Promise<Application> {
  const actorId = audit.actor.id;
  if (input.userId === actorId) {
    throw forbidden(`Você não pode decidir sobre a sua própria ${nouns[input.form]}.`);
  }
  const scope: EntryScope = {
    form: input.form,
    userId: input.userId,
    id: input.id ? Number(input.id) : undefined,
  };
  return db.transaction(async (tx) => {
    const row = await lockPendingApplication(tx, scope);
    if (!row) throw await refusal(tx, scope);
    // One decision decides, as always; where the form asks for more, each is a vote, and the
    // one that reaches its count decides.
    const voting = row.approvalsRequired > 1 || row.rejectionsRequired > 1;
    if (!voting || actorId === null) {
      return toApplication(
        await decideInTransaction(tx, { ...input, id: String(row.id) }, audit, options),
      );
    }
    return castVote(tx, row, { ...input, actorId }, audit, options);
  });
}

/** "Aprovou (voto 1 de 2) a whitelist de Ana (123)". */
function voteDetails(row: ApplicationRow, vote: StoredVote, count: number, required: number) {
  const verb = vote.vote === 'approve' ? 'Votou para aprovar' : 'Votou para reprovar';
  const reason = vote.reason ? `: ${vote.reason}` : '';
  return `${verb} ${whose(row)} (${count} de ${required})${reason}`;
}

/**
 * A staff member's vote on an entry that needs several (docs/decisions/2026-12-05-application-triage.md):
 * one vote per staff member (a new one replaces theirs), audited, the review message edited.
 * The vote that reaches the form's count decides, with everything a decision does. The caller
 * holds the entry's lock, so two votes at once count one after the other.
 */
async function castVote(
  tx: Executor,
  row: ApplicationRow,
  input: DecisionInput & { actorId: string },
  audit: AuditContext,
  options: DecisionOptions,
): Promise<Application> {
  const now = options.now ?? new Date();
  const vote: StoredVote = {
    staffId: input.actorId,
    staffName: audit.actor.name,
    vote: input.decision,
    reason: input.decision === 'reject' ? input.reason || null : null,
    at: now.toISOString(),
    requestId: audit.requestId,
  };
  const mine = row.votes.find((cast) => cast.staffId === input.actorId);
  if (mine?.vote === input.decision) {
    throw conflict(
      `Você já votou para ${input.decision === 'approve' ? 'aprovar' : 'reprovar'} esta ${nouns[input.form]}.`,
    );
  }
  const votes = [...row.votes.filter((cast) => cast.staffId !== input.actorId), vote];
  const voted = await saveVotes(tx, row.id, votes);
  const required = input.decision === 'approve' ? row.approvalsRequired : row.rejectionsRequired;
  const count = votes.filter((cast) => cast.vote === input.decision).length;
  await recordAudit(tx, audit, {
    actionType: input.decision === 'approve' ? 'approve' : 'reject',
    action: `applications.${input.form}.vote`,
    target: row.userId,
    details: voteDetails(row, vote, count, required),
    before: { id: String(row.id), votes: row.votes.length },
    after: { id: String(row.id), vote: vote.vote, count, votesNeeded: required },
  });
  if (count >= required) {
    const decided = await decideInTransaction(tx, { ...input, id: String(row.id) }, audit, options);
    return toApplication(decided);
  }
  await enqueueEffects(tx, reviewEditEffects(voted), audit.requestId);
  return toApplication(voted);
}

/**
 * Approves or rejects a member's pending application. Only a pending entry changes, in one
 * conditional UPDATE, so a second or concurrent decision finds nothing and causes nothing;
 * the change, its audit entry and its Discord effects commit together.
 */
export async function decideApplication(
  db: Executor,
  input: DecisionInput,
  audit: AuditContext,
  options: DecisionOptions,
): Promise<Application> {
  return db.transaction(async (tx) =>
    toApplication(await decideInTransaction(tx, input, audit, options)),
  );
}

/**
 * `decideApplication` inside the caller's transaction: the submission decides with it when the
 * form's triage does (docs/decisions/2026-12-05-application-triage.md).
 */
export async function decideInTransaction(
  tx: Executor,
  input: DecisionInput,
  audit: AuditContext,
  options: DecisionOptions,
): Promise<ApplicationRow> {
  const now = options.now ?? new Date();
  const scope: EntryScope = {
    form: input.form,
    userId: input.userId,
    id: input.id ? Number(input.id) : undefined,
  };
  const row = await decidePendingApplication(tx, scope, {
    status: input.decision === 'approve' ? 'approved' : 'rejected',
    decidedAt: now,
    decidedById: audit.actor.id,
    decidedByName: audit.actor.name,
    decisionReason: input.decision === 'reject' ? input.reason || null : null,
    decisionRequestId: options.single ? audit.requestId : null,
    decidedVia: input.via ?? audit.via ?? 'panel',
  });
  if (!row) throw await refusal(tx, scope);
  await recordAudit(tx, audit, {
    actionType: input.decision === 'approve' ? 'approve' : 'reject',
    action: `applications.${input.form}.${input.decision}`,
    target: row.userId,
    details: decisionDetails(row, input.decision),
    before: { id: String(row.id), status: 'pending' },
    after: { id: String(row.id), status: row.status, reason: row.decisionReason, score: row.score },
  });
  await queueDecided(tx, row, input.decision, audit.actor, now);
  const settings = await readBotSettings(tx);
  const againAt =
    row.form === 'appeal'
      ? appealAgainAt(row, await readAppealLimits(tx))
      : reapplyDate(row, options.cooldownMs);
  const effects = [
    ...decisionEffects(settings, row, input.decision, againAt),
    // An approved whitelist is written where the game reads it, held and undone as the rest.
    ...(input.form === 'whitelist' && input.decision === 'approve'
      ? await gameDatabaseEffects(tx, row.userId, 'whitelist', `aprovada por ${audit.actor.name}`)
      : []),
    // An approved appeal lifts its blacklist entry or approves its whitelist.
    ...(input.form === 'appeal' && input.decision === 'approve'
      ? await grantAppeal(tx, row, settings, audit, now)
      : []),
  ];
  const undoMs = input.undoable ? (options.undoMs ?? 0) : 0;
  const heldUntil = undoMs > 0 ? new Date(now.getTime() + undoMs) : null;
  await enqueueEffects(tx, effects, audit.requestId, heldUntil);
  return row;
}
