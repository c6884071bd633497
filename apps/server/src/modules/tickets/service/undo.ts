import { ticketDecisionWords, ticketTypeLabels } from '@panel/contract/api/tickets';
import { z } from 'zod';
import { conflict } from '../../../http/errors';
import type { ActionUndoer } from '../../actions';
import { recordAudit } from '../../audit';
import { restoreBlacklistTicketLift } from '../../blacklist';
import { lockDecidedTicket, reopenTicket, restoreMemberFlags } from '../repository';

const instant = z.iso.datetime({ offset: true }).nullable();

/** What undoing a ticket's decision needs (`actions.subject`). */
const ticketUndoSchema = z.object({
  ticketId: z.number().int(),
  decision: z.enum(['approve', 'reject', 'cancel']),
  decidedAt: z.iso.datetime({ offset: true }),
  /** The member's flags before the decision; `null` when they had none. */
  flags: z
    .object({ redeemBlockedAt: instant, redeemUnblockedAt: instant, cooldownLiftedAt: instant })
    .nullable(),
});
export type TicketUndoSubject = z.infer<typeof ticketUndoSchema>;

const date = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Undoes a ticket's decision (`tickets.decide`): the ticket is pending again and what its
 * approval lifted is back (the redemption block, the reapply cooldown, the blacklist entry).
 * The decision's effects were withdrawn by the caller.
 */
export const undoTicketDecision: ActionUndoer = async ({ tx, subject, audit }) => {
  const undo = ticketUndoSchema.parse(subject);
  const row = await lockDecidedTicket(tx, undo.ticketId, audit.actor.id ?? '');
  if (!row) throw conflict('Não é possível desfazer: o ticket mudou desde então.');
  if (undo.decision === 'approve') {
    await restoreMemberFlags(
      tx,
      row.userId,
      undo.flags && {
        redeemBlockedAt: date(undo.flags.redeemBlockedAt),
        redeemUnblockedAt: date(undo.flags.redeemUnblockedAt),
        cooldownLiftedAt: date(undo.flags.cooldownLiftedAt),
      },
    );
    if (row.ticketType === 'review_blacklist') {
      await restoreBlacklistTicketLift(tx, {
        userId: row.userId,
        liftedAt: new Date(undo.decidedAt),
        audit,
      });
    }
  }
  const reopened = await reopenTicket(tx, row.id);
  const words = ticketDecisionWords(row.ticketType, undo.decision);
  await recordAudit(tx, audit, {
    actionType: 'update',
    action: 'tickets.undo',
    target: row.userId,
    details: `Desfez a decisão (${words.past}) do ticket #${row.id} de ${row.username} (${ticketTypeLabels[row.ticketType]})`,
    before: { id: String(row.id), status: row.status, reason: row.decisionReason },
    after: { id: String(reopened.id), status: 'pending' },
  });
};
