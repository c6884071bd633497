import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { eventMicros, olderThan, type MemberEventQuery } from '../../../db/member-events';

export interface NoteEventRow {
  micros: string;
  row_id: string;
  body: string;
  pinned: boolean;
  author_id: string | null;
  author_name: string;
}

/** The notes staff wrote about the member past the bound, newest first (`member_notes_member_idx`). */
export function findNoteEvents(db: Executor, query: MemberEventQuery): Promise<NoteEventRow[]> {
  return queryRows<NoteEventRow>(
    db,
    sql`select ${eventMicros(sql`n.created_at`)} as micros, n.id::text as row_id, n.body, n.pinned,
        n.author_id, n.author_name
      from member_notes n
      where n.discord_id = ${query.discordId}
        and ${olderThan('note', query.before, sql`n.created_at`, sql`n.id`)}
      order by n.created_at desc, n.id desc
      limit ${query.limit}`,
  );
}
