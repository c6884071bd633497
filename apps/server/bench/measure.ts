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
