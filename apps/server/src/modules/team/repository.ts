import { panelRoleNames } from '@panel/contract/permissions';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import type { RunningTotals } from './service/totals';

/** A list as one `text[]` parameter (drizzle would spread it into one parameter per item). */
function textArray(values: readonly string[]): SQL {
  return sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
}

/**
 * The columns of `team_staff_days` as `RunningTotals` reads them. The histograms travel as text
 * (`1,0,4,…`): the drivers' array parser took most of the overview's time at 200 staff.
 */
const totalsColumns = sql`r.whitelist_approved, r.whitelist_rejected, r.insertion_approved,
  r.insertion_rejected, r.discord_decisions, r.decisions_undone, r.wait_seconds::float8,
  array_to_string(r.wait_histogram, ',') as wait_histogram, r.tickets_decided,
  r.close_seconds::float8, array_to_string(r.close_histogram, ',') as close_histogram,
  r.blacklist_added, r.refunds`;

interface TotalsRow {
  whitelist_approved: number;
  whitelist_rejected: number;
  insertion_approved: number;
  insertion_rejected: number;
  discord_decisions: number;
  decisions_undone: number;
  wait_seconds: number;
  wait_histogram: string;
  tickets_decided: number;
  close_seconds: number;
  close_histogram: string;
  blacklist_added: number;
  refunds: number;
}

const histogramOf = (text: string) => text.split(',').map(Number);

function toTotals(row: TotalsRow): RunningTotals {
  return {
    whitelistApproved: row.whitelist_approved,
    whitelistRejected: row.whitelist_rejected,
    insertionApproved: row.insertion_approved,
    insertionRejected: row.insertion_rejected,
    discordDecisions: row.discord_decisions,
    decisionsUndone: row.decisions_undone,
    waitSeconds: Number(row.wait_seconds),
    waitHistogram: histogramOf(row.wait_histogram),
    ticketsDecided: row.tickets_decided,
    closeSeconds: Number(row.close_seconds),
    closeHistogram: histogramOf(row.close_histogram),
    blacklistAdded: row.blacklist_added,
    refunds: row.refunds,
  };
}

export interface StaffPerson {
  id: string;
  name: string;
  avatarUrl: string | null;
  /** Holds a panel role (or is an administrator by configuration) now. */
  onStaff: boolean;
  /** Has signed in to the panel (a row of `users`). */
  known: boolean;
}

export interface StaffTotals extends StaffPerson {
  /** Each staff member's totals at the end of each day asked for (absent: nothing by then). */
  totalsAt: Map<string, RunningTotals>;
}

/**
 * Who the team's figures are about, with their running totals at the end of each of `days`: the
 * staff (a panel role, or an administrator by configuration) and anyone the rollups hold (found
 * by a skip scan of the primary key, one probe per person); only `onlyId` when given. Each total
 * is the latest row up to its day, one probe of the primary key each.
 */
export async function findStaffTotals(
  db: Executor,
  options: { days: readonly string[]; adminIds: readonly string[]; onlyId?: string },
): Promise<StaffTotals[]> {
  const ids = options.onlyId
    ? sql`select ${options.onlyId}::text as id`
    : sql`select id from rolled where id is not null
        union
        select id from users
        where role_name = any(${textArray(panelRoleNames)}) or id = any(${textArray(options.adminIds)})`;
  const rows = await queryRows<
    Partial<TotalsRow> & {
      id: string;
      name: string | null;
      avatar_url: string | null;
      on_staff: boolean;
      known: boolean;
      at: string;
      day: string | null;
    }
  >(
    db,
    sql`with recursive rolled as (
        select min(staff_id) as id from team_staff_days
        union all
        select (select min(staff_id) from team_staff_days where staff_id > rolled.id)
        from rolled where rolled.id is not null
      ),
      staff as (${ids})
      select s.id, coalesce(u.display_name, u.username) as name, u.avatar_url,
        coalesce(u.role_name = any(${textArray(panelRoleNames)})
          or u.id = any(${textArray(options.adminIds)}), false) as on_staff,
        u.id is not null as known,
        b.at::text as at, r.day::text as day, ${totalsColumns}
      from staff as s
      -- One lookup per person (a join would read every member who ever signed in).
      left join lateral (select * from users where users.id = s.id limit 1) as u on true
      cross join unnest(${textArray(options.days)}::date[]) as b(at)
      left join lateral (
        select * from team_staff_days as t
        where t.staff_id = s.id and t.day <= b.at
        order by t.day desc limit 1
      ) as r on true`,
  );
  const people = new Map<string, StaffTotals>();
  for (const row of rows) {
    let person = people.get(row.id);
    if (!person) {
      person = {
        id: row.id,
        name: row.name ?? row.id,
        avatarUrl: row.avatar_url,
        onStaff: row.on_staff,
        known: row.known,
        totalsAt: new Map(),
      };
      people.set(row.id, person);
    }
    if (row.day !== null) person.totalsAt.set(row.at, toTotals(row as TotalsRow));
  }
  return [...people.values()];
}

/** Whether the rollups hold anything of `staffId`. */
export async function hasRollups(db: Executor, staffId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from team_staff_days where staff_id = ${staffId} limit 1`,
  );
  return rows.length > 0;
}

/** One staff member's rows of the days `from` to `to`, oldest first. */
export async function findStaffDays(
  db: Executor,
  staffId: string,
  from: string,
  to: string,
): Promise<{ day: string; totals: RunningTotals }[]> {
  const rows = await queryRows<TotalsRow & { day: string }>(
    db,
    sql`select r.day::text as day, ${totalsColumns}
      from team_staff_days as r
      where r.staff_id = ${staffId} and r.day between ${from}::date and ${to}::date
      order by r.day`,
  );
  return rows.map((row) => ({ day: row.day, totals: toTotals(row) }));
}

/** The days a rebuild covers: from the first fact of history (or of the rollups) to today. */
export async function findHistoryDays(db: Executor): Promise<{ first: string; last: string }> {
  const [row] = await queryRows<{ first_day: string; last_day: string }>(
    db,
    sql`select first_day::text, last_day::text from team_history_days()`,
  );
  if (!row) throw new Error('team_history_days answered nothing');
  return { first: row.first_day, last: row.last_day };
}

/**
 * Recomputes the rows of the days `from` to `to` from history, holding the table meanwhile: a
 * change waits for it (its trigger's write), so none is counted twice or lost (migration 0051).
 */
export async function rebuildDays(db: Executor, from: string, to: string): Promise<void> {
  await db.execute(sql`lock table team_staff_days in share row exclusive mode`);
  await db.execute(sql`select team_rebuild(${from}::date, ${to}::date)`);
}
