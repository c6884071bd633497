import { auditEntryType, type AuditActionType } from '@panel/contract/api/audit';
import type { MemberEvent } from '@panel/contract/api/members';
import type { Executor } from '../../db/client';
import {
  actorOtherThan,
  isoOfMicros,
  pageLink,
  type MemberEventQuery,
  type TimelineEvent,
} from '../../db/member-events';
import { findAuditEvents } from './member-events-repository';

const tones: Partial<Record<AuditActionType, MemberEvent['tone']>> = {
  approve: 'positive',
  reject: 'negative',
  delete: 'warning',
};

/**
 * The audit log about the member and by them, as their file's timeline lists it: the entry's
 * sentence, and who acted when it was someone else. `hidden` names the actions another kind of
 * the timeline already shows (a decision is the application's event, not twice).
 */
export async function memberAuditEvents(
  db: Executor,
  query: MemberEventQuery,
  hidden: readonly string[],
): Promise<TimelineEvent[]> {
  const rows = await findAuditEvents(db, query, hidden);
  // The log's search by a Discord id lists what they did and what was done to them.
  const href = pageLink('audit', { search: query.discordId });
  return rows.map((row) => ({
    micros: row.micros,
    rowId: row.row_id,
    event: {
      id: `audit:${row.row_id}`,
      kind: 'audit',
      at: isoOfMicros(row.micros),
      title: row.details,
      tone: tones[auditEntryType(row.action_type, row.action)] ?? 'neutral',
      actor: actorOtherThan(query.discordId, row.actor_id, row.actor_name),
      detail: null,
      fields: [],
      images: [],
      href,
    },
  }));
}
