import type { DutyEndSource, DutyStartSource } from '@panel/contract/api/duty-values';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { dutyShifts } from '../../../db/schema/duty';
import { users } from '../../../db/schema/users';

export type ShiftRow = typeof dutyShifts.$inferSelect;

/** When a shift that started at `started_at` reaches the limit, as SQL. */
const limitOf = (hours: number) => sql`${dutyShifts.startedAt} + make_interval(hours => ${hours})`;

/**
 * Opens a shift unless the staff member has one open: `null` then. The partial unique index
 * decides, so two starts at once (two tabs, the panel and Discord) make one shift: the second
 * waits for the first to commit, then finds the conflict.
 */
export async function insertOpenShift(
  tx: Executor,
  shift: { staffId: string; staffName: string; startedAt: Date; source: DutyStartSource },
): Promise<ShiftRow | null> {
  const [row] = await tx
    .insert(dutyShifts)
    .values({
      staffId: shift.staffId,
      staffName: shift.staffName,
      startedAt: shift.startedAt,
      startSource: shift.source,
    })
    .onConflictDoNothing({ target: dutyShifts.staffId, where: sql`ended_at is null` })
    .returning();
  return row ?? null;
}

/**
 * Ends the staff member's open shift at `at` (never before it started), or only one that
 * `startedBy` started; `null` when there is none. Conditional: two ends at once end it once.
 */
