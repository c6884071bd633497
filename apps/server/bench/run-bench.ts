import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { setup } from '../test/global-setup';
import { demoIds, signIn } from '../test/sign-in';
import { createTestApp } from '../test/test-app';
import { measure, printTable } from './measure';

/** A GET to time: its URL alone (300 runs), or its URL and how many runs. */
type Query = string | [url: string, runs: number];

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
 * with the demo data, `seed` adding that many rows, then p50/p95 of each query as the
 * administrator (over HTTP inject, session and validation included), printed as one table.
 */
export async function runBench(options: {
  script: string;
  defaultSizes: string;
  seed: (db: Database, size: number) => Promise<void>;
  queries: (size: number) => Record<string, Query>;
}): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    console.error(`Run through scripts/with-postgres.mjs (npm run ${options.script}).`);
    process.exit(1);
  }
  const sizes = (process.env.BENCH_SIZES ?? options.defaultSizes).split(',').map(Number);
  await setup();
  const results: Record<string, string | number>[] = [];
  for (const size of sizes) {
    const t = await createTestApp({ seed: true });
    const seedStarted = performance.now();
    await options.seed(t.database.db, size);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    const cookie = await signIn(t.app, demoIds.administrador);
    for (const [name, query] of Object.entries(options.queries(size))) {
      const [url, runs] = typeof query === 'string' ? [query, 300] : query;
      const { p50, p95 } = await measure(
        async () => {
          const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
          if (response.statusCode !== 200)
            throw new Error(`${url} answered ${response.statusCode}`);
        },
        runs,
        Math.ceil(runs / 5),
      );
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
