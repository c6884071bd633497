import { staffContactMessages, ticketTypeLabels, type Ticket } from '@panel/contract/api/tickets';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { badRequest, conflict } from '../../../http/errors';
import { holdAction, type ActionUndoer } from '../../actions';
import { recordAudit, type AuditContext } from '../../audit';
import { toTicket } from '../present';
import { deletePendingTicket, ensureUserFromCatalog, findGuildMember } from '../repository';
import { insertTicket } from './open';

// Staff open a conversation with a member (`staff_contact`), from the member's file
// (docs/decisions/2026-12-04-staff-contact-tickets.md).

const refuse = (message: string) => badRequest(message, [{ path: 'params.discordId', message }]);

/** What undoing an opening needs (`actions.subject` of `tickets.open`). */
const openUndoSchema = z.object({ ticketId: z.number().int() });

/**
 * Opens a `staff_contact` ticket with a member of the guild (never the caller): the ticket is
 * the member's, one pending at a time; whoever opened it may undo it for `undoMs`
 * (`tickets.open`), its channel and the member's message held as long.
 */
export async function openMemberTicket(
  db: Database,
  input: { discordId: string; reason: string },
  audit: AuditContext,
  options: { undoMs: number; now?: Date } = { undoMs: 0 },
): Promise<Ticket> {
  try {
    return await db.transaction(async (tx) => {
      if (input.discordId === audit.actor.id) throw refuse(staffContactMessages.self);
      const member = await findGuildMember(tx, input.discordId);
      if (!member) throw refuse(staffContactMessages.notInGuild);
      // The ticket belongs to the member's `users` row, which a member who never signed in lacks.
      await ensureUserFromCatalog(tx, member.id);
      const row = await insertTicket(
        tx,
        member,
        { type: 'staff_contact', reason: input.reason },
        audit,
        (opened) =>
          holdAction(
            tx,
            audit,
            { kind: 'tickets.open', subject: { ticketId: opened.id } },
            { undoMs: options.undoMs, ...(options.now && { now: options.now }) },
          ),
      );
      if (!row) throw conflict(staffContactMessages.pending);
      return toTicket(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'tickets_one_pending_idx')) {
      throw conflict(staffContactMessages.pending);
    }
    throw error;
  }
}

/**
 * Undoes the opening (`tickets.open`): the ticket is removed while still pending. Its channel
 * and the member's message never left the outbox (withdrawn by the caller), so the member never
 * saw it; the audit keeps both entries.
 */
export const undoTicketOpened: ActionUndoer = async ({ tx, subject, audit }) => {
  const { ticketId } = openUndoSchema.parse(subject);
  const row = await deletePendingTicket(tx, ticketId);
  if (!row) throw conflict('Não é possível desfazer: o ticket mudou desde então.');
  await recordAudit(tx, audit, {
    actionType: 'delete',
    action: 'tickets.undo',
    target: row.userId,
    details: `Desfez a abertura do ticket #${row.id} com ${row.username} (${ticketTypeLabels[row.ticketType]}): Abertura desfeita por quem abriu`,
    before: { id: String(row.id), status: row.status, reason: row.reason },
  });
};
