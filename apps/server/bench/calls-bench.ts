// Calls at scale, on PostgreSQL: seeds 100k members with 5M voice segments over a year (and
// their per-day and all-time totals) and 2,000 members in voice, then prints p50/p95 of the
// ranking for each period (its first page, and deep ones) and of the connected list (over HTTP
// inject, session included); then measures ingestion: voice events made on the local Discord,
// sent over its gateway to the logged-in bot, written to the catalog and reconciled into
// segments, in events per second.
// Run: npm run bench:calls (starts a throwaway PostgreSQL). BENCH_SEGMENTS and BENCH_MEMBERS
// change the scale.
import { sql } from 'drizzle-orm';
import { setup } from '../test/global-setup';
import { demoIds, signIn } from '../test/sign-in';
import { createTestApp } from '../test/test-app';
import { queryRows } from '../src/db/client';
import { communityId } from '@panel/discord-local/community';
import { findRankingPage } from '../src/modules/calls/repository/ranking';
import { lastDays } from '../src/modules/calls/service/period';
import { measure, printTable } from './measure';

if (!process.env.TEST_DATABASE_URL) {
  console.error('Run through scripts/with-postgres.mjs (npm run bench:calls).');
  process.exit(1);
}
const members = Number(process.env.BENCH_MEMBERS ?? 100_000);
const segments = Number(process.env.BENCH_SEGMENTS ?? 5_000_000);
const inVoice = 2_000;
const firstMember = 500000000000000000n;
const channels = [221, 222, 223, 224, 225, 226].map(communityId);
const channelArray = sql.raw(`array[${channels.map((id) => `'${id}'`).join(',')}]`);

await setup();
const t = await createTestApp({ seed: true, gateway: true });
const db = t.database.db;
const started = performance.now();
await db.execute(sql`
  insert into discord_members (user_id, username, global_name, role_ids)
  select (${String(firstMember)}::bigint + g)::text, 'membro' || g, 'Membro ' || g, '{}'
  from generate_series(1, ${members}) as g`);
// Segments of 5 to 185 minutes, one member after another, over the last 365 days.
await db.execute(sql`
  insert into voice_segments (user_id, channel_id, session_started_at, started_at, ended_at,
    last_seen_at, credited_until, afk, counted, end_reason)
  select (${String(firstMember)}::bigint + 1 + g % ${members})::text,
    (${channelArray})[1 + g % 6],
    s.at, s.at, s.at + s.len, s.at + s.len, s.at + s.len, false, g % 4 <> 0, 'leave'
  from generate_series(1, ${segments}) as g,
    lateral (select now() - ((g::bigint * 7919) % (365 * 86400)) * interval '1 second'
               - interval '4 hours' as at,
             (5 + g % 181) * interval '1 minute' as len) as s`);
await db.execute(sql`
  insert into voice_daily (user_id, day, seconds, counted_seconds)
  select user_id, (started_at at time zone 'America/Sao_Paulo')::date,
    sum(extract(epoch from ended_at - started_at))::int,
    sum(case when counted then extract(epoch from ended_at - started_at) else 0 end)::int
  from voice_segments where ended_at is not null and started_at > now() - interval '366 days'
  group by 1, 2
  on conflict (user_id, day) do nothing`);
await db.execute(sql`
  insert into voice_totals (user_id, seconds, counted_seconds)
  select user_id, sum(seconds), sum(counted_seconds) from voice_daily group by 1
  on conflict (user_id) do nothing`);
await db.execute(sql`
  insert into discord_voice_states (user_id, channel_id)
  select (${String(firstMember)}::bigint + g)::text, (${channelArray})[1 + g % 6]
  from generate_series(1, ${inVoice}) as g on conflict do nothing`);
await db.execute(sql`analyze`);
const seedSeconds = Math.round((performance.now() - started) / 100) / 10;

const cookie = await signIn(t.app, demoIds.administrador);
const queries: Record<string, string> = {
  'ranking, hoje': '/api/calls/ranking?period=today',
  'ranking, 7 dias': '/api/calls/ranking?period=week',
  'ranking, 30 dias': '/api/calls/ranking?period=month',
  'ranking, desde sempre': '/api/calls/ranking?period=all',
  'ranking, 30 dias, página 100': '/api/calls/ranking?period=month&page=100',
  'ranking, desde sempre, página 100': '/api/calls/ranking?period=all&page=100',
  'ranking, desde sempre, página 5.000': '/api/calls/ranking?period=all&page=5000',
  'conectados, página 1': '/api/calls/connected?page=1',
  'conectados, página 300': '/api/calls/connected?page=300',
  'conectados, por canal': `/api/calls/connected?channelId=${channels[2] ?? ''}&page=2`,
  'minha conta (tempo em call)': '/api/me/calls',
};
const rows: Record<string, string | number>[] = [];
for (const [name, url] of Object.entries(queries)) {
  const { p50, p95 } = await measure(async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  });
  rows.push({ consulta: name, 'p50 (ms)': p50, 'p95 (ms)': p95 });
}
// The same two periods added up from the days, as before the 7- and 30-day sums were kept.
for (const [name, days] of [
  ['ranking, 7 dias (somando os dias)', 7],
  ['ranking, 30 dias (somando os dias)', 30],
] as const) {
  const range = lastDays(new Date(), days);
  const page = { offset: 0, limit: 10 };
  const { p50, p95 } = await measure(() => findRankingPage(db, range, page), 100, 20);
  rows.push({ consulta: name, 'p50 (ms)': p50, 'p95 (ms)': p95 });
}
printTable(rows);
console.log(`seed: ${members} membros, ${segments} segmentos em ${seedSeconds} s`);

// Ingestion, end to end: members of the local Discord join, move and leave voice channels.
const state = t.local.state;
const people = Array.from({ length: 500 }, (_, i) => String(600000000000000000n + BigInt(i)));
for (const id of people) state.addMember({ id, username: `ouvinte${id.slice(-3)}` });
await t.discord.port.catalogIdle();
const events = 6_000;
const ingestStarted = performance.now();
for (let i = 0; i < events; i++) {
  const id = people[i % people.length] ?? '';
  const hop = Math.floor(i / people.length);
  state.setVoiceChannel(id, hop % 4 === 3 ? null : (channels[(i + hop) % 5] ?? null));
  // Let the socket flush now and then, as a real burst would arrive.
  if (i % 200 === 199) await new Promise((resolve) => setImmediate(resolve));
}
const deadline = Date.now() + 120_000;
for (;;) {
  await t.discord.port.catalogIdle();
  const [row] = await queryRows<{ open: number; voice: number }>(
    db,
    sql`select (select count(*)::int from voice_segments where ended_at is null
               and user_id like '6000000000000%') as open,
             (select count(*)::int from discord_voice_states where user_id like '6000000000000%') as voice`,
  );
  const expected = people.filter((id) => state.voiceStates.has(id)).length;
  if (row && row.open === expected && row.voice === expected) break;
  if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(row)} vs ${expected}`);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const seconds = (performance.now() - ingestStarted) / 1000;
console.log(
  `ingestão: ${events} eventos de voz em ${seconds.toFixed(2)} s = ${Math.round(events / seconds)} eventos/s (gateway → catálogo → segmentos)`,
);
await t.close();
process.exit(0);
