import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { rollupDayOf } from '../db/rollups/days';
import { analyticsDays } from '../db/schema/analytics';
import { gameServers } from '../db/schema/game-servers';
import { demoGameServerName } from './demo-game';
import { saoPauloAt } from './demo-team-shifts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The share of the evening's crowd online at each São Paulo hour: quiet at dawn, full at 21:00. */
const hourShare = [
  0.55, 0.4, 0.28, 0.18, 0.12, 0.1, 0.1, 0.12, 0.16, 0.22, 0.28, 0.33, 0.38, 0.4, 0.42, 0.45, 0.5,
  0.56, 0.66, 0.8, 0.92, 1, 0.96, 0.78,
];

/** The evening's crowd on each weekday, Sunday first: Friday to Sunday fill the city. */
const weekdayCrowd = [54, 34, 32, 35, 38, 50, 62];

/**
 * The demo game server's peak of players online on each day since it was connected, as the players
 * report's trigger keeps it (`game.peak`, keyed by the server, migration 0053): the most reported
 * in the hours it was up, evenings fuller than mornings and weekends fuller than weekdays; today
 * up to its last call.
 *
 * The only place the demo writes a rollup's values itself: every other figure of "Comunidade" is
 * folded by the triggers from the rows the demo inserts (the joins it re-dates move their facts
 * with the migration's own functions, `demo-game-times.ts`). No table keeps the players reports
 * (the server holds only its latest count), so there is no history to insert, and a rebuild keeps
 * these rows as they are (docs/decisions/2026-12-05-community-analytics.md).
 */
export async function seedPlayerPeaks(
  tx: Transaction,
  now: Date,
  random: () => number,
): Promise<void> {
  const [server] = await tx
    .select()
    .from(gameServers)
    .where(eq(gameServers.name, demoGameServerName));
  if (!server) return;
  const lastCall = server.lastSeenAt ?? now;
  const rows: (typeof analyticsDays.$inferInsert)[] = [];
  const firstDaysAgo = Math.ceil((now.getTime() - server.createdAt.getTime()) / dayMs);
  for (let daysAgo = firstDaysAgo; daysAgo >= 0; daysAgo -= 1) {
    const day = rollupDayOf(saoPauloAt(now, daysAgo, 12));
    const crowd = weekdayCrowd[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? 40;
    let peak = 0;
    for (const [hour, share] of hourShare.entries()) {
      // Every hour draws its number, reported or not: the days do not depend on the seed's hour.
      const players = Math.round(crowd * share * (0.85 + 0.3 * random()));
      const at = saoPauloAt(now, daysAgo, hour);
      const reported = at.getTime() + hourMs > server.createdAt.getTime() && at <= lastCall;
      if (reported) peak = Math.max(peak, players);
    }
    if (peak > 0) rows.push({ metric: 'game.peak', day, key: String(server.id), value: peak });
  }
  if (rows.length === 0) return;
  // As the trigger does: a day's peak is the most reported, never lowered.
  await tx
    .insert(analyticsDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [analyticsDays.metric, analyticsDays.day, analyticsDays.key],
      set: { value: sql`greatest(${analyticsDays.value}, excluded.value)` },
    });
}
