// The community's figures ("Comunidade") at a big community's scale, on PostgreSQL: over the
// last 365 days, 1,000,000 decisions (with their 1,000,000 submissions), 2,000,000 voice segments
// credited by the minute rollup's own statement (`rollUpVoice`, ten days at a time), 500,000
// game joins on 5 servers, 20,000 purchases (a twentieth refunded) and 10,000 grants, 20,000
// blacklist entries (a third lifted), 200 staff, written month by month so the triggers of
// migration 0053 fold them as they would a month of work; a peak of players per server and day.
// Then p50/p95 (over HTTP inject as the administrator, session and validation included) of the
// page for 7, 30, 90 and 366 days and of its CSV, and the time of `npm run analytics:rebuild`
// over the year. Targets: each answer's p95 ≤ 50 ms; the rebuild of a year ≤ 60 s.
// Run: npm run bench:analytics (starts a throwaway PostgreSQL). BENCH_SIZES=decisions (1000000):
// the other tables scale with it. BENCH_EXPLAIN=1 prints the plans of the 366-day page's
// statements and of a month of the rebuild's history, and stops.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { rebuildCommunityAnalytics } from '../src/modules/analytics';
import * as series from '../src/modules/analytics/repository/series';
import { rollUpVoice } from '../src/modules/calls';
import { explainStatements } from './measure';
import { runBench } from './run-bench';

const firstStaff = 500000000000000000n;
const firstMember = 600000000000000000n;
const firstChannel = 700000000000000000n;
const staffCount = 200;
const channels = 30;
const gameServerCount = 5;
const productCount = 40;

/** The rows of each table for `decisions` decisions. */
function scaleOf(decisions: number) {
  return {
    decisions,
    members: Math.max(1000, Math.floor(decisions / 10)),
    segments: decisions * 2,
    joins: Math.floor(decisions / 2),
    purchases: Math.floor(decisions / 50),
    grants: Math.floor(decisions / 100),
    blacklist: Math.floor(decisions / 50),
  };
}

/** Row `g` of `count` spread over the last 365 days, newest last. */
const spread = (count: number) =>
  sql`now() - interval '365 days' + (g::float8 / ${count}) * interval '365 days'`;

/** A wait from 1 minute to 10 days, log-uniform, picked by `g`. */
const wait = sql`(60 * power(14400, ((g::bigint * 7919) % 10000) / 10000.0)) * interval '1 second'`;

const memberOf = (members: number) =>
  sql`(${String(firstMember)}::bigint + 1 + (g::bigint * 7919) % ${members})::text`;

interface Slice {
  from: number;
  to: number;
  count: number;
}

const rowsOf = ({ from, to, count }: Slice) =>
  sql`generate_series(${from}::int, ${to}::int) as g, lateral (select ${spread(count)} as at) as d`;

async function seedPeople(db: Database, members: number): Promise<void> {
  await db.execute(sql`
    insert into users (id, username, display_name, role_name)
    select (${String(firstStaff)}::bigint + s)::text, 'equipe' || s, 'Equipe ' || s,
      case when s % 10 = 0 then 'suporte' else 'moderador' end
    from generate_series(1, ${staffCount}) as s`);
  await db.execute(sql`
    insert into users (id, username)
    select (${String(firstMember)}::bigint + g)::text, 'membro' || g
    from generate_series(1, ${members}) as g`);
  await db.execute(sql`
    insert into discord_channels (id, name, type)
    select (${String(firstChannel)}::bigint + c)::text, 'Sala ' || c, 2
    from generate_series(1, ${channels}) as c`);
  await db.execute(sql`
    insert into game_servers (name, key_hash, key_prefix, created_by_name)
    select 'Servidor ' || s, 'bench-' || s, 'prp_' || s, 'Equipe'
    from generate_series(1, ${gameServerCount}) as s`);
  await db.execute(sql`
    insert into store_products (name, description, category_id, images, price, delivery)
    select 'Produto ' || p, 'Um produto.', (select id from store_categories order by id limit 1),
      '[]'::jsonb, 50 + p * 10, 'manual'
    from generate_series(1, ${productCount}) as p`);
}

