import {
  reportedMemberMessages,
  ticketTypeLabels,
  type MyTicket,
  type TicketType,
} from '@panel/contract/api/tickets';
import type { Database, Executor } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { enqueueEffects } from '../../../outbox/enqueue';
import type { Member } from '../../../http/auth-context';
import { badRequest, conflict } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { readBotSettings } from '../../bot-settings';
import { ticketOpenedEffects } from '../discord-effects';
import { toMyTicket, type TicketRow } from '../present';
import { findGuildMemberName, insertPendingTicket } from '../repository';

interface ReportedMember {
  id: string;
  name: string;
}

const pendingText = 'Você já tem um ticket pendente deste tipo. Aguarde a análise da equipe.';

/**
 * Opens a ticket inside the caller's transaction, with its audit entry and the private
 * channel request. Returns `null` when the member already has a pending one of the type
 * (the partial unique index decides, so concurrent opens make one ticket).
 */
export async function insertTicket(
  tx: Executor,
  member: Member,
  input: { type: TicketType; reason: string; reported?: ReportedMember | null },
  audit: AuditContext,
): Promise<TicketRow | null> {
  const row = await insertPendingTicket(tx, member, input);
  if (!row) return null;
  const against = input.reported ? ` contra ${input.reported.name}` : '';
  await recordAudit(tx, audit, {
    actionType: 'create',
    action: 'tickets.open',
    target: member.id,
    details: `Ticket #${row.id} aberto para ${member.name} (${ticketTypeLabels[input.type]})${against}`,
    after: {
      id: String(row.id),
      type: input.type,
      reason: input.reason,
      ...(input.reported && { reportedUserId: input.reported.id }),
    },
  });
  await enqueueEffects(tx, ticketOpenedEffects(await readBotSettings(tx), row), audit.requestId);
  return row;
}

/**
 * Whom a report is about: a member of the guild as the bot's catalog knows them, never the
 * member reporting (docs/decisions/2026-12-04-ticket-channel-links.md).
 */
async function reportedMemberOf(
  tx: Executor,
  member: Member,
  reportedUserId: string | undefined,
): Promise<ReportedMember | null> {
  if (reportedUserId === undefined) return null;
  const refuse = (message: string) =>
    badRequest(message, [{ path: 'body.reportedUserId', message }]);
  if (reportedUserId === member.id) throw refuse(reportedMemberMessages.self);
  const found = await findGuildMemberName(tx, reportedUserId);
  if (!found) throw refuse(reportedMemberMessages.notInGuild);
  return found;
}

/** A member opens a ticket for themselves (web); a report names the member it is about. */
export async function openTicket(
  db: Database,
  member: Member,
  input: { type: TicketType; reason: string; reportedUserId?: string | undefined },
  audit: AuditContext,
): Promise<MyTicket> {
  try {
    return await db.transaction(async (tx) => {
      const reported = await reportedMemberOf(tx, member, input.reportedUserId);
      const row = await insertTicket(
        tx,
        member,
        { type: input.type, reason: input.reason, reported },
        audit,
      );
      if (!row) throw conflict(pendingText);
      return toMyTicket(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'tickets_one_pending_idx')) throw conflict(pendingText);
    throw error;
  }
}
