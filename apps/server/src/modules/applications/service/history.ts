import type { FormType } from '@panel/contract/api/forms';
import { memberHistoryLimits, type MemberHistory } from '@panel/contract/api/member-history';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { activeBlacklistEntry } from '../../blacklist';
import { findMemberTickets } from '../../tickets';
import { findApplication, findMemberApplications } from '../repository/entries';

/**
 * The member behind entry `id` of `form`, as staff weigh them: their other applications
 * (newest first, with the reasons of rejections), their tickets and their blacklist entry.
 * The entry must belong to the form the caller may see.
 */
export async function memberHistory(
  db: Database,
  form: FormType,
  id: number,
): Promise<MemberHistory> {
  const entry = await findApplication(db, id);
  if (!entry || entry.form !== form) {
    throw new HttpError(404, 'not_found', 'Solicitação não encontrada.');
  }
  const others = (await findMemberApplications(db, entry.userId)).filter((row) => row.id !== id);
  const tickets = await findMemberTickets(db, entry.userId);
  const blacklist = await activeBlacklistEntry(db, entry.userId);
  return {
    applications: others.slice(0, memberHistoryLimits.applications).map((row) => ({
      id: String(row.id),
      form: row.form,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: row.decidedByName,
      decisionReason: row.decisionReason,
      roleName: row.roleName,
    })),
    moreApplications: others.length > memberHistoryLimits.applications,
    tickets: tickets.slice(0, memberHistoryLimits.tickets).map((row) => ({
      id: String(row.id),
      ticketType: row.ticketType,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      reason: row.reason,
      decisionReason: row.decisionReason,
    })),
    moreTickets: tickets.length > memberHistoryLimits.tickets,
    blacklist: blacklist && {
      reason: blacklist.reason,
      createdAt: blacklist.createdAt,
      expiresAt: blacklist.expiresAt,
    },
  };
}