/** One month of decisions, joins, purchases, grants and blacklist entries: a statement each. */
async function seedMonth(db: Database, size: number, slice: (count: number) => Slice) {
  const scale = scaleOf(size);
  await db.execute(sql`
    insert into applications (form, user_id, username, role_name, status, created_at,
      decided_at, decided_by_id, decided_by_name, decided_via, answers)
    select case when g % 10 = 0 then 'insertion' else 'whitelist' end,
      ${memberOf(scale.members)}, 'membro' || g, case when g % 10 = 0 then 'developer' end,
      case when g % 4 = 0 then 'rejected' when g % 50 = 1 then 'revoked' else 'approved' end,
      d.at - ${wait}, d.at, (${String(firstStaff)}::bigint + 1 + g % ${staffCount})::text,
      'Equipe', 'panel', '[]'::jsonb
    from ${rowsOf(slice(scale.decisions))}`);
  await db.execute(sql`
    insert into game_joins (server_id, at, player_name, discord_id, outcome, reason, identifiers)
    select (select min(id) from game_servers) + g % ${gameServerCount}, d.at, 'Jogador',
      ${memberOf(scale.members)},
      case when g % 6 = 0 then 'refused' else 'allowed' end,
      case when g % 6 <> 0 then 'allowed' when g % 12 = 0 then 'no_whitelist'
        when g % 18 = 0 then 'blacklisted' else 'missing_role' end, '{}'
    from ${rowsOf(slice(scale.joins))}`);
  await db.execute(sql`
    with bought as (
      insert into store_purchases (user_id, product_id, product_name, price, delivery, state,
        idempotency_key, created_at, refunded_at, refunded_by_name)
      select ${memberOf(scale.members)}, p.id, p.name, p.price, 'manual',
        case when g % 20 = 0 then 'refunded' else 'delivered' end, 'bench-' || g, d.at,
        case when g % 20 = 0 then least(now(), d.at + interval '1 day') end,
        case when g % 20 = 0 then 'Equipe' end
      from ${rowsOf(slice(scale.purchases))},
        lateral (select * from store_products order by id offset g % ${productCount} limit 1) as p
      returning user_id, price, created_at
    )
    insert into points_ledger (user_id, kind, amount, reason, created_at)
    select user_id, 'purchase', -price, 'Resgate', created_at from bought`);
  await db.execute(sql`
    insert into points_ledger (user_id, kind, amount, reason, actor_id, actor_name, created_at)
    select ${memberOf(scale.members)}, 'grant', 10 + g % 200, 'Evento',
      (${String(firstStaff)}::bigint + 1 + g % ${staffCount})::text, 'Equipe', d.at
    from ${rowsOf(slice(scale.grants))}`);
  await db.execute(sql`
    insert into blacklist_entries (type, target, reason, added_by_id, added_by_name, created_at,
      removed_at, removed_by_name, lifted_by)
    select 'player', (800000000000000000 + g)::text, 'Cheat',
      (${String(firstStaff)}::bigint + 1 + g % ${staffCount})::text, 'Equipe', d.at,
      case when g % 3 = 0 then least(now(), d.at + interval '10 days') end,
      case when g % 3 = 0 then 'Sistema' end, case when g % 3 = 0 then 'expiry' end
    from ${rowsOf(slice(scale.blacklist))}`);
}

/**
 * Voice segments left and not yet credited, then the minute's rollup (its own statement and
 * trigger) credits them, a batch at a time: 10 minutes to 4 hours each, a twenty-fifth in AFK.
 */
