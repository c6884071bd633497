// The team's figures ("Equipe") at a big community's scale, on PostgreSQL: 200 staff members and,
// over the last 365 days, 1,000,000 decisions (an eighth from Discord, waits from a minute to
// ten days), 100,000 tickets, 20,000 blacklist additions, 10,000 refunds, 5,000 undos and a duty
// shift per staff member a day, written month by month so the triggers of migration 0051 fold
// them as they would a month of work. Then p50/p95 (over HTTP inject as the administrator,
// session and validation included) of the overview for 7, 30, 90 and 366 days, one staff
// member's 90 days and the table's CSV, and the time of `npm run team:rebuild` over the year.
// Targets: each answer's p95 ≤ 50 ms; the rebuild of a year ≤ 60 s.
// Run: npm run bench:team (starts a throwaway PostgreSQL). BENCH_SIZES=decisions (1000000): the
// other tables scale with it. BENCH_EXPLAIN=1 prints the median time of each step of the
// 30-day overview and the plans of its statements, and stops.
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../src/db/client';
import { readLatestActivity } from '../src/modules/audit';
import { dutySecondsByStaff } from '../src/modules/duty';
import { rebuildTeamRollups } from '../src/modules/team';
import { findStaffTotals } from '../src/modules/team/repository';
import { readTeamOverview } from '../src/modules/team/service/overview';
import { get, runBench, type BenchContext } from './run-bench';
import { explainStatements } from './measure';

const firstStaff = 500000000000000000n;
const firstMember = 600000000000000000n;
const staffCount = 200;
const staffId = (n: number) => String(firstStaff + BigInt(n));

/** The rows of each table for `decisions` decisions. */
function scaleOf(decisions: number) {
  return {
    decisions,
    members: Math.max(1000, Math.floor(decisions / 10)),
    tickets: Math.floor(decisions / 10),
    blacklist: Math.floor(decisions / 50),
    refunds: Math.floor(decisions / 100),
    undos: Math.floor(decisions / 200),
  };
}

/** Row `g` of `count` spread over the last 365 days, newest last. */
const spread = (count: number) =>
  sql`now() - interval '365 days' + (g::float8 / ${count}) * interval '365 days'`;

/** A wait from 1 minute to 10 days, log-uniform, picked by `g`. */
const wait = sql`(60 * power(14400, ((g::bigint * 7919) % 10000) / 10000.0)) * interval '1 second'`;

const staffOf = sql`(${String(firstStaff)}::bigint + 1 + g % ${staffCount})::text`;
const memberOf = (members: number) =>
  sql`(${String(firstMember)}::bigint + 1 + g % ${members})::text`;

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
}

/** Rows `from` to `to` of a table of `count` rows spread over the year. */
interface Slice {
  from: number;
  to: number;
  count: number;
}

const rowsOf = ({ from, to, count }: Slice) =>
  sql`generate_series(${from}::int, ${to}::int) as g, lateral (select ${spread(count)} as at) as d`;

/** One month of every table, each a statement the triggers fold as it commits. */
async function seedMonth(db: Database, size: number, slice: (count: number) => Slice) {
  const { decisions, tickets, blacklist, refunds, undos, members } = scaleOf(size);
  await db.execute(sql`
    insert into applications (form, user_id, username, role_name, status, created_at,
      decided_at, decided_by_id, decided_by_name, decided_via, answers)
    select case when g % 10 = 0 then 'insertion' else 'whitelist' end,
      ${memberOf(members)}, 'membro' || g, case when g % 10 = 0 then 'developer' end,
      case when g % 4 = 0 then 'rejected' else 'approved' end,
      d.at - ${wait}, d.at, ${staffOf}, 'Equipe',
      case when g % 8 = 0 then 'discord' else 'panel' end, '[]'::jsonb
    from ${rowsOf(slice(decisions))}`);
  await db.execute(sql`
    insert into tickets (user_id, username, ticket_type, status, reason, created_at, decided_at,
      decided_by_id, decided_by_name)
    select ${memberOf(members)}, 'membro' || g, 'review_form',
      case when g % 3 = 0 then 'rejected' else 'approved' end, 'Revisão', d.at - ${wait}, d.at,
      ${staffOf}, 'Equipe'
    from ${rowsOf(slice(tickets))}`);
  await db.execute(sql`
    insert into blacklist_entries (type, target, reason, added_by_id, added_by_name, created_at)
    select 'player', (700000000000000000 + g)::text, 'Cheat', ${staffOf}, 'Equipe', d.at
    from ${rowsOf(slice(blacklist))}`);
  await db.execute(sql`
    insert into points_ledger (user_id, kind, amount, reason, actor_id, actor_name, created_at)
    select ${memberOf(members)}, 'refund', 100, 'Reembolso', ${staffOf}, 'Equipe', d.at
    from ${rowsOf(slice(refunds))}`);
  // The undos as history keeps them (the audit log): the rebuild counts them.
  await db.execute(sql`
    insert into audit_log (actor_id, actor_name, action_type, action, target, details, before,
      after, created_at)
    select ${staffOf}, 'Equipe', 'update', 'applications.whitelist.undo', ${memberOf(members)},
      'Desfez a aprovação da whitelist', '{"status": "approved"}', '{"status": "pending"}', d.at
    from ${rowsOf(slice(undos))}`);
}

