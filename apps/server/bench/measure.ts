/** Runs `task` `runs` times after a warm-up and returns the p50 and p95 in milliseconds. */
export async function measure(
  task: () => Promise<unknown>,
  runs = 300,
  warmup = 60,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warmup; i++) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? Number.NaN;
  return { p50: round(at(0.5)), p95: round(at(0.95)) };
}

const round = (value: number) => Math.round(value * 100) / 100;

export function printTable(rows: Record<string, string | number>[]): void {
  console.table(rows);
}
