import type { CallRanking, MyCallTime, RankingUser } from '@panel/contract/api/calls';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds, signIn } from '../../../test/sign-in';
import { voiceDaily, voiceRecentWindow, voiceTotals } from '../../db/schema/calls';
import { rollUpVoice } from './tracking/reconcile';
import { discordMembers, discordVoiceStates } from '../../db/schema/discord';
import { rankingCountCap } from './repository/ranking';
import { callRanking, myCallTime } from './service/ranking';

/**
 * The whole ranking of a period, a page at a time, and the member's own time, from totals
 * written here in place of the demo's (the app has no gateway: no rollup adds to them meanwhile).
 */

const s = useTestApp({ signIn: ['administrador'] });
const ana = demoIds.administrador;
const m1 = '770000000000000001';
const m2 = '770000000000000002';
const m3 = '770000000000000003';
const m4 = '770000000000000004';
const m5 = '770000000000000005';

/** A day in America/Sao_Paulo (UTC-3 all year) `ago` days before today. */
const spDay = (ago: number) =>
  new Date(Date.now() - 3 * 3_600_000 - ago * 86_400_000).toISOString().slice(0, 10);

const rankingAnswer = async (query: string) => {
  const response = await s.call('callRanking', s.as.administrador, { query });
  expect(response.statusCode).toBe(200);
  return response;
};
const ranking = async (query: string) => (await rankingAnswer(query)).json<CallRanking>();
const places = (result: CallRanking | { items: RankingUser[] }) =>
  ('data' in result ? result.data : result.items).map((row) => [
    row.discordId,
    row.rank,
    row.totalSeconds,
  ]);

beforeAll(async () => {
  const db = s.t.database.db;
  await db.delete(voiceDaily);
  await db.delete(voiceTotals);
  await db.insert(discordMembers).values([
    { userId: m1, username: 'primeiro', globalName: 'Primeiro Membro', nick: 'Primeirão' },
    { userId: m2, username: 'segundo', globalName: 'Segundo Membro' },
    { userId: m3, username: 'terceiro' },
  ]);
  await db.insert(discordVoiceStates).values({ userId: m2, channelId: '300000000000000222' });
  await db.insert(voiceDaily).values([
    { userId: m1, day: spDay(0), seconds: 3000 },
    { userId: m2, day: spDay(0), seconds: 3000 },
    { userId: m3, day: spDay(0), seconds: 1000 },
    // AFK time only: no place in the ranking.
    { userId: m4, day: spDay(0), seconds: 0, countedSeconds: 500 },
    { userId: m3, day: spDay(1), seconds: 9000 },
    { userId: m5, day: spDay(6), seconds: 2000 },
    { userId: m5, day: spDay(7), seconds: 50_000 },
    { userId: m4, day: spDay(29), seconds: 20_000 },
    { userId: m1, day: spDay(30), seconds: 90_000 },
    { userId: ana, day: spDay(0), seconds: 600 },
    { userId: ana, day: spDay(3), seconds: 1200 },
    { userId: ana, day: spDay(20), seconds: 1800 },
    { userId: ana, day: spDay(40), seconds: 5000 },
  ]);
  await db.insert(voiceTotals).values([
    { userId: m1, seconds: 96_000 },
    { userId: m5, seconds: 52_000 },
    { userId: m4, seconds: 0, countedSeconds: 100 },
  ]);
});

