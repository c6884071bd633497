import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../src/db/client';

/** Runs `task` `runs` times and returns each run's duration in milliseconds. */
export async function sample(task: () => Promise<unknown>, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** The p50 and p95 of durations in milliseconds, rounded to hundredths. */
export function percentiles(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: round(at(0.5)), p95: round(at(0.95)) };
}

/** Runs `task` `runs` times after a warm-up and returns the p50 and p95 in milliseconds. */
export async function measure(
  task: () => Promise<unknown>,
  runs = 300,
  warmup = 60,
): Promise<{ p50: number; p95: number }> {
  await sample(task, warmup);
  return percentiles(await sample(task, runs));
}

const round = (value: number) => Math.round(value * 100) / 100;

export function printTable(rows: Record<string, string | number>[]): void {
  console.table(rows);
}

/**
 * Prints PostgreSQL's plan (`explain analyze`) of each statement a repository function sends:
 * the function runs on an executor that keeps its statements (and answers no rows), then each
 * statement runs for real under `explain`.
 */
export async function explainStatements(
  db: Database,
  steps: readonly (readonly [string, (capture: Executor) => Promise<unknown>])[],
): Promise<void> {
  for (const [name, run] of steps) {
    const captured: SQL[] = [];
    const capture = {
      execute: (query: SQL) => {
        captured.push(query);
        return Promise.resolve({ rows: [] });
      },
    } as unknown as Executor;
    // A function that reads on from the (empty) rows may throw: its statements are kept.
    await run(capture).catch(() => undefined);
    for (const statement of captured) {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`explain (analyze, buffers) ${statement}`,
      );
      console.log(`\n${name}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
}
