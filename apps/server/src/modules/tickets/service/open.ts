import { ticketTypeLabels, type MyTicket, type TicketType } from '@panel/contract/api/tickets';
import type { Database, Executor } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { enqueueEffects } from '../../../outbox/enqueue';
import type { Member } from '../../../http/auth-context';
import { conflict } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { readBotSettings } from '../../bot-settings';
import { ticketOpenedEffects } from '../discord-effects';
import { toMyTicket, type TicketRow } from '../present';
import { insertPendingTicket } from '../repository';

const pendingText = 'Você já tem um ticket pendente deste tipo. Aguarde a análise da equipe.';

/**
 * Opens a ticket inside the caller's transaction, with its audit entry and the private
 * channel request. Returns `null` when the member already has a pending one of the type
 * (the partial unique index decides, so concurrent opens make one ticket).
 */
export async function insertTicket(
  tx: Executor,
  member: Member,
  input: { type: TicketType; reason: string },
  audit: AuditContext,
): Promise<TicketRow | null> {
  const row = await insertPendingTicket(tx, member, input);
  if (!row) return null;
  await recordAudit(tx, audit, {
    actionType: 'create',
    action: 'tickets.open',
    target: member.id,
    details: `Ticket #${row.id} aberto para ${member.name} (${ticketTypeLabels[input.type]})`,
    after: { id: String(row.id), type: input.type, reason: input.reason },
  });
  await enqueueEffects(tx, ticketOpenedEffects(await readBotSettings(tx), row), audit.requestId);
  return row;
}

/** A member opens a ticket for themselves (web). */
export async function openTicket(
  db: Database,
  member: Member,
  input: { type: TicketType; reason: string },
  audit: AuditContext,
): Promise<MyTicket> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertTicket(tx, member, input, audit);
      if (!row) throw conflict(pendingText);
      return toMyTicket(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'tickets_one_pending_idx')) throw conflict(pendingText);
    throw error;
  }
}
