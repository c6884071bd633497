import type { TicketStatus, TicketType } from '@panel/contract/api/tickets';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { eventMicros, olderThan, type MemberEventQuery } from '../../db/member-events';

/** A ticket of the member opened and decided; a report about them made and decided. */
export type TicketStep = 'opened' | 'decided' | 'reported' | 'report_decided';

export interface TicketEventRow {
  micros: string;
  row_id: string;
  step: TicketStep;
  id: string;
  user_id: string;
  username: string;
  ticket_type: TicketType;
  status: TicketStatus;
  reason: string;
  decided_by_id: string | null;
  decided_by_name: string | null;
  decision_reason: string | null;
  reported_user_id: string | null;
  reported_username: string | null;
  /** Whether the closed channel's conversation was saved, and cut at its message limit. */
  transcript_saved: boolean;
  transcript_truncated: boolean;
}

/**
 * The member's ticket events past the bound, newest first: the tickets they opened (opened,
 * decided) and the reports about them (made, decided), row id `id * 10 + step`. The tickets are
 * found by `tickets_user_idx` and `tickets_reported_user_idx`; the transcript's messages are
 * not read.
 */
export function findTicketEvents(db: Executor, query: MemberEventQuery): Promise<TicketEventRow[]> {
  const member = query.discordId;
  const at = sql`e.at`;
  const rowId = sql`e.row_id`;
  return queryRows<TicketEventRow>(
    db,
    sql`select ${eventMicros(at)} as micros, e.row_id::text as row_id, e.step, t.id::text as id,
        t.user_id, t.username, t.ticket_type, t.status, t.reason, t.decided_by_id,
        t.decided_by_name, t.decision_reason, t.reported_user_id, t.reported_username,
        tt.ticket_id is not null as transcript_saved, coalesce(tt.truncated, false) as transcript_truncated
      from tickets t
      cross join lateral (values
        ('opened', t.created_at, t.id * 10, t.user_id = ${member}),
        ('decided', t.decided_at, t.id * 10 + 1, t.user_id = ${member}),
        ('reported', t.created_at, t.id * 10 + 2, t.reported_user_id = ${member}),
        ('report_decided', t.decided_at, t.id * 10 + 3, t.reported_user_id = ${member})
      ) as e(step, at, row_id, about_member)
      left join ticket_transcripts tt on tt.ticket_id = t.id
      where (t.user_id = ${member} or t.reported_user_id = ${member})
        and e.about_member and e.at is not null
        and ${olderThan('ticket', query.before, at, rowId)}
      order by e.at desc, e.row_id desc
      limit ${query.limit}`,
  );
}
