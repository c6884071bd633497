import type { MemberEvent } from '@panel/contract/api/members';
import {
  ticketDecisionOf,
  ticketDecisionWords,
  ticketTypeLabels,
  type TicketStatus,
  type TicketType,
} from '@panel/contract/api/tickets';
import type { Executor } from '../../db/client';
import {
  actorOtherThan,
  isoOfMicros,
  pageLink,
  type MemberEventQuery,
  type TimelineEvent,
} from '../../db/member-events';
import { findTicketEvents, type TicketEventRow } from './member-events-repository';

type Told = Pick<MemberEvent, 'title' | 'tone' | 'actor' | 'detail'>;

/** The decision's past participle in the words of the ticket's type: "aprovado", "arquivado". */
function decidedWord(row: TicketEventRow): string {
  if (row.status === 'pending') return 'decidido';
  return ticketDecisionWords(row.ticket_type, ticketDecisionOf[row.status]).past;
}

const decisionTones: Record<TicketStatus, MemberEvent['tone']> = {
  pending: 'neutral',
  approved: 'positive',
  rejected: 'negative',
  canceled: 'neutral',
};

const grantsNothing = new Set<TicketType>(['report_user', 'staff_contact']);

function told(discordId: string, row: TicketEventRow): Told {
  const type = ticketTypeLabels[row.ticket_type];
  const decider = actorOtherThan(discordId, row.decided_by_id, row.decided_by_name);
  switch (row.step) {
    case 'opened':
      return {
        title:
          row.ticket_type === 'report_user'
            ? `Denunciou ${row.reported_username ?? row.reported_user_id ?? 'um membro'}`
            : row.ticket_type === 'staff_contact'
              ? 'A equipe abriu uma conversa com o membro'
              : `Abriu um ticket: ${type}`,
        tone: 'neutral',
        actor: null,
        detail: row.reason,
      };
    case 'decided':
      return {
        title: `Ticket ${decidedWord(row)}: ${type}`,
        // Closing a report or a conversation grants nothing: neither good nor bad news.
        tone: grantsNothing.has(row.ticket_type) ? 'neutral' : decisionTones[row.status],
        actor: decider,
        detail: row.decision_reason,
      };
    case 'reported':
      return {
        title: `Recebeu uma denúncia de ${row.username}`,
        tone: 'warning',
        actor: { id: row.user_id, name: row.username },
        detail: row.reason,
      };
    case 'report_decided':
      return {
        title: `Denúncia de ${row.username}: ticket ${decidedWord(row)}`,
        tone: 'neutral',
        actor: decider,
        detail: row.decision_reason,
      };
  }
}

/** The saved conversation of the ticket's channel, told on its decision. */
function transcriptFields(row: TicketEventRow): MemberEvent['fields'] {
  const decision = row.step === 'decided' || row.step === 'report_decided';
  if (!decision || !row.transcript_saved) return [];
  const value = row.transcript_truncated ? 'Transcrição salva (parcial)' : 'Transcrição salva';
  return [{ label: 'Conversa do canal', value }];
}

/** The tickets the member opened and the reports about them (the member's file's timeline). */
export async function memberTicketEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<TimelineEvent[]> {
  const rows = await findTicketEvents(db, query);
  return rows.map((row) => ({
    micros: row.micros,
    rowId: row.row_id,
    event: {
      id: `ticket:${row.row_id}`,
      kind: 'ticket',
      at: isoOfMicros(row.micros),
      ...told(query.discordId, row),
      fields: [{ label: 'Ticket', value: `#${row.id}` }, ...transcriptFields(row)],
      images: [],
      href: pageLink('tickets', {
        type: row.ticket_type,
        status: row.status === 'pending' ? null : row.status,
      }),
    },
  }));
}
