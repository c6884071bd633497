import {
  ticketDecisionOf,
  ticketDecisionWords,
  ticketTypeLabels,
  type Ticket,
  type TicketStatus,
} from '@panel/contract/api/tickets';
import type { Database, Executor } from '../../../db/client';
import { enqueueEffects } from '../../../outbox/enqueue';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { holdAction } from '../../actions';
import { recordAudit, type AuditContext } from '../../audit';
import { readBotSettings } from '../../bot-settings';
import { ticketDecidedEffects } from '../discord-effects';
import { toTicket, type TicketRow } from '../present';
import { decidePendingTicket, findTicket, readMemberFlags } from '../repository';
import type { TicketUndoSubject } from './undo';
import { liftTicketSubject } from './lift';

export type TicketDecision = 'approve' | 'reject' | 'cancel';

export interface TicketDecisionInput {
  id: number;
  decision: TicketDecision;
  reason?: string | undefined;
}

const statusOf: Record<TicketDecision, Exclude<TicketStatus, 'pending'>> = {
  approve: 'approved',
  reject: 'rejected',
  cancel: 'canceled',
};

/** Why nothing changed: the ticket does not exist (404) or was already decided (409). */
export async function ticketRefusal(tx: Executor, id: number) {
  const row = await findTicket(tx, id);
  if (!row) return notFound('Ticket não encontrado.');
  const by = row.decidedByName ? ` por ${row.decidedByName}` : '';
  const done =
    row.status === 'pending'
      ? 'pendente'
      : ticketDecisionWords(row.ticketType, ticketDecisionOf[row.status]).past;
  return conflict(`Este ticket já foi ${done}${by}. Atualize a lista.`);
}

/**
 * Decides a pending ticket inside the caller's transaction: one conditional UPDATE, so
 * a second or concurrent decision finds nothing. Approval lifts what the ticket is about.
 * Returns `null` when the ticket was not pending.
 */
export async function decideTicketIn(
  tx: Executor,
  input: TicketDecisionInput,
  audit: AuditContext,
  now = new Date(),
  /** Held until then: the decision can still be undone (docs/decisions/2026-12-04-undoable-actions.md). */
  heldUntil: Date | null = null,
): Promise<TicketRow | null> {
  const row = await decidePendingTicket(tx, input.id, {
    status: statusOf[input.decision],
    decidedAt: now,
    decidedById: audit.actor.id,
    decidedByName: audit.actor.name,
    decisionReason: input.reason || null,
  });
  if (!row) return null;
  const settings = await readBotSettings(tx);
  const lifted =
    input.decision === 'approve' ? await liftTicketSubject(tx, row, settings, audit, now) : [];
  await recordAudit(tx, audit, {
    actionType:
      input.decision === 'approve' || input.decision === 'reject' ? input.decision : 'update',
    action: `tickets.${input.decision}`,
    target: row.userId,
    details: `${ticketDecisionWords(row.ticketType, input.decision).verb} o ticket #${row.id} de ${row.username} (${ticketTypeLabels[row.ticketType]})${row.decisionReason ? `: ${row.decisionReason}` : ''}`,
    before: { id: String(row.id), status: 'pending' },
    after: { id: String(row.id), status: row.status, reason: row.decisionReason },
  });
  await enqueueEffects(tx, [...lifted, ...ticketDecidedEffects(row)], audit.requestId, heldUntil);
  return row;
}

/**
 * Staff approve, reject or cancel a pending ticket; whoever decided may undo it for `undoMs`
 * (`tickets.decide`), the decision's effects held as long.
 */
export function decideTicket(
  db: Database,
  input: TicketDecisionInput,
  audit: AuditContext,
  options: { undoMs: number; now?: Date } = { undoMs: 0 },
): Promise<Ticket> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const subject = await findTicket(tx, input.id);
    if (subject?.userId === audit.actor.id && input.decision !== 'cancel') {
      throw forbidden('Você não pode decidir sobre o seu próprio ticket.');
    }
    // What an approval lifts is put back by an undo: the member's flags as they are now.
    const flags = subject ? await readMemberFlags(tx, subject.userId) : null;
    const undo: TicketUndoSubject = {
      ticketId: input.id,
      decision: input.decision,
      decidedAt: now.toISOString(),
      flags: flags && {
        redeemBlockedAt: flags.redeemBlockedAt?.toISOString() ?? null,
        redeemUnblockedAt: flags.redeemUnblockedAt?.toISOString() ?? null,
        cooldownLiftedAt: flags.cooldownLiftedAt?.toISOString() ?? null,
      },
    };
    const heldUntil = await holdAction(
      tx,
      audit,
      { kind: 'tickets.decide', subject: undo },
      { undoMs: options.undoMs, now },
    );
    const row = await decideTicketIn(tx, input, audit, now, heldUntil);
    if (!row) throw await ticketRefusal(tx, input.id);
    return toTicket(row);
  });
}
