import type { Application } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import { bulkSubjectSchema } from '../bulk-action';
import type { Database, Executor } from '../../../db/client';
import type { ActionUndoer } from '../../actions';
import { enqueueEffects, withdrawEffects } from '../../../outbox/enqueue';
import { isUniqueViolation } from '../../../db/errors';
import { conflict } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { toApplication, type ApplicationRow } from '../present';
import { reviewEditEffects } from '../review-message';
import { queueUndone } from '../webhook-events';
import { entryNouns, entryPhrase } from '../describe';
import { revertAppeal } from './appeal-outcome';
import {
  lockDecisionToUndo,
  lockPendingEntry,
  lockRevocationToUndo,
  saveVotes,
  reopenApplication,
  restoreRevokedWhitelist,
} from '../repository/entries';

const nouns = entryNouns;

/**
 * The audit entry's sentence for a decision put back in the queue, e.g. "Desfez a aprovação da
 * whitelist de Ana (123)".
 */
export function undoDetails(row: ApplicationRow): string {
  const decision = row.status === 'approved' ? 'a aprovação' : 'a reprovação';
  return `Desfez ${decision} ${entryPhrase(row, true)} de ${row.username} (${row.userId})`;
}

/**
 * "Desfazer": the staff member who just decided an entry (or revoked a whitelist) takes it back within the
 * undo window. Its Discord effects were held for that window, so they are withdrawn before
 * Discord sees them and the entry goes back to the queue; once any effect was sent, or the
 * window passed, nothing changes (409). One transaction: the entry, the effects and the audit
 * entry (docs/decisions/2026-11-28-undo-decision.md).
 */
export async function undoDecision(
  db: Database,
  input: { form: FormType; id: string },
  audit: AuditContext,
  options: { undoMs: number; now?: Date },
): Promise<Application> {
  const now = options.now ?? new Date();
  const noun = nouns[input.form];
  return db.transaction(async (tx) => {
    const since = new Date(now.getTime() - options.undoMs);
    const revoked =
      input.form === 'whitelist'
        ? await lockRevocationToUndo(tx, {
            id: Number(input.id),
            actorId: audit.actor.id ?? '',
            since,
          })
        : undefined;
    if (revoked?.revokeRequestId) {
      const withdrawn = await withdrawEffects(
        tx,
        revoked.revokeRequestId,
        { id: audit.actor.id ?? '', name: audit.actor.name },
        'Revogação desfeita por quem revogou',
      );
      if (!withdrawn) {
        throw conflict('Tarde demais para desfazer: o Discord já recebeu a revogação.');
      }
      const restored = await restoreRevokedWhitelist(tx, revoked.id);
      await recordAudit(tx, audit, {
        actionType: 'update',
        action: 'applications.whitelist.undo',
        target: revoked.userId,
        details: `Desfez a revogação da whitelist de ${revoked.username} (${revoked.userId})`,
        before: { id: String(revoked.id), status: 'revoked', reason: revoked.revokeReason },
        after: { id: String(revoked.id), status: 'approved' },
      });
      await enqueueEffects(tx, reviewEditEffects(restored), audit.requestId);
      return toApplication(restored);
    }
    const row = await lockDecisionToUndo(tx, {
      form: input.form,
      id: Number(input.id),
      actorId: audit.actor.id ?? '',
      since,
    });
    if (!row) {
      const unvoted = await undoVote(tx, { form: input.form, id: Number(input.id), since }, audit);
      if (unvoted) return toApplication(unvoted);
    }
    if (!row?.decisionRequestId) {
      throw conflict(
        `Não é mais possível desfazer esta decisão: só quem decidiu desfaz, em até ${Math.round(options.undoMs / 1000)} segundos.`,
      );
    }
    const withdrawn = await withdrawEffects(
      tx,
      row.decisionRequestId,
      { id: audit.actor.id ?? '', name: audit.actor.name },
      'Decisão desfeita por quem decidiu',
    );
    if (!withdrawn) {
      throw conflict(`Tarde demais para desfazer: o Discord já recebeu a decisão desta ${noun}.`);
    }
    return toApplication(await reopenDecided(tx, row, input.form, audit));
  });
}

