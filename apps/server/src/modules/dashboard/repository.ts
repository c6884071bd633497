import type { Dashboard } from '@panel/contract/api/dashboard';
import { desc, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

interface CountsRow {
  pending: string | number;
  approved: string | number;
  rejected: string | number;
  pending_today: string | number;
  approved_week: string | number;
  rejected_today: string | number;
}

/** Whitelist figures, "today" being the current UTC day. */
export async function whitelistCounts(db: Executor) {
  const [row] = await queryRows<CountsRow>(
    db,
    sql`select
      count(*) filter (where status = 'pending') as pending,
      count(*) filter (where status = 'approved') as approved,
      count(*) filter (where status = 'rejected') as rejected,
      count(*) filter (where status = 'pending' and created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc') as pending_today,
      count(*) filter (where status = 'approved' and decided_at >= now() - interval '7 days') as approved_week,
      count(*) filter (where status = 'rejected' and decided_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc') as rejected_today
    from applications where form = 'whitelist'`,
  );
  const n = (value: string | number | undefined) => Number(value ?? 0);
  return {
    stats: { pending: n(row?.pending), approved: n(row?.approved), rejected: n(row?.rejected) },
    statsChanges: {
      pending: { today: n(row?.pending_today) },
      approved: { week: n(row?.approved_week) },
      rejected: { today: n(row?.rejected_today) },
    },
  };
}

/** Applications received on each of the last `days` UTC days that had any, as `YYYY-MM-DD`. */
export async function applicationsByDay(db: Executor, days: number): Promise<Map<string, number>> {
  const rows = await queryRows<{ day: string; total: string | number }>(
    db,
    sql`select to_char(date_trunc('day', created_at at time zone 'utc'), 'YYYY-MM-DD') as day,
          count(*) as total
        from applications
        where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc' - interval '${sql.raw(String(days - 1))} days'
        group by 1`,
  );
  return new Map(rows.map((row) => [row.day, Number(row.total)]));
}

/** The newest audit entries, as the dashboard's activity list shows them. */
export async function recentActivity(
  db: Executor,
  limit: number,
): Promise<Dashboard['recentActivity']> {
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((entry) => ({
    id: String(entry.id),
    user: entry.actorName,
    avatar: entry.actorAvatar,
    action: entry.details,
    actionType: entry.actionType,
    target: entry.target,
    time: entry.createdAt.toISOString(),
  }));
}
