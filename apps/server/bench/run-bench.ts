import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { authChangeWaitMs } from '../src/modules/auth';
import { setup } from '../test/global-setup';
import { demoIds, signIn } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { percentiles, printTable, sample } from './measure';

/**
 * A request to time: a GET as the administrator by its URL alone (300 runs), or its URL and
 * how many runs; or any request, `run` throwing when it fails. `grows`: its work grows with the
 * data by design (an export of every match), so its figures are printed but not held to the
 * targets. `p95Ms`: the highest p95 it may have at the largest size, in place of `largestP95Ms`;
 * held even when one size is measured.
 */
type Query = string | [url: string, runs: number] | Timed;

interface Timed {
  run: () => Promise<unknown>;
  runs?: number;
  grows?: boolean;
  p95Ms?: number;
}

/** What `queries` may build requests with: the app and the administrator's cookie. */
export interface BenchContext {
  t: TestApp;
  cookie: string;
}

/** A GET that must answer 200. */
export async function get(t: TestApp, url: string, cookie: string): Promise<void> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
}

/** `names`, for a `with`: 50 first names (`first`) and 10 last names (`last`) to make people of. */
export const benchNames = sql`names as (
      select array['Gabriel','Helena','Igor','Júlia','Kaique','Larissa','Mateus','Natália','Otávio','Paula',
        'Rafael','Sofia','Thiago','Vitória','Yuri','Bianca','Caio','Duda','Enzo','Flávia','Gustavo','Heitor',
        'Isabela','João','Karina','Lucas','Manuela','Nicolas','Olívia','Pedro','Quésia','Renata','Samuel',
        'Tainá','Ulisses','Valentina','Wagner','Ximena','Yasmin','Zeca','Alice','Bernardo','Cecília','Davi',
        'Eloá','Felipe','Giovana','Henrique','Iara','Joaquim'] as first,
        array['Alves','Barros','Costa','Freitas','Gomes','Moura','Pires','Ramos','Teixeira','Vieira'] as last
    )`;

/** Each query's runs are split into this many rounds, alternating between the sizes. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

/** The middle value (the lower of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** The targets every query (but those that `grows`) is held to. */
const growthLimit = 2;

/**
 * For each size (`BENCH_SIZES`, comma-separated, or `defaultSizes`): a fresh app on PostgreSQL
 * with the demo data, `seed` adding that many rows, vacuumed and written out. Then every query
 * (over HTTP inject, session and validation included; GETs by URL as the administrator; list
 * pages read every time, not kept) warms
 * up at every size, and each runs in `rounds` rounds that alternate between the sizes, so that
 * the machine's slower moments fall on all of them alike. Printed as one table: the p50 of all
 * its runs, and the median of the rounds' p95s. Last, the targets: at the largest size, each query's p95 within
 * `growthLimit` times its p95 at the smallest, and within its `p95Ms` or `largestP95Ms` when
 * given (at one size, its `p95Ms` alone). The process ends with an error when one is missed.
 */
