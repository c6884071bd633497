import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { setup } from '../test/global-setup';
import { demoIds, signIn } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { measure, printTable } from './measure';

/**
 * A request to time: a GET as the administrator by its URL alone (300 runs), or its URL and
 * how many runs; or any request, `run` throwing when it fails.
 */
type Query = string | [url: string, runs: number] | { run: () => Promise<unknown>; runs?: number };

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

/**
 * For each size (`BENCH_SIZES`, comma-separated, or `defaultSizes`): a fresh app on PostgreSQL
 * with the demo data, `seed` adding that many rows, vacuumed and written out, then p50/p95 of
 * each query (over HTTP inject, session and validation included; GETs by URL as the
 * administrator), printed as one table.
 */
export async function runBench(options: {
  script: string;
  defaultSizes: string;
  /** Environment of the app under test (e.g. a higher `MUTATION_RATE_LIMIT` to time writes). */
  env?: Record<string, string>;
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
  const results: Record<string, string | number>[] = [];
  for (const size of sizes) {
    const t = await createTestApp({ seed: true, env: options.env });
    const seedStarted = performance.now();
    await options.seed(t.database.db, size);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    // Tables this long have been vacuumed many times over, their pages written out long ago:
    // measured beside autovacuum's first pass over the new rows, or the checkpoint writing them
    // out, the figures would be those's.
    await t.database.db.execute(sql`vacuum analyze`);
    await t.database.db.execute(sql`checkpoint`);
    const cookie = await signIn(t.app, demoIds.administrador);
    const queries = await options.queries(size, { t, cookie });
    for (const [name, query] of Object.entries(queries)) {
      const { run, runs = 300 } =
        typeof query === 'string'
          ? { run: () => get(t, query, cookie) }
          : Array.isArray(query)
            ? { run: () => get(t, query[0], cookie), runs: query[1] }
            : query;
      const { p50, p95 } = await measure(run, runs, Math.ceil(runs / 5));
      results.push({
        linhas: size,
        consulta: name,
        'p50 (ms)': p50,
        'p95 (ms)': p95,
        'seed (s)': seedSeconds,
      });
    }
    await t.close();
  }
  printTable(results);
}
