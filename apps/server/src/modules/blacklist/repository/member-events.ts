import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { eventMicros, olderThan, type MemberEventQuery } from '../../../db/member-events';
import type { BlacklistLiftCause } from '../../../db/schema/blacklist';

/** An entry of the member was added, or lifted (removed by staff, expired, by a ticket). */
export type EntryStep = 'added' | 'lifted';

export interface EntryEventRow {
  micros: string;
  row_id: string;
  step: EntryStep;
  id: string;
  target: string;
  reason: string;
  added_by_id: string | null;
  added_by_name: string;
  expires_at: Date | string | null;
  removed_at: Date | string | null;
  removed_by_id: string | null;
  removed_by_name: string | null;
  removed_reason: string | null;
  lifted_by: BlacklistLiftCause | null;
}

/**
 * The member's player entries' events past the bound, newest first: each entry added and, once
 * it ended, lifted (row id `id * 10 + step`). `blacklist_entries_target_idx` finds the entries.
 */
export function findEntryEvents(db: Executor, query: MemberEventQuery): Promise<EntryEventRow[]> {
  const at = sql`e.at`;
  const rowId = sql`e.row_id`;
  return queryRows<EntryEventRow>(
    db,
    sql`select ${eventMicros(at)} as micros, e.row_id::text as row_id, e.step, b.id::text as id,
        b.target, b.reason, b.added_by_id, b.added_by_name, b.expires_at, b.removed_at,
        b.removed_by_id, b.removed_by_name, b.removed_reason, b.lifted_by
      from blacklist_entries b
      cross join lateral (values
        ('added', b.created_at, b.id * 10),
        ('lifted', b.removed_at, b.id * 10 + 1)
      ) as e(step, at, row_id)
      where b.target = ${query.discordId} and b.type = 'player' and e.at is not null
        and ${olderThan('blacklist', query.before, at, rowId)}
      order by e.at desc, e.row_id desc
      limit ${query.limit}`,
  );
}
