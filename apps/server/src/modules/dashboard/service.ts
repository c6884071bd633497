import type { Dashboard } from '@panel/contract/api/dashboard';
import { pingDatabase, type Database } from '../../db/client';
import { readBotStatus } from '../../discord/gateway-status';
import { countRecentFailures } from '../deliveries';
import { uptimePercent } from '../system';
import { applicationsByDay, recentActivity, whitelistCounts } from './repository';

const chartDays = 14;

/** The last `chartDays` UTC days, oldest first, each with its count (0 for a quiet day). */
async function applicationsPerDay(db: Database): Promise<Dashboard['applicationsPerDay']> {
  const byDay = await applicationsByDay(db, chartDays);
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

/** `seesDeliveries`: whoever may open the bot settings hears of failed Discord deliveries. */
export async function buildDashboard(db: Database, seesDeliveries: boolean): Promise<Dashboard> {
  const [counts, activity, perDay, api, uptime, bot, failedDeliveries] = await Promise.all([
    whitelistCounts(db),
    recentActivity(db, 8),
    applicationsPerDay(db),
    pingDatabase(db),
    uptimePercent(db),
    readBotStatus(db),
    seesDeliveries ? countRecentFailures(db) : null,
  ]);
  return {
    ...counts,
    recentActivity: activity,
    status: {
      bot: bot.online ? 'online' : 'offline',
      botLatencyMs: bot.pingMs,
      botConnectedAt: bot.connectedAt?.toISOString() ?? null,
      api,
      uptime,
    },
    failedDeliveries,
    applicationsPerDay: perDay,
  };
}
