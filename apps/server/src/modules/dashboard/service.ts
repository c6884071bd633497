import type { Dashboard } from '@panel/contract/api/dashboard';
import { desc, sql } from 'drizzle-orm';
import { pingDatabase, queryRows, type Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { readBotStatus } from '../../discord/gateway-status';
import { uptimePercent } from '../system';

const chartDays = 14;

interface CountsRow {
  pending: string | number;
  approved: string | number;
  rejected: string | number;
  pending_today: string | number;
  approved_week: string | number;
  rejected_today: string | number;
}

/** Whitelist figures, "today" being the current UTC day. */
async function whitelistCounts(db: Database) {
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

async function applicationsPerDay(db: Database): Promise<Dashboard['applicationsPerDay']> {
  const rows = await queryRows<{ day: string; total: string | number }>(
    db,
    sql`select to_char(date_trunc('day', created_at at time zone 'utc'), 'YYYY-MM-DD') as day,
          count(*) as total
        from applications
        where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc' - interval '${sql.raw(String(chartDays - 1))} days'
        group by 1`,
  );
  const byDay = new Map(rows.map((row) => [row.day, Number(row.total)]));
  const today = new Date();
  return Array.from({ length: chartDays }, (_, index) => {
    const day = new Date(
      Date.UTC(
        today.getUTCFullYear(),
        today.getUTCMonth(),
        today.getUTCDate() - (chartDays - 1 - index),
      ),
    );
    const date = day.toISOString().slice(0, 10);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

export async function buildDashboard(db: Database): Promise<Dashboard> {
  const [counts, activity, perDay, api, uptime, bot] = await Promise.all([
    whitelistCounts(db),
    db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(8),
    applicationsPerDay(db),
    pingDatabase(db),
    uptimePercent(db),
    readBotStatus(db),
  ]);
  return {
    ...counts,
    recentActivity: activity.map((entry) => ({
      id: String(entry.id),
      user: entry.actorName,
      avatar: entry.actorAvatar,
      action: entry.details,
      actionType: entry.actionType,
      target: entry.target,
      time: entry.createdAt.toISOString(),
    })),
    status: {
      bot: bot.online ? 'online' : 'offline',
      botLatencyMs: bot.pingMs,
      botConnectedAt: bot.connectedAt?.toISOString() ?? null,
      api,
      uptime,
    },
    applicationsPerDay: perDay,
  };
}
