import { signInAuditAction as signInAction } from '@panel/contract/api/audit';
import type { Dashboard } from '@panel/contract/api/dashboard';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inlineConstant, plannedOnce } from '../../db/prepared';

interface CountsJson {
  /** `form.status` → total, from the trigger-kept counters. */
  byStatus: Record<string, number | string>;
  pendingToday: number;
  approvedWeek: number;
  rejectedToday: number;
  pendingTickets: number;
}

interface ActivityJson {
  id: number | string;
  actorName: string;
  actorAvatar: string | null;
  details: string;
  actionType: Dashboard['recentActivity'][number]['actionType'];
  target: string | null;
  createdAt: string;
}

/** Every figure of the dashboard, as one statement read them. */
export interface DashboardSnapshot {
  stats: Dashboard['stats'];
  insertions: Dashboard['insertions'];
  tickets: Dashboard['tickets'];
  statsChanges: Dashboard['statsChanges'];
  recentActivity: Dashboard['recentActivity'];
  /** Applications received per UTC day (`YYYY-MM-DD`), for the days that had any. */
  applicationsByDay: Map<string, number>;
  /** The other modules' figures, as their `…Sql` fragments return them. */
  extras: Record<string, unknown>;
}

const startOfTodayUtc = sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;

/**
 * Applications per form and status (the trigger-kept counters), the whitelist's changes
 * ("today" being the current UTC day) and the tickets waiting.
 */
const counts = sql`json_build_object(
  'byStatus', (select coalesce(json_object_agg(form || '.' || status, total), '{}')
    from application_counts),
  'pendingToday', (select count(*) from applications where form = 'whitelist'
    and status = 'pending' and created_at >= ${startOfTodayUtc}),
  'approvedWeek', (select count(*) from applications where form = 'whitelist'
    and status = 'approved' and decided_at >= now() - interval '7 days'),
  'rejectedToday', (select count(*) from applications where form = 'whitelist'
    and status = 'rejected' and decided_at >= ${startOfTodayUtc}),
  'pendingTickets', (select count(*) from tickets where status = 'pending'))`;

/**
 * The newest audit entries, as the dashboard's activity list shows them: sign-ins left out
 * (the audit log keeps them), or a busy morning of logins would push every decision away.
 */
function recentActivity(limit: number): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', id, 'actorName', actor_name,
      'actorAvatar', actor_avatar, 'details', details, 'actionType', action_type,
      'target', target, 'createdAt', created_at) order by created_at desc, id desc), '[]')
    from (select * from audit_log where action <> ${inlineConstant(signInAction)}
      order by created_at desc, id desc limit ${inlineConstant(limit)}) newest)`;
}

/** Applications received on each of the last `days` UTC days that had any. */
function applicationsByDay(days: number): SQL {
  return sql`(select coalesce(json_object_agg(day, total), '{}') from (
      select to_char(date_trunc('day', created_at at time zone 'utc'), 'YYYY-MM-DD') as day,
        count(*) as total
      from applications
      where created_at >= ${startOfTodayUtc} - ${inlineConstant(days - 1)} * interval '1 day'
      group by 1) per_day)`;
}

/**
 * The dashboard in one round trip: its own figures and the fragments other modules own
 * (`extras`, each a scalar subquery, without values), read by one statement planned once per
 * connection (`plannedOnce`): planning it cost more than running it, on PGlite too.
 */
export function dashboardSnapshot(options: {
  activity: number;
  days: number;
  extras: Record<string, SQL>;
}): (db: Executor) => Promise<DashboardSnapshot> {
  const extras = Object.keys(options.extras);
  const statement = plannedOnce<Record<string, unknown>>('dashboard_snapshot', (db) =>
    db
      .select({
        counts: sql<unknown>`${counts}`.as('counts'),
        activity: sql<unknown>`${recentActivity(options.activity)}`.as('activity'),
        perDay: sql<unknown>`${applicationsByDay(options.days)}`.as('perDay'),
        ...Object.fromEntries(
          Object.entries(options.extras).map(([name, fragment]) => [
            name,
            sql<unknown>`${fragment}`.as(name),
          ]),
        ),
      })
      .from(sql`(values (1)) as one (x)`),
  );
  return async (db) => {
    const [row] = await statement(db);
    return toSnapshot(row, extras);
  };
}

function toSnapshot(row: Record<string, unknown> | undefined, extras: string[]): DashboardSnapshot {
  const figures = (row?.counts ?? {}) as Partial<CountsJson>;
  const n = (value: number | string | undefined) => Number(value ?? 0);
  const byStatus = figures.byStatus ?? {};
  const statuses = (form: string) => ({
    pending: n(byStatus[`${form}.pending`]),
    approved: n(byStatus[`${form}.approved`]),
    rejected: n(byStatus[`${form}.rejected`]),
  });
  const activity = (row?.activity ?? []) as ActivityJson[];
  const perDay = (row?.perDay ?? {}) as Record<string, number | string>;
  return {
    stats: statuses('whitelist'),
    insertions: statuses('insertion'),
    tickets: { pending: n(figures.pendingTickets) },
    statsChanges: {
      pending: { today: n(figures.pendingToday) },
      approved: { week: n(figures.approvedWeek) },
      rejected: { today: n(figures.rejectedToday) },
    },
    recentActivity: activity.map((entry) => ({
      id: String(entry.id),
      user: entry.actorName,
      avatar: entry.actorAvatar,
      action: entry.details,
      actionType: entry.actionType,
      target: entry.target,
      time: new Date(entry.createdAt).toISOString(),
    })),
    applicationsByDay: new Map(Object.entries(perDay).map(([day, total]) => [day, Number(total)])),
    extras: Object.fromEntries(extras.map((name) => [name, row?.[name]])),
  };
}