/**
 * "Desfazer" on a vote that did not decide: the staff member's vote, cast within the window on
 * an entry still pending, is taken back. None when there is no such vote.
 */
async function undoVote(
  tx: Executor,
  scope: { form: FormType; id: number; since: Date },
  audit: AuditContext,
): Promise<ApplicationRow | undefined> {
  const row = await lockPendingEntry(tx, scope.form, scope.id);
  const mine = row?.votes.find((vote) => vote.staffId === audit.actor.id);
  if (!row || !mine || Date.parse(mine.at) < scope.since.getTime()) return undefined;
  const kept = await saveVotes(
    tx,
    row.id,
    row.votes.filter((vote) => vote !== mine),
  );
  const of = entryPhrase(row, true);
  await recordAudit(tx, audit, {
    actionType: 'update',
    action: `applications.${scope.form}.undo`,
    target: row.userId,
    details: `Desfez o voto para ${mine.vote === 'approve' ? 'aprovar' : 'reprovar'} ${of} de ${row.username} (${row.userId})`,
    before: { id: String(row.id), vote: mine.vote },
    after: { id: String(row.id), vote: null },
  });
  await enqueueEffects(tx, reviewEditEffects(kept), audit.requestId);
  return kept;
}

/**
 * Puts a decided entry back in the queue, audited, with its review message's buttons back.
 * The decision's effects were withdrawn by the caller.
 */
async function reopenDecided(
  tx: Executor,
  row: ApplicationRow,
  form: FormType,
  audit: AuditContext,
): Promise<ApplicationRow> {
  const noun = nouns[form];
  // An approved appeal's blacklist entry, or its whitelist's rejection, comes back with it.
  if (row.form === 'appeal') await revertAppeal(tx, row, audit);
  const reopening = await reopenApplication(tx, row.id).catch((error: unknown) => {
    // The member sent a new one meanwhile (an approved inscrição allows it): one pending each.
    if (isUniqueViolation(error, 'applications_one_pending_idx')) {
      throw conflict(
        `Não é possível desfazer: o membro já enviou uma nova ${noun}, que está pendente.`,
      );
    }
    throw error;
  });
  // The vote that decided goes with the decision; the others' votes stay.
  const reopened = reopening.votes.some((vote) => vote.staffId === audit.actor.id)
    ? await saveVotes(
        tx,
        reopening.id,
        reopening.votes.filter((vote) => vote.staffId !== audit.actor.id),
      )
    : reopening;
  await recordAudit(tx, audit, {
    actionType: 'update',
    action: `applications.${form}.undo`,
    target: row.userId,
    details: undoDetails(row),
    before: { id: String(row.id), status: row.status, reason: row.decisionReason },
    after: { id: String(row.id), status: 'pending' },
  });
  await queueUndone(tx, reopened, audit.actor);
  // The review message may show the decision already (posted after it): its buttons return.
  await enqueueEffects(tx, reviewEditEffects(reopened), audit.requestId);
  return reopened;
}

/**
 * Undoes a bulk decision (`applications.bulk`): each entry it decided goes back to the queue,
 * as a single decision's undo does. The batch's effects were withdrawn by the caller.
 */
export const undoBulkDecision: ActionUndoer = async ({ tx, subject, audit }) => {
  const { form, ids } = bulkSubjectSchema.parse(subject);
  for (const id of ids) {
    const row = await lockDecisionToUndo(tx, {
      form,
      id: Number(id),
      actorId: audit.actor.id ?? '',
    });
    if (row) {
      await reopenDecided(tx, row, form, audit);
      continue;
    }
    // An entry whose form asks for several votes got this batch's vote only: it is taken back
    // (the action's own window bounds when).
    const unvoted = await undoVote(tx, { form, id: Number(id), since: new Date(0) }, audit);
    if (!unvoted) {
      throw conflict(`Não é possível desfazer: uma das ${nouns[form]}s mudou desde então.`);
    }
  }
};