/** Each staff member's day of work in the audit log, and a shift on duty a day. */
async function seedDays(db: Database): Promise<void> {
  await db.execute(sql`
    insert into audit_log (actor_id, actor_name, action_type, action, details, created_at)
    select (${String(firstStaff)}::bigint + s)::text, 'Equipe', 'approve',
      'applications.whitelist.approve', 'Aprovou a whitelist', now() - d * interval '1 day'
    from generate_series(1, ${staffCount}) as s, generate_series(0, 364) as d`);
  await db.execute(sql`
    insert into duty_shifts (staff_id, staff_name, started_at, ended_at, start_source, end_source)
    select (${String(firstStaff)}::bigint + s)::text, 'Equipe', x.at,
      x.at + (2 + s % 5) * interval '1 hour', 'panel', 'panel'
    from generate_series(1, ${staffCount}) as s, generate_series(1, 364) as d,
      lateral (select now() - d * interval '1 day' + (s % 12) * interval '1 hour' as at) as x`);
}

/** Each step of the 30-day overview, timed alone, then the plans of its statements. */
async function explain({ t, cookie }: BenchContext): Promise<void> {
  const db = t.database.db;
  const [bounds] = await queryRows<{ end: string; start: string; before: string }>(
    db,
    sql`select rollup_day(now())::text as end, (rollup_day(now()) - 30)::text as start,
      (rollup_day(now()) - 60)::text as before`,
  );
  const days = [bounds?.end ?? '', bounds?.start ?? '', bounds?.before ?? ''];
  const ids = Array.from({ length: staffCount }, (_, n) => staffId(n + 1));
  const now = new Date();
  const period = { from: new Date(now.getTime() - 30 * 86_400_000), to: now };
  const steps: [string, (db: Executor) => Promise<unknown>][] = [
    ['totais (3 dias × equipe)', (on) => findStaffTotals(on, { days, adminIds: [] })],
    ['horas em serviço', (on) => dutySecondsByStaff(on, period, now)],
    ['última atividade', (on) => readLatestActivity(on, ids)],
  ];
  const timings: Record<string, number>[] = [];
  const medianOf = async (run: () => Promise<unknown>) => {
    const runs: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await run();
      runs.push(performance.now() - started);
    }
    return Math.round((runs.sort((a, b) => a - b)[15] ?? 0) * 100) / 100;
  };
  for (const [name, run] of steps) timings.push({ [name]: await medianOf(() => run(db)) });
  timings.push({
    'serviço inteiro': await medianOf(() =>
      readTeamOverview(
        db,
        { days: '30' },
        { id: staffId(1), seesEveryone: true },
        { adminIds: [] },
      ),
    ),
  });
  timings.push({ 'HTTP inteiro': await medianOf(() => get(t, '/api/team?days=30', cookie)) });
  console.table(timings);
  await explainStatements(db, steps);
}

await runBench({
  script: 'bench:team',
  defaultSizes: '1000000',
  largestP95Ms: 50,
  async seed(db, size) {
    await seedPeople(db, scaleOf(size).members);
    // Month by month, oldest first, as the triggers would have folded a year of work.
    const months = 12;
    for (let month = 0; month < months; month++) {
      await seedMonth(db, size, (count) => ({
        from: Math.floor((count * month) / months) + 1,
        to: Math.floor((count * (month + 1)) / months),
        count,
      }));
    }
    await seedDays(db);
  },
  async queries(size, { t, cookie }) {
    if (process.env.BENCH_EXPLAIN) {
      await explain({ t, cookie });
      process.exit(0);
    }
    const started = performance.now();
    const rebuilt = await rebuildTeamRollups(t.database.db);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const [counted] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from team_staff_days`,
    );
    console.log(
      `Reconstrução (${size} decisões, ${rebuilt.from} a ${rebuilt.to}, ${rebuilt.chunks} transações, ${counted?.n ?? 0} linhas): ${seconds} s (meta ≤ 60 s).`,
    );
    if (seconds > 60) process.exitCode = 1;
    const [range] = await queryRows<{ from: string; to: string }>(
      t.database.db,
      sql`select (rollup_day(now()) - 365)::text as from, rollup_day(now())::text as to`,
    );
    const timed = (url: string, runs = 300) => ({
      run: () => get(t, url, cookie),
      runs,
      p95Ms: 50,
    });
    return {
      'visão geral, 7 dias': timed('/api/team?days=7'),
      'visão geral, 30 dias': timed('/api/team?days=30'),
      'visão geral, 90 dias': timed('/api/team?days=90'),
      'visão geral, 366 dias': timed(`/api/team?from=${range?.from ?? ''}&to=${range?.to ?? ''}`),
      'um membro, 90 dias': timed(`/api/team/${staffId(7)}?days=90`),
      'CSV da tabela, 30 dias': timed('/api/team/export.csv?days=30', 100),
    };
  },
});
