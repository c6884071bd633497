import { spawnSync } from 'node:child_process';

// A scrape as Prometheus reads it: Prometheus' own `promtool check metrics` (Debian's
// `prometheus`, installed by scripts/test-prerequisites.sh) parses and lints the text; the
// samples are then read from its lines.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  /** Each family's declared type (`counter`, `gauge`, `histogram`…), by its name. */
  types: Map<string, string>;
  samples: Sample[];
}

/**
 * prom-client's own Node figures that promtool's linter objects to (gauges named `_total`):
 * theirs, not the panel's, and read by every Node dashboard under these names.
 */
const promClientLint =
  /^nodejs_active_(handles|requests|resources)_total non-counter metrics should not have "_total" suffix$/;

/**
 * Fails with promtool's words when Prometheus' parser refuses the text (exit 1), or its linter
 * objects to any metric but prom-client's known three (exit 3).
 */
export function checkWithPromtool(text: string): void {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error) {
    throw new Error(
      `promtool is missing (${run.error.message}): run scripts/test-prerequisites.sh (it installs prometheus)`,
    );
  }
  const problems = `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((line) => line.trim() && !promClientLint.test(line.trim()));
  if ((run.status !== 0 && run.status !== 3) || problems.length > 0) {
    throw new Error(`promtool check metrics (exit ${run.status}):\n${problems.join('\n')}`);
  }
}

const labelPattern = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The text, checked by promtool, as its samples and types. */
export function readScrape(text: string): Scrape {
  checkWithPromtool(text);
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type?.[1] && type[2]) types.set(type[1], type[2]);
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match?.[1] || !match[3]) throw new Error(`unread line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(labelPattern)) {
      if (name) labels[name] = (value ?? '').replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return { types, samples };
}

/**
 * The value of the sample `name` whose labels include these (a histogram's count is its
 * `_count` sample); `undefined` when there is none.
 */
export function sampleOf(
  scrape: Scrape,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return scrape.samples.find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

/** Every sample of `name`. */
export function samplesOf(scrape: Scrape, name: string): Sample[] {
  return scrape.samples.filter((sample) => sample.name === name);
}
