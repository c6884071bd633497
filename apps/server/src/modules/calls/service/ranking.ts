import type { CallPeriod, CallRanking, MyCallTime, RankingUser } from '@panel/contract/api/calls';
import type { ListPageOf } from '@panel/contract/api/paged-list';
import type { Executor } from '../../../db/client';
import { listReader, type ListQuery } from '../../../db/list-page';
import { findVoiceMember } from '../repository/connected';
import {
  countMembersAbove,
  findMemberSeconds,
  findRankingPage,
  type RankingRow,
} from '../repository/ranking';
import { recentWindowIsCurrent } from '../repository/segments';
import { lastDays, periodRange } from './period';

type RankingQuery = ListQuery & { period: CallPeriod; now: Date };

/**
 * The whole ranking of the period, a page at a time, from the totals (time in open segments
 * arrives with the minute's rollup). Its count stops at `rankingCountCap` past the page.
 */
const readRanking = listReader({
  name: 'calls-ranking',
  read: async (db, { period, now }: RankingQuery, range) => {
    const recent =
      (period === 'week' || period === 'month') && (await recentWindowIsCurrent(db, now))
        ? period
        : undefined;
    return findRankingPage(db, periodRange(period, now), range, recent);
  },
  present: (row: RankingRow): RankingUser => ({
    id: row.userId,
    discordId: row.userId,
    username: row.name,
    avatarUrl: row.avatarUrl,
    rank: row.rank,
    totalSeconds: row.seconds,
    isConnected: row.isConnected,
  }),
});

/**
 * The members with time in voice outside the AFK channel over the period, most first, a page
 * at a time (docs/decisions/2026-12-04-calls-table-and-ranking.md).
 */
export async function callRanking(
  db: Executor,
  query: { period: CallPeriod; page: number; limit: number },
  now = new Date(),
): Promise<ListPageOf<CallRanking>> {
  const page = await readRanking(db, { ...query, now });
  return { ...page, extra: { period: query.period, topSeconds: page.extra.topSeconds } };
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
