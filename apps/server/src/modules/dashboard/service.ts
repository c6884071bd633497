import { dashboardChartDays as chartDays, type Dashboard } from '@panel/contract/api/dashboard';
import type { Database } from '../../db/client';
import { botStatusSql, toBotStatus } from '../../discord/gateway-status';
import type { CategoryFill } from '@panel/contract/api/discord-limits';
import { fullCategoriesSql } from '../bot-settings';
import { recentFailuresSql } from '../deliveries';
import { probeSummarySql, toProbeSummary, uptimeOf } from '../system';
import { dashboardSnapshot } from './repository';

const readSnapshot = dashboardSnapshot({
  activity: 8,
  days: chartDays,
  extras: {
    probes: probeSummarySql,
    bot: botStatusSql,
    failures: recentFailuresSql,
    fullCategories: fullCategoriesSql,
  },
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
 * `seesDeliveries`: whoever may open the bot settings hears of failed Discord deliveries and
 * of ticket categories near Discord's limit.
 * Everything is read by one statement; the API latency shown is how long it took.
 */
export async function buildDashboard(db: Database, seesDeliveries: boolean): Promise<Dashboard> {
  const started = performance.now();
  const snapshot = await readSnapshot(db);
  const api = Math.round((performance.now() - started) * 100) / 100;
  const bot = toBotStatus(snapshot.extras.bot);
  return {
    stats: snapshot.stats,
    insertions: snapshot.insertions,
    tickets: snapshot.tickets,
    statsChanges: snapshot.statsChanges,
    recentActivity: snapshot.recentActivity,
    status: {
      bot: bot.online ? 'online' : 'offline',
      botLatencyMs: bot.pingMs,
      botConnectedAt: bot.connectedAt?.toISOString() ?? null,
      api,
      uptime: uptimeOf(toProbeSummary(snapshot.extras.probes)),
    },
    failedDeliveries: seesDeliveries ? Number(snapshot.extras.failures ?? 0) : null,
    fullCategories: seesDeliveries
      ? ((snapshot.extras.fullCategories as CategoryFill[] | null) ?? [])
      : null,
    applicationsPerDay: applicationsPerDay(snapshot.applicationsByDay),
  };
}
