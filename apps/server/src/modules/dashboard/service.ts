import { dashboardChartDays as chartDays, type Dashboard } from '@panel/contract/api/dashboard';
import type { Database } from '../../db/client';
import { figuresReader } from '../../db/figures';
import { botStatusFigure } from '../../discord/gateway-status';
import { applicationFigures } from '../applications';
import { recentActivityFigure } from '../audit';
import { fullCategoriesFigure } from '../bot-settings';
import { recentFailuresFigure } from '../deliveries';
import { backupStatusFigure, probeSummaryFigure, uptimeOf } from '../system';
import { pendingTicketsFigure } from '../tickets';

/**
 * Every figure of the dashboard, each defined (and its SQL kept) by the area that owns it, read
 * by one statement planned once per connection: planning it cost more than running it.
 */
const readFigures = figuresReader('dashboard_snapshot', {
  applications: applicationFigures,
  pendingTickets: pendingTicketsFigure,
  activity: recentActivityFigure,
  probes: probeSummaryFigure,
  bot: botStatusFigure,
  failures: recentFailuresFigure,
  fullCategories: fullCategoriesFigure,
  backups: backupStatusFigure,
});

/** The last `chartDays` UTC days, oldest first, each with its count (0 for a quiet day). */
function applicationsPerDay(byDay: Map<string, number>): Dashboard['applicationsPerDay'] {
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

/**
 * `sees.deliveries`: whoever may open the bot settings hears of failed Discord deliveries and
 * of ticket categories near Discord's limit; `sees.backups`: whoever may see the configuration,
 * of the backups.
 * Everything is read by one statement; the API latency shown is how long it took
 * (docs/decisions/2026-11-28-schema-areas-and-dashboard.md).
 */
export async function buildDashboard(
  db: Database,
  sees: { deliveries: boolean; backups: boolean },
): Promise<Dashboard> {
  const started = performance.now();
  const { applications, pendingTickets, activity, probes, bot, failures, fullCategories, backups } =
    await readFigures(db);
  const api = Math.round((performance.now() - started) * 100) / 100;
  const { pendingToday, approvedWeek, rejectedToday } = applications.whitelistChanges;
  return {
    stats: applications.totals.whitelist,
    insertions: applications.totals.insertion,
    tickets: { pending: pendingTickets },
    statsChanges: {
      pending: { today: pendingToday },
      approved: { week: approvedWeek },
      rejected: { today: rejectedToday },
    },
    recentActivity: activity.map((entry) => ({
      id: entry.id,
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
      uptime: uptimeOf(probes),
    },
    failedDeliveries: sees.deliveries ? failures : null,
    fullCategories: sees.deliveries ? fullCategories : null,
    backups: sees.backups ? backups : null,
    applicationsPerDay: applicationsPerDay(applications.receivedByDay),
  };
}
