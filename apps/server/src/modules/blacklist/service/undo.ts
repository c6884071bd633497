import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { conflict } from '../../../http/errors';
import type { ActionUndoer } from '../../actions';
import { recordAudit, type AuditContext } from '../../audit';
import { activeSnapshot, describeTarget, entrySnapshot } from '../present';
import { removeActiveEntry, restoreRemovedEntry, restoreTicketLift } from '../repository/removals';
import { queueAdded, queueLifted } from '../webhook-events';

/** What undoing an addition or a removal needs (`actions.subject`). */
const entryUndoSchema = z.object({ entryId: z.number().int() });
export type EntryUndoSubject = z.infer<typeof entryUndoSchema>;

/**
 * Undoes an addition (`blacklist.add`): the entry ends now, removed by whoever added it with
 * that reason, so its evidence stays on record. Its ban effects were withdrawn by the caller.
 */
export const undoEntryAdded: ActionUndoer = async ({ tx, subject, audit }) => {
  const { entryId } = entryUndoSchema.parse(subject);
  const row = await removeActiveEntry(tx, entryId, {
    removedAt: new Date(),
    removedById: audit.actor.id,
    removedByName: audit.actor.name,
    removedReason: 'Adição desfeita por quem adicionou',
    liftedBy: 'staff',
  });
  if (!row) throw conflict('Não é possível desfazer: a entrada já saiu da blacklist.');
  await recordAudit(tx, audit, {
    actionType: 'delete',
    action: 'blacklist.undo',
    target: row.target,
    details: `Desfez a adição de ${describeTarget(row)} à blacklist`,
    before: activeSnapshot(row),
    after: entrySnapshot(row),
  });
  await queueLifted(tx, [row], audit.actor);
};

/**
 * Undoes a removal (`blacklist.remove`): the entry is active again, as it was. Refused when
 * the same target was added again meanwhile (one active entry per target).
 */
export const undoEntryRemoved: ActionUndoer = async ({ tx, subject, audit }) => {
  const { entryId } = entryUndoSchema.parse(subject);
  const row = await restoreRemovedEntry(tx, entryId).catch((error: unknown) => {
    if (isUniqueViolation(error, 'blacklist_entries_one_active_idx')) {
      throw conflict(
        'Não é possível desfazer: o mesmo alvo já foi adicionado de novo à blacklist.',
      );
    }
    throw error;
  });
  if (!row) throw conflict('Não é possível desfazer: a entrada já voltou à blacklist.');
  await recordAudit(tx, audit, {
    actionType: 'update',
    action: 'blacklist.undo',
    target: row.target,
    details: `Desfez a remoção de ${describeTarget(row)} da blacklist`,
    after: entrySnapshot(row),
  });
  await queueAdded(tx, [row], audit.actor);
};

/** Puts back what an approved ticket lifted, when the approval is undone; audited. */
export async function restoreTicketLiftIn(
  tx: Executor,
  input: { userId: string; liftedAt: Date; audit: AuditContext },
): Promise<void> {
  const rows = await restoreTicketLift(tx, input.userId, input.liftedAt);
  for (const row of rows) {
    await recordAudit(tx, input.audit, {
      actionType: 'update',
      action: 'blacklist.undo',
      target: row.target,
      details: `Pôs ${describeTarget(row)} de volta na blacklist: a aprovação do ticket foi desfeita`,
      after: entrySnapshot(row),
    });
  }
  await queueAdded(tx, rows, input.audit.actor);
}