export async function runBench(options: {
  script: string;
  defaultSizes: string;
  /** Environment of the app under test (e.g. a higher `MUTATION_RATE_LIMIT` to time writes). */
  env?: Record<string, string>;
  /** The highest p95 (ms) a query may have at the largest size. */
  largestP95Ms?: number;
  seed: (db: Database, size: number) => Promise<void>;
  queries: (
    size: number,
    context: BenchContext,
  ) => Record<string, Query> | Promise<Record<string, Query>>;
}): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    console.error(`Run through scripts/with-postgres.mjs (npm run ${options.script}).`);
    process.exit(1);
  }
  const sizes = (process.env.BENCH_SIZES ?? options.defaultSizes).split(',').map(Number);
  await setup();
  const seeded: { size: number; seconds: number; t: TestApp; queries: Record<string, Timed> }[] =
    [];
  for (const size of sizes) {
    const t = await createTestApp({ seed: true, env: options.env });
    // Each page is timed as it is read after a change: the database's work at each size, not the
    // copy a list keeps while nothing changes (docs/decisions/2026-11-28-list-reader.md).
    t.database.db.$runtime.keepPages = false;
    const seedStarted = performance.now();
    await options.seed(t.database.db, size);
    const seconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    // Tables this long have been vacuumed many times over, their pages written out long ago:
    // measured beside autovacuum's first pass over the new rows, or the checkpoint writing them
    // out, the figures would be those's.
    await t.database.db.execute(sql`vacuum analyze`);
    await t.database.db.execute(sql`checkpoint`);
    const cookie = await signIn(t.app, demoIds.administrador);
    const queries = await options.queries(size, { t, cookie });
    const timed = Object.fromEntries(
      Object.entries(queries).map(([name, query]): [string, Timed] => [
        name,
        typeof query === 'string'
          ? { run: () => get(t, query, cookie) }
          : Array.isArray(query)
            ? { run: () => get(t, query[0], cookie), runs: query[1] }
            : query,
      ]),
    );
    seeded.push({ size, seconds, t, queries: timed });
  }
  // The apps share this process, so each one's session cache hears the others' sign-ins
  // announced (db/auth-changes.ts) but never their commit, from another database: it pauses
  // for that user for `authChangeWaitMs`, and every request made then reads its session from
  // the database. Measured at once, the first sizes would pay for it and the last would not.
  await sleep(authChangeWaitMs + 1_000);
  const results: Record<string, string | number>[] = [];
  const targets: Record<string, string | number>[] = [];
  const missed: string[] = [];
  const names = Object.keys(seeded[0]?.queries ?? {});
  const queryAt = (entry: (typeof seeded)[number], name: string) => {
    const query = entry.queries[name];
    if (!query) throw new Error(`${name}: not measured at ${entry.size}`);
    return query;
  };
  // Every query warms up at every size first: measured right after its code first runs, the
  // first size would bear the compiler's work.
  for (const name of names) {
    for (const entry of seeded) {
      const query = queryAt(entry, name);
      await sample(query.run, Math.ceil((query.runs ?? 300) / 5));
    }
  }
  for (const name of names) {
    const timed = seeded.map((entry) => {
      const query = queryAt(entry, name);
      return {
        ...entry,
        query,
        runs: query.runs ?? 300,
        samples: [] as number[],
        p95s: [] as number[],
      };
    });
    for (let round = 0; round < rounds; round++) {
      for (const entry of timed) {
        const block = await sample(entry.query.run, Math.ceil(entry.runs / rounds));
        entry.samples.push(...block);
        entry.p95s.push(percentiles(block).p95);
      }
    }
    // The p95 is the median of the rounds' p95s: a moment of the machine's (a checkpoint, the
    // other process) moves one round's, not the figure.
    const figures = timed.map(({ size, seconds, samples, p95s }) => {
      const p95 = median(p95s);
      results.push({
        linhas: size,
        consulta: name,
        'p50 (ms)': percentiles(samples).p50,
        'p95 (ms)': p95,
        'seed (s)': seconds,
      });
      return p95;
    });
    const smallest = figures[0] ?? Number.NaN;
    const largest = figures.at(-1) ?? Number.NaN;
    const own = timed[0]?.query.p95Ms;
    if (timed[0]?.query.grows || (timed.length < 2 && own === undefined)) continue;
    const growth = timed.length < 2 ? 1 : Math.round((largest / smallest) * 100) / 100;
    const ceilingMs = own ?? options.largestP95Ms ?? Infinity;
    const within = growth <= growthLimit && largest <= ceilingMs;
    if (!within) missed.push(name);
    targets.push({
      consulta: name,
      [`p95 ${timed[0]?.size ?? ''}`]: smallest,
      [`p95 ${timed.at(-1)?.size ?? ''}`]: largest,
      razão: timed.length < 2 ? '—' : `${growth}×`,
      ...(own !== undefined && { 'meta (ms)': own }),
      meta: within ? 'ok' : 'NÃO',
    });
  }
  for (const { t } of seeded) await t.close();
  printTable(results.sort((a, b) => Number(a.linhas) - Number(b.linhas)));
  printTable(targets);
  const ceiling = options.largestP95Ms ? ` e ≤ ${options.largestP95Ms} ms` : '';
  const own = names.some((name) => seeded[0]?.queries[name]?.p95Ms !== undefined)
    ? ', e ≤ a meta (ms) da consulta que tem uma'
    : '';
  console.log(`Metas: p95 no maior tamanho ≤ ${growthLimit}× o do menor${ceiling}${own}.`);
  if (missed.length === 0) {
    console.log('Todas as metas atingidas.');
  } else {
    console.log(`Metas não atingidas: ${missed.join('; ')}.`);
    process.exitCode = 1;
  }
}