async function seedVoice(db: Database, size: number, slice: Slice): Promise<void> {
  const { members } = scaleOf(size);
  const [last] = await queryRows<{ until: string }>(
    db,
    sql`
    with made as (
      insert into voice_segments (user_id, channel_id, session_started_at, started_at, ended_at,
        last_seen_at, credited_until, afk, counted, end_reason)
      select ${memberOf(members)}, (${String(firstChannel)}::bigint + 1 + g % ${channels})::text,
        d.at, d.at, d.at + e.length, d.at + e.length, d.at, g % 25 = 0, g % 25 <> 0, 'leave'
      from ${rowsOf(slice)},
        lateral (select (10 + (g::bigint * 7919) % 230) * interval '1 minute' as length) as e
      returning ended_at
    )
    select max(ended_at)::text as until from made`,
  );
  await rollUpVoice(db, new Date(last?.until ?? Date.now()));
}

/** What a year of players reports leaves: each server's most players of each day. */
async function seedPeaks(db: Database): Promise<void> {
  await db.execute(sql`
    insert into analytics_days (metric, day, key, value)
    select 'game.peak', rollup_day(now()) - d, s.id::text, 40 + (d * 7 + s.id) % 60
    from generate_series(0, 365) as d, game_servers as s
    on conflict (metric, day, key) do update set value = excluded.value`);
}

await runBench({
  script: 'bench:analytics',
  defaultSizes: '1000000',
  largestP95Ms: 50,
  async seed(db, size) {
    const scale = scaleOf(size);
    await seedPeople(db, scale.members);
    const months = 12;
    const voiceBatches = 36;
    const part = (count: number, i: number, of: number): Slice => ({
      from: Math.floor((count * i) / of) + 1,
      to: Math.floor((count * (i + 1)) / of),
      count,
    });
    for (let month = 0; month < months; month++) {
      await seedMonth(db, size, (count) => part(count, month, months));
      for (let batch = 0; batch < voiceBatches / months; batch++) {
        const i = month * (voiceBatches / months) + batch;
        await seedVoice(db, size, part(scale.segments, i, voiceBatches));
      }
    }
    await seedPeaks(db);
  },
  async queries(size, { t }) {
    const db = t.database.db;
    const [range] = await queryRows<{ from: string; to: string }>(
      db,
      sql`select (rollup_day(now()) - 365)::text as from, rollup_day(now())::text as to`,
    );
    const year = { from: range?.from ?? '', to: range?.to ?? '' };
    if (process.env.BENCH_EXPLAIN) {
      await explainStatements(db, [
        ['séries por dia', (on) => series.findDailyValues(on, year)],
        ['totais por chave', (on) => series.findKeyedTotals(on, year)],
        ['dia da semana e hora', (on) => series.findVoiceHours(on, year)],
        ['canais', (on) => series.findTopChannels(on, year, 10)],
        ['produtos', (on) => series.findTopProducts(on, year, 10)],
        ['picos', (on) => series.findPlayerPeaks(on, year)],
        ['blacklist por mês', (on) => series.findBlacklistMonths(on, year)],
      ]);
      // A month of the rebuild's history: each table's part of the time.
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`explain (analyze) select count(*)
          from analytics_history_facts(rollup_day(now()) - 90, rollup_day(now()) - 60, null)`,
      );
      console.log(`\nreconstrução de um mês\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
      process.exit(0);
    }
    const started = performance.now();
    const rebuilt = await rebuildCommunityAnalytics(db);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from analytics_days`,
    );
    console.log(
      `Reconstrução (${size} decisões, ${rebuilt.from} a ${rebuilt.to}, ${rebuilt.chunks} transações, ${counted?.n ?? 0} linhas): ${seconds} s (meta ≤ 60 s).`,
    );
    if (seconds > 60) process.exitCode = 1;
    return {
      'comunidade, 7 dias': '/api/analytics?days=7',
      'comunidade, 30 dias': '/api/analytics?days=30',
      'comunidade, 90 dias': '/api/analytics?days=90',
      'comunidade, 366 dias': `/api/analytics?from=${year.from}&to=${year.to}`,
      'CSV, 90 dias': ['/api/analytics/export.csv?days=90', 100],
    };
  },
});
