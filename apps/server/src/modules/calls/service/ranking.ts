import type { CallPeriod, CallRanking, MyCallTime } from '@panel/contract/api/calls';
import type { Executor } from '../../../db/client';
import { findVoiceMember } from '../repository/connected';
import { countMembersAbove, findMemberSeconds, findRanking } from '../repository/ranking';
import { recentWindowIsCurrent } from '../repository/segments';
import { lastDays, periodRange } from './period';

/**
 * The members with most time in voice outside the AFK channel over the period, from the
 * totals (time in open segments arrives with the minute's rollup).
 */
export async function callRanking(
  db: Executor,
  query: { period: CallPeriod; limit: number },
  now = new Date(),
): Promise<CallRanking> {
  const recent =
    (query.period === 'week' || query.period === 'month') && (await recentWindowIsCurrent(db, now))
      ? query.period
      : undefined;
  const rows = await findRanking(db, periodRange(query.period, now), query.limit, recent);
  return {
    period: query.period,
    data: rows.map((row) => ({
      id: row.userId,
      discordId: row.userId,
      username: row.name,
      avatarUrl: row.avatarUrl,
      rank: row.rank,
      totalSeconds: row.seconds,
      isConnected: row.isConnected,
    })),
  };
}

/** The member's own time (today, 7 and 30 days) and place in the 30-day ranking. */
export async function myCallTime(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<MyCallTime> {
  const month = lastDays(now, 30);
  const [seconds, voice] = await Promise.all([
    findMemberSeconds(db, userId, { today: lastDays(now, 1), week: lastDays(now, 7), month }),
    findVoiceMember(db, userId),
  ]);
  const recent = (await recentWindowIsCurrent(db, now)) ? 'month' : undefined;
  const monthRank =
    seconds.month > 0 ? (await countMembersAbove(db, month, seconds.month, recent)) + 1 : null;
  return {
    todaySeconds: seconds.today,
    weekSeconds: seconds.week,
    monthSeconds: seconds.month,
    monthRank,
    isConnected: voice !== null,
  };
}
