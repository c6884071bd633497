import type { Executor } from '../../../db/client';
import { conflict } from '../../../http/errors';
import type { PlannedEffect } from '../../../outbox/effects';
import { recordAudit, type AuditContext } from '../../audit';
import { liftForAppeal, restoreAppealLift } from '../../blacklist';
import type { BotSettings } from '../../bot-settings';
import { gameDatabaseEffects } from '../../game-servers';
import { decisionEffects } from '../discord-effects';
import type { ApplicationRow } from '../present';
import { approveRejectedWhitelist, restoreRejectedWhitelist } from '../repository/appeals';
import { findLatestApplication } from '../repository/entries';

// What an approved appeal does, inside the approval's transaction, and what undoing it puts back
// (docs/decisions/2026-12-05-appeals.md). Its effects are queued with the decision's, under the
// same request and undo window.

/**
 * An appeal approved: its blacklist entry lifted (the role off, the game unbanned), or its
 * rejected whitelist approved (the role, the game's whitelist). The appeal's own direct message
 * tells the member, so the whitelist's approval sends none of its own.
 */
export async function grantAppeal(
  tx: Executor,
  appeal: ApplicationRow,
  settings: BotSettings,
  audit: AuditContext,
  now: Date,
): Promise<PlannedEffect[]> {
  const subject = appeal.appeal;
  if (!subject) return [];
  if (subject.kind === 'blacklist') {
    return liftForAppeal(tx, { entryId: subject.id, appealId: appeal.id }, settings, audit, now);
  }
  const latest = await findLatestApplication(tx, { form: 'whitelist', userId: appeal.userId });
  if (latest && latest.id !== subject.id) {
    throw conflict(
      'O membro enviou uma nova solicitação de whitelist depois da reprovada: decida por ela.',
    );
  }
  const approved = await approveRejectedWhitelist(tx, subject.id, {
    decidedAt: now,
    decidedById: audit.actor.id,
    decidedByName: audit.actor.name,
    decisionRequestId: null,
    decidedVia: audit.via ?? 'panel',
  });
  if (!approved) return [];
  await recordAudit(tx, audit, {
    actionType: 'approve',
    action: 'applications.whitelist.approve',
    target: approved.userId,
    details: `Aprovou a whitelist de ${approved.username} (${approved.userId}) ao aprovar a apelação #${appeal.id}`,
    before: { id: String(approved.id), status: 'rejected' },
    after: { id: String(approved.id), status: 'approved' },
  });
  return [
    ...decisionEffects(settings, approved, 'approve', null).filter(
      (effect) => !('type' in effect) || effect.type !== 'member.directMessage',
    ),
    ...(await gameDatabaseEffects(
      tx,
      approved.userId,
      'whitelist',
      `apelação aprovada por ${audit.actor.name}`,
    )),
  ];
}

/** An approved appeal put back in the queue: its entry is active again, or its whitelist rejected. */
export async function revertAppeal(
  tx: Executor,
  appeal: ApplicationRow,
  audit: AuditContext,
): Promise<void> {
  const subject = appeal.appeal;
  if (appeal.status !== 'approved' || !subject || !appeal.decidedAt) return;
  if (subject.kind === 'blacklist') {
    await restoreAppealLift(
      tx,
      { entryId: subject.id, liftedAt: appeal.decidedAt, appealId: appeal.id },
      audit,
    );
    return;
  }
  const original = subject.original;
  if (!original) return;
  const restored = await restoreRejectedWhitelist(tx, subject.id, appeal.decidedAt, {
    ...original,
    decidedAt: original.decidedAt ? new Date(original.decidedAt) : null,
  });
  if (!restored) return;
  await recordAudit(tx, audit, {
    actionType: 'update',
    action: 'applications.whitelist.undo',
    target: restored.userId,
    details: `Desfez a aprovação da whitelist de ${restored.username} (${restored.userId}): a aprovação da apelação #${appeal.id} foi desfeita`,
    before: { id: String(restored.id), status: 'approved' },
    after: { id: String(restored.id), status: 'rejected', reason: restored.decisionReason },
  });
}
