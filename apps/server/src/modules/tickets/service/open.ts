import {
  reportedMemberMessages,
  ticketTypeLabels,
  type MemberTicketType,
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
import { findGuildMember, insertPendingTicket } from '../repository';

interface ReportedMember {
  id: string;
  name: string;
}

const pendingText = 'Você já tem um ticket pendente deste tipo. Aguarde a análise da equipe.';

/** Who opened the ticket, for the audit: the member for themselves, or staff with them. */
function openedText(row: TicketRow, member: Member, audit: AuditContext): string {
  const label = ticketTypeLabels[row.ticketType];
  if (row.ticketType === 'staff_contact') {
    return `Ticket #${row.id} aberto por ${audit.actor.name} com ${member.name} (${label})`;
  }
  const against = row.reportedUsername ? ` contra ${row.reportedUsername}` : '';
  return `Ticket #${row.id} aberto para ${member.name} (${label})${against}`;
}

/**
 * Opens a ticket of `member` inside the caller's transaction, with its audit entry and the
 * private channel request. Returns `null` when the member already has a pending one of the type
 * (the partial unique index decides, so concurrent opens make one ticket). `hold`, given the new
 * row, may record an undoable action and answer until when its effects wait
 * (docs/decisions/2026-12-04-undoable-actions.md).
 */
export async function insertTicket(
  tx: Executor,
  member: Member,
  input: { type: TicketType; reason: string; reported?: ReportedMember | null },
  audit: AuditContext,
  hold?: (row: TicketRow) => Promise<Date | null>,
): Promise<TicketRow | null> {
  const row = await insertPendingTicket(tx, member, input);
  if (!row) return null;
  const heldUntil = (await hold?.(row)) ?? null;
  await recordAudit(tx, audit, {
    actionType: 'create',
    action: 'tickets.open',
    target: member.id,
    details: openedText(row, member, audit),
    after: {
      id: String(row.id),
      type: input.type,
      reason: input.reason,
      ...(input.reported && { reportedUserId: input.reported.id }),
    },
  });
  const openedBy = input.type === 'staff_contact' ? audit.actor.name : null;
  await enqueueEffects(
    tx,
    ticketOpenedEffects(await readBotSettings(tx), row, openedBy),
    audit.requestId,
    heldUntil,
  );
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
  const found = await findGuildMember(tx, reportedUserId);
  if (!found) throw refuse(reportedMemberMessages.notInGuild);
  return { id: found.id, name: found.name };
}

/** A member opens a ticket for themselves (web); a report names the member it is about. */
export async function openTicket(
  db: Database,
  member: Member,
  input: { type: MemberTicketType; reason: string; reportedUserId?: string | undefined },
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
