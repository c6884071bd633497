import type { Executor } from '../../../db/client';
import type { PlannedEffect } from '../../../outbox/effects';
import { recordAudit, type AuditContext } from '../../audit';
import type { BotSettings } from '../../bot-settings';
import { entryLiftedEffects } from '../discord-effects';
import { activeSnapshot, describeTarget, entrySnapshot } from '../present';
import { findActivePlayerEntry } from '../repository/entries';
import { findEvidenceOf } from '../repository/evidence';
import { removeActiveEntry, restoreAppealLift as restoreLift } from '../repository/removals';
import { banEffects } from './game-bans';
import { queueAdded, queueLifted } from '../webhook-events';

// What appeals need of the blacklist (docs/decisions/2026-12-05-appeals.md): the member's active
// entry as the member appeals it, lifting it when the appeal is approved, and putting it back
// when that approval is undone.

export interface AppealableEntry {
  id: number;
  reason: string;
  createdAt: Date;
  addedByName: string;
  expiresAt: Date | null;
  evidenceCount: number;
}

/** The member's active player entry, what a member may appeal; `null` when not listed. */
export async function appealableEntry(
  db: Executor,
  userId: string,
  now: Date,
): Promise<AppealableEntry | null> {
  const row = await findActivePlayerEntry(db, userId, now);
  if (!row) return null;
  const evidence = await findEvidenceOf(db, [row.id]);
  return {
    id: row.id,
    reason: row.reason,
    createdAt: row.createdAt,
    addedByName: row.addedByName,
    expiresAt: row.expiresAt,
    evidenceCount: evidence.length,
  };
}

/**
 * An approved appeal lifts its entry inside the approval's transaction, audited: the role comes
 * off and the game databases unban the member. An entry already lifted or expired meanwhile is
 * left as it is (nothing to lift). Returns the effects to queue with the decision.
 */
export async function liftForAppeal(
  tx: Executor,
  input: { entryId: number; appealId: number },
  settings: BotSettings,
  audit: AuditContext,
  now: Date,
): Promise<PlannedEffect[]> {
  const row = await removeActiveEntry(tx, input.entryId, {
    removedAt: now,
    removedById: audit.actor.id,
    removedByName: audit.actor.name,
    removedReason: `Apelação #${input.appealId} aprovada`,
    liftedBy: 'appeal',
  });
  if (!row) return [];
  await recordAudit(tx, audit, {
    actionType: 'update',
    action: 'blacklist.lift',
    target: row.target,
    details: `Retirou ${describeTarget(row)} da blacklist ao aprovar a apelação #${input.appealId}`,
    before: activeSnapshot(row),
    after: entrySnapshot(row),
  });
  await queueLifted(tx, [row], audit.actor);
  return [
    ...entryLiftedEffects(settings, row, 'Blacklist revista (apelação aprovada)'),
    ...(await banEffects(tx, row, 'unban', 'apelação aprovada')),
  ];
}

/** The approval undone: the entry its appeal lifted at `liftedAt` is active again, audited. */
export async function restoreAppealLift(
  tx: Executor,
  input: { entryId: number; liftedAt: Date; appealId: number },
  audit: AuditContext,
): Promise<void> {
  const row = await restoreLift(tx, input.entryId, input.liftedAt);
  if (!row) return;
  await recordAudit(tx, audit, {
    actionType: 'update',
    action: 'blacklist.undo',
    target: row.target,
    details: `Pôs ${describeTarget(row)} de volta na blacklist: a aprovação da apelação #${input.appealId} foi desfeita`,
    after: entrySnapshot(row),
  });
  await queueAdded(tx, [row], audit.actor);
}