export async function endOpenShift(
  tx: Executor,
  staffId: string,
  end: { at: Date; source: DutyEndSource; startedBy?: DutyStartSource },
): Promise<ShiftRow | null> {
  const [row] = await tx
    .update(dutyShifts)
    .set({
      endedAt: sql`greatest(${end.at}::timestamptz, ${dutyShifts.startedAt})`,
      endSource: end.source,
    })
    .where(
      and(
        eq(dutyShifts.staffId, staffId),
        isNull(dutyShifts.endedAt),
        end.startedBy ? eq(dutyShifts.startSource, end.startedBy) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Closes the shifts open for `hours` or more at `now` (one staff member's, or everyone's) at
 * their start plus the limit. Conditional: two workers close (and audit) each shift once.
 */
export function closeOverdueShifts(
  tx: Executor,
  hours: number,
  now: Date,
  staffId?: string,
): Promise<ShiftRow[]> {
  return tx
    .update(dutyShifts)
    .set({ endedAt: limitOf(hours), endSource: 'limit' })
    .where(
      and(
        isNull(dutyShifts.endedAt),
        sql`${limitOf(hours)} <= ${now}::timestamptz`,
        staffId === undefined ? undefined : eq(dutyShifts.staffId, staffId),
      ),
    )
    .returning();
}

export async function findOpenShift(db: Executor, staffId: string): Promise<ShiftRow | null> {
  const [row] = await db
    .select()
    .from(dutyShifts)
    .where(and(eq(dutyShifts.staffId, staffId), isNull(dutyShifts.endedAt)));
  return row ?? null;
}

/** The open shifts of these staff members (the member's file asks for one). */
export function findOpenShifts(db: Executor, staffIds: readonly string[]): Promise<ShiftRow[]> {
  if (staffIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(dutyShifts)
    .where(and(isNull(dutyShifts.endedAt), inArray(dutyShifts.staffId, [...staffIds])));
}

/** Seconds of a shift inside `[from, to)`, the open one counted up to `to`, as SQL. */
const secondsWithin = (from: Date, to: Date) => sql`greatest(0, extract(epoch from
  least(coalesce(${dutyShifts.endedAt}, ${to}::timestamptz), ${to}::timestamptz)
  - greatest(${dutyShifts.startedAt}, ${from}::timestamptz)))`;

/** Shifts overlapping `[from, to)`: started before its end, not ended before its start. */
const overlapping = (from: Date, to: Date) =>
  sql`${dutyShifts.startedAt} < ${to}::timestamptz
    and (${dutyShifts.endedAt} is null or ${dutyShifts.endedAt} > ${from}::timestamptz)`;

/**
 * The staff member's seconds on duty since midnight and since Monday (America/Sao_Paulo) up to
 * `now`, in one statement.
 */
export async function sumOwnSeconds(
  db: Executor,
  staffId: string,
  now: Date,
): Promise<{ today: number; week: number }> {
  const local = sql`(${now}::timestamptz at time zone 'America/Sao_Paulo')`;
  const [row] = await queryRows<{ today: string | number | null; week: string | number | null }>(
    db,
    sql`with bounds as (
        select date_trunc('day', ${local}) at time zone 'America/Sao_Paulo' as day_start,
          date_trunc('week', ${local}) at time zone 'America/Sao_Paulo' as week_start
      )
      select
        coalesce(sum(greatest(0, extract(epoch from
          least(coalesce(s.ended_at, ${now}::timestamptz), ${now}::timestamptz)
          - greatest(s.started_at, b.day_start)))), 0) as today,
        coalesce(sum(greatest(0, extract(epoch from
          least(coalesce(s.ended_at, ${now}::timestamptz), ${now}::timestamptz)
          - greatest(s.started_at, b.week_start)))), 0) as week
      from duty_shifts s, bounds b
      where s.staff_id = ${staffId} and s.started_at < ${now}::timestamptz
        and (s.ended_at is null or s.ended_at > b.week_start)`,
  );
  return { today: Math.floor(Number(row?.today ?? 0)), week: Math.floor(Number(row?.week ?? 0)) };
}

/** The open shifts with the staff member's name and avatar now, the longest on duty first. */
export function findOnDuty(db: Executor) {
  return db
    .select({
      staffId: dutyShifts.staffId,
      staffName: dutyShifts.staffName,
      displayName: users.displayName,
      username: users.username,
      avatarUrl: users.avatarUrl,
      startedAt: dutyShifts.startedAt,
      startSource: dutyShifts.startSource,
    })
    .from(dutyShifts)
    .leftJoin(users, eq(users.id, dutyShifts.staffId))
    .where(isNull(dutyShifts.endedAt))
    .orderBy(dutyShifts.startedAt, dutyShifts.id);
}

export interface ShiftFilter {
  /** One staff member's; everyone's when absent. */
  staffId?: string | undefined;
  from: Date;
  to: Date;
}

function filterOf(filter: ShiftFilter): SQL {
  const period = overlapping(filter.from, filter.to);
  return filter.staffId === undefined
    ? period
    : sql`${eq(dutyShifts.staffId, filter.staffId)} and ${period}`;
}

/** The newest `limit` shifts overlapping the period. */
export function findShifts(db: Executor, filter: ShiftFilter, limit: number): Promise<ShiftRow[]> {
  return db
    .select()
    .from(dutyShifts)
    .where(filterOf(filter))
    .orderBy(desc(dutyShifts.startedAt), desc(dutyShifts.id))
    .limit(limit);
}

/** How many shifts overlap the period, and their seconds inside it (open ones up to `now`). */
export async function sumShifts(
  db: Executor,
  filter: ShiftFilter,
  now: Date,
): Promise<{ count: number; seconds: number }> {
  const end = filter.to < now ? filter.to : now;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      seconds: sql<string | number>`coalesce(sum(${secondsWithin(filter.from, end)}), 0)`,
    })
    .from(dutyShifts)
    .where(filterOf(filter));
  return { count: row?.count ?? 0, seconds: Math.floor(Number(row?.seconds ?? 0)) };
}

/**
 * Per staff member with time on duty in `[from, to)`: their seconds inside it (open shifts up
 * to `now`) and how many shifts overlap it, in one statement over the period's index.
 */
export async function sumShiftsByStaff(
  db: Executor,
  period: { from: Date; to: Date },
  now: Date,
): Promise<{ staffId: string; seconds: number; shifts: number }[]> {
  const end = period.to < now ? period.to : now;
  const rows = await db
    .select({
      staffId: dutyShifts.staffId,
      shifts: sql<number>`count(*)::int`,
      seconds: sql<string | number>`coalesce(sum(${secondsWithin(period.from, end)}), 0)`,
    })
    .from(dutyShifts)
    .where(overlapping(period.from, period.to))
    .groupBy(dutyShifts.staffId);
  return rows.map((row) => ({
    staffId: row.staffId,
    shifts: row.shifts,
    seconds: Math.floor(Number(row.seconds)),
  }));
}
