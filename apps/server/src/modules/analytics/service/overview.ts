import type { AnalyticsQuery, CommunityAnalytics } from '@panel/contract/api/analytics';
import type { Executor } from '../../../db/client';
import { eachDay } from '../../../db/rollups/days';
import {
  findBlacklistMonths,
  findDailyValues,
  findGameServers,
  findKeyedTotals,
  findPlayerPeaks,
  findTopChannels,
  findTopProducts,
  findVoiceHours,
} from '../repository/series';
import { blacklistMonths, resolvePeriod } from './period';
import {
  applicationsSection,
  dailySeries,
  gameSection,
  storeSection,
  voiceSection,
} from './sections';

export interface AnalyticsOptions {
  now?: Date;
}

/** The page's top lists: the ten channels and the ten products. */
const topLength = 10;

/**
 * "Comunidade" (docs/decisions/2026-12-05-community-analytics.md): every series of the period,
 * read from the per-day rollups of migration 0053 (the period's rows and no more), and the
 * blacklist's twelve months up to the period's last.
 */
export async function readCommunityAnalytics(
  db: Executor,
  query: AnalyticsQuery,
  options: AnalyticsOptions = {},
): Promise<CommunityAnalytics> {
  const period = resolvePeriod(query, options.now ?? new Date());
  const range = { from: period.from, to: period.to };
  const year = blacklistMonths(period.to);
  // Independent reads: on PostgreSQL each takes a connection of its own.
  const [daily, keyed, hours, channels, products, servers, peaks, blacklist] = await Promise.all([
    findDailyValues(db, range),
    findKeyedTotals(db, range),
    findVoiceHours(db, range),
    findTopChannels(db, range, topLength),
    findTopProducts(db, range, topLength),
    findGameServers(db),
    findPlayerPeaks(db, range),
    findBlacklistMonths(db, year),
  ]);
  const rows = {
    days: eachDay(period.from, period.to),
    daily,
    keyed,
    hours,
    channels,
    products,
    servers,
    peaks,
  };
  const series = dailySeries(rows);
  const monthly = (metric: 'blacklist.added' | 'blacklist.lifted') => {
    const values = new Map(
      blacklist.filter((row) => row.metric === metric).map((row) => [row.month, row.value]),
    );
    return year.months.map((month) => values.get(month) ?? 0);
  };
  return {
    period,
    days: rows.days,
    applications: applicationsSection(rows, series),
    voice: voiceSection(rows, series),
    store: storeSection(rows, series),
    game: gameSection(rows, series),
    blacklist: {
      months: year.months,
      added: monthly('blacklist.added'),
      lifted: monthly('blacklist.lifted'),
    },
  };
}
