import type { CommunityAnalytics } from '@panel/contract/api/analytics';
import { gameJoinReasons, type GameJoinReason } from '@panel/contract/api/game-servers';
import { emptyHistogram, histogramPercentile } from '../../../db/rollups/histogram';
import type { DailyMetric, KeyedMetric } from '../repository/series';

/** The period's rows as the sections read them. */
export interface PeriodRows {
  days: readonly string[];
  daily: { metric: DailyMetric; day: string; value: number }[];
  keyed: { metric: KeyedMetric; key: string; value: number }[];
  hours: { weekday: number; hour: number; seconds: number }[];
  channels: { channel_id: string; name: string | null; seconds: number }[];
  products: { product_id: string; name: string | null; sold: number; points: number }[];
  servers: { id: string; name: string }[];
  peaks: { server_id: string; day: string; value: number }[];
}

const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** One value per day of the period for each per-day metric, 0 where none. */
export function dailySeries(rows: PeriodRows): (metric: DailyMetric) => number[] {
  const index = new Map(rows.days.map((day, i) => [day, i]));
  const series = new Map<DailyMetric, number[]>();
  for (const { metric, day, value } of rows.daily) {
    const at = index.get(day);
    if (at === undefined) continue;
    let values = series.get(metric);
    if (!values) series.set(metric, (values = rows.days.map(() => 0)));
    values[at] = value;
  }
  return (metric) => series.get(metric) ?? rows.days.map(() => 0);
}

/** The period's total of a keyed metric for one key, or per key. */
function keyedTotals(rows: PeriodRows, metric: KeyedMetric): Map<string, number> {
  return new Map(
    rows.keyed.filter((row) => row.metric === metric).map((row) => [row.key, row.value]),
  );
}

export function applicationsSection(
  rows: PeriodRows,
  series: (metric: DailyMetric) => number[],
): CommunityAnalytics['applications'] {
  const histogram = emptyHistogram();
  for (const [bucket, count] of keyedTotals(rows, 'applications.wait')) {
    const at = Number(bucket) - 1;
    if (at >= 0 && at < histogram.length) histogram[at] = count;
  }
  const median = histogramPercentile(histogram, 0.5);
  return {
    submitted: series('applications.submitted'),
    approved: series('applications.approved'),
    rejected: series('applications.rejected'),
    funnel: {
      submitted: keyedTotals(rows, 'applications.submitted').get('whitelist') ?? 0,
      approved: keyedTotals(rows, 'funnel.approved').get('') ?? 0,
      joined: keyedTotals(rows, 'funnel.joined').get('') ?? 0,
    },
    medianWaitHours: median === null ? null : Math.round((median / 3600) * 100) / 100,
  };
}

export function voiceSection(
  rows: PeriodRows,
  series: (metric: DailyMetric) => number[],
): CommunityAnalytics['voice'] {
  const heatmap = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  for (const { weekday, hour, seconds } of rows.hours) {
    const line = heatmap[weekday];
    if (line && hour >= 0 && hour < 24) line[hour] = minutesOf(seconds);
  }
  return {
    minutes: series('voice.seconds').map(minutesOf),
    heatmap,
    topChannels: rows.channels.map((channel) => ({
      channelId: channel.channel_id,
      name: channel.name,
      minutes: minutesOf(channel.seconds),
    })),
  };
}

export function storeSection(
  rows: PeriodRows,
  series: (metric: DailyMetric) => number[],
): CommunityAnalytics['store'] {
  return {
    earned: series('store.earned'),
    spent: series('store.spent'),
    refunds: series('store.refunds'),
    topProducts: rows.products.map((product) => ({
      productId: product.product_id,
      name: product.name ?? `Produto ${product.product_id}`,
      sold: product.sold,
      points: product.points,
    })),
  };
}

const isReason = (key: string): key is GameJoinReason =>
  (gameJoinReasons as readonly string[]).includes(key);

export function gameSection(
  rows: PeriodRows,
  series: (metric: DailyMetric) => number[],
): CommunityAnalytics['game'] {
  const allowed = keyedTotals(rows, 'game.allowed');
  const refused = keyedTotals(rows, 'game.refused');
  const index = new Map(rows.days.map((day, i) => [day, i]));
  const peaks = new Map<string, number[]>();
  for (const { server_id, day, value } of rows.peaks) {
    const at = index.get(day);
    if (at === undefined) continue;
    let values = peaks.get(server_id);
    if (!values) peaks.set(server_id, (values = rows.days.map(() => 0)));
    values[at] = value;
  }
  return {
    allowed: series('game.allowed'),
    refused: series('game.refused'),
    servers: rows.servers.map((server) => ({
      serverId: server.id,
      name: server.name,
      allowed: allowed.get(server.id) ?? 0,
      refused: refused.get(server.id) ?? 0,
      peakPlayers: peaks.get(server.id) ?? rows.days.map(() => 0),
    })),
    refusalReasons: [...keyedTotals(rows, 'game.refusal')]
      .flatMap(([reason, count]) => (isReason(reason) && count > 0 ? [{ reason, count }] : []))
      .sort(
        (a, b) =>
          b.count - a.count ||
          gameJoinReasons.indexOf(a.reason) - gameJoinReasons.indexOf(b.reason),
      ),
  };
}