describe('GET /api/calls/ranking', () => {
  it('ranks today by time, tied members sharing a place, with names and who is in voice', async () => {
    const today = await ranking('period=today');
    expect(today.period).toBe('today');
    expect(places(today)).toEqual([
      [m1, 1, 3000],
      [m2, 1, 3000],
      [m3, 3, 1000],
      [ana, 4, 600],
    ]);
    expect(today.data[0]).toMatchObject({ id: m1, username: 'Primeirão', isConnected: false });
    expect(today.data[1]).toMatchObject({ username: 'Segundo Membro', isConnected: true });
    expect(today.data[2]?.username).toBe('terceiro');
    expect(today.data[3]?.username).toBeNull();
    expect(places(await ranking('period=today&limit=2'))).toEqual([
      [m1, 1, 3000],
      [m2, 1, 3000],
    ]);
  });

  it('adds up the last 7 and 30 days, today included', async () => {
    expect(places(await ranking('period=week'))).toEqual([
      [m3, 1, 10_000],
      [m1, 2, 3000],
      [m2, 2, 3000],
      [m5, 4, 2000],
      [ana, 5, 1800],
    ]);
    expect(places(await ranking('period=month&limit=3'))).toEqual([
      [m5, 1, 52_000],
      [m4, 2, 20_000],
      [m3, 3, 10_000],
    ]);
  });

  it('reads all time from the totals, the default period', async () => {
    const all = await ranking('');
    expect(all.period).toBe('all');
    expect(places(all)).toEqual([
      [m1, 1, 96_000],
      [m5, 2, 52_000],
    ]);
    const invalid = await s.call('callRanking', s.as.administrador, { query: { period: 'year' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: expect.stringContaining('Período') });
  });

  it("pages through the whole ranking, places and the first place's time carried over", async () => {
    const first = await rankingAnswer('period=today&limit=2');
    expect(first.headers['x-total-count']).toBe('4');
    expect(first.json<CallRanking>()).toMatchObject({
      total: 4,
      period: 'today',
      topSeconds: 3000,
    });
    // m2 ties m1, who is on the page before: the same place.
    expect(places(await ranking('period=today&limit=1&page=2'))).toEqual([[m2, 1, 3000]]);
    const second = await ranking('period=today&limit=2&page=2');
    expect(places(second)).toEqual([
      [m3, 3, 1000],
      [ana, 4, 600],
    ]);
    expect(second.topSeconds).toBe(3000);
    // Past the end: no one, still counted.
    const past = await rankingAnswer('period=today&limit=2&page=3');
    expect(past.json<CallRanking>().data).toEqual([]);
    expect(past.headers['x-total-count']).toBe('4');
    // The days added up (no current 7-day sums yet): the same places across pages.
    expect(places(await ranking('period=week&limit=2&page=2'))).toEqual([
      [m2, 2, 3000],
      [m5, 4, 2000],
    ]);
    expect(places(await ranking('period=week&limit=2&page=3'))).toEqual([[ana, 5, 1800]]);
    const invalid = await s.call('callRanking', s.as.administrador, {
      query: { page: '0', limit: '500' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('counts the members with time up to a cap past the page, the rest still reachable', async () => {
    const db = s.t.database.db;
    const day = '2031-05-20';
    const members = rankingCountCap + 5;
    // Every second member ties the one before.
    await db.execute(sql`insert into voice_daily (user_id, day, seconds)
      select (880000000000000000 + g)::text, ${day}::date, 100000 - (g / 2) * 10
      from generate_series(0, ${members - 1}) as g`);
    const noonThatDay = new Date(`${day}T15:00:00Z`);
    const first = await callRanking(db, { period: 'today', page: 1, limit: 10 }, noonThatDay);
    expect(first).toMatchObject({ total: rankingCountCap, capped: true });
    expect(first.extra).toEqual({ period: 'today', topSeconds: 100_000 });
    const deep = await callRanking(db, { period: 'today', page: 51, limit: 20 }, noonThatDay);
    expect(deep).toMatchObject({ total: members, capped: false });
    // Places 1001 to 1005: members 1000 to 1004, by pairs.
    expect(deep.items.map((row) => [row.discordId, row.rank])).toEqual([
      ['880000000000001000', 1001],
      ['880000000000001001', 1001],
      ['880000000000001002', 1003],
      ['880000000000001003', 1003],
      ['880000000000001004', 1005],
    ]);
    const tieAcross = await callRanking(db, { period: 'today', page: 2, limit: 3 }, noonThatDay);
    expect(tieAcross.items.map((row) => row.rank)).toEqual([3, 5, 5]);
    await db.delete(voiceDaily).where(eq(voiceDaily.day, day));
  });

  it("takes today's date in São Paulo, not in UTC", async () => {
    const db = s.t.database.db;
    const x = '770000000000000090';
    await db.insert(voiceDaily).values([
      { userId: x, day: '2031-03-09', seconds: 111 },
      { userId: x, day: '2031-03-10', seconds: 222 },
      { userId: x, day: '2031-03-03', seconds: 333 },
    ]);
    // 23:30 of the 9th in São Paulo is already the 10th in UTC.
    const lateOn9th = new Date('2031-03-10T02:30:00Z');
    const first = { page: 1, limit: 5 };
    const today = await callRanking(db, { period: 'today', ...first }, lateOn9th);
    expect(places(today)).toEqual([[x, 1, 111]]);
    const week = await callRanking(db, { period: 'week', ...first }, lateOn9th);
    expect(places(week)).toEqual([[x, 1, 444]]);
    // Midnight of the 10th: the 3rd falls out of the 7 days.
    const midnight = new Date('2031-03-10T03:00:00Z');
    expect(places(await callRanking(db, { period: 'today', ...first }, midnight))).toEqual([
      [x, 1, 222],
    ]);
    expect(places(await callRanking(db, { period: 'week', ...first }, midnight))).toEqual([
      [x, 1, 333],
    ]);
  });
});

describe('GET /api/me/calls', () => {
  it("gives the member's own time and place in the 30-day ranking", async () => {
    const response = await s.call('myCallTime', s.as.administrador);
    expect(response.statusCode).toBe(200);
    // 30 days: m5 (52000), m4 (20000) and m3 (10000) have more than Ana's 3600.
    expect(response.json<MyCallTime>()).toEqual({
      todaySeconds: 600,
      weekSeconds: 1800,
      monthSeconds: 3600,
      monthRank: 4,
      isConnected: false,
    });
    await s.t.database.db
      .insert(discordVoiceStates)
      .values({ userId: ana, channelId: '300000000000000224' });
    expect((await myCallTime(s.t.database.db, ana)).isConnected).toBe(true);
    await s.t.database.db.delete(discordVoiceStates).where(eq(discordVoiceStates.userId, ana));
  });

  it('gives a member without time zeros and no place', async () => {
    const membro = await signIn(s.t.app, demoIds.membro);
    const response = await s.call('myCallTime', membro);
    expect(response.json<MyCallTime>()).toEqual({
      todaySeconds: 0,
      weekSeconds: 0,
      monthSeconds: 0,
      monthRank: null,
      isConnected: false,
    });
  });
});

// Last: the rollup makes the 7- and 30-day sums current for the rest of the file.
describe('the sums the rollup keeps', () => {
  it('answers the same from the 7- and 30-day sums the rollup keeps', async () => {
    const queries = [
      'period=week',
      'period=month&limit=3',
      'period=week&limit=2&page=2',
      'period=month&limit=2&page=3',
    ];
    const before = await Promise.all(queries.map(ranking));
    await rollUpVoice(s.t.database.db, new Date()); // first rollup of the day: sums computed
    const [window] = await s.t.database.db.select().from(voiceRecentWindow);
    expect(window).toBeDefined();
    for (const [index, query] of queries.entries()) {
      expect(await ranking(query)).toEqual(before[index]);
    }
  });
});
