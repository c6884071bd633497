// Throughput of the built panel over real HTTP, against its floor, on PostgreSQL and PGlite.
// For each database: the built server (`dist/main.js`, production, demo data) on a throwaway
// database; sign-in as the demo administrador; every endpoint warmed (2 s each), then autocannon
// (10 connections, 1 s warm-up, then BENCH_SECONDS) on each endpoint; the server's RSS after the
// load; and the floor, a bare Fastify route doing one indexed query on the same database, warmed
// and measured the same way. BENCH_ROUNDS rounds (3) each load every endpoint once, between two
// floors; an endpoint's share is its load over the mean of those two floors, and the median
// round is kept. Prints req/s, p50, p99 (medians), the share of the floor and each round's, and
// checks the targets (exit 1 when one misses).
// Run: npm run bench:http (builds, starts a throwaway PostgreSQL). BENCH_DATABASES=pglite
// measures one database only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInOverHttp } from '../test/http-sign-in';
import { freePort, residentMb, startProcess, type Running } from '../test/processes';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 10;
const administrador = { id: '100000000000000001', name: 'Ana Souza' };

/** The endpoints measured, and the share of the floor each must reach. */
const endpoints: { name: string; url: string; target: number }[] = [
  { name: 'auth/me', url: '/api/auth/me', target: 0.7 },
  { name: 'allowlists', url: '/api/allowlists', target: 0.5 },
  { name: 'insertions', url: '/api/insertions', target: 0.5 },
  { name: 'audit', url: '/api/audit/logs', target: 0.5 },
  { name: 'tokens', url: '/api/tokens', target: 0.5 },
  { name: 'tickets', url: '/api/tickets', target: 0.5 },
  { name: 'dashboard', url: '/api/dashboard', target: 0.3 },
];
const p99TargetMs = 20;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Autocannon on `url` for `duration` seconds; without a measure, it warms the JIT up. */
function hit(url: string, cookie?: string, duration = 1) {
  return autocannon({ url, connections, duration, headers: cookie ? { cookie } : {} });
}

async function load(url: string, cookie?: string): Promise<Load> {
  await hit(url, cookie);
  const result = await hit(url, cookie, seconds);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function startPanel(env: NodeJS.ProcessEnv): Promise<Running & { base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Started as `npm start` starts it (apps/server/start.sh): glibc's allocator kept to two
  // arenas and V8's old space capped (docs/performance.md#memory).
  const running = await startProcess(
    process.execPath,
    ['--max-old-space-size=384', path.join(serverDir, 'dist/main.js')],
    {
      ...env,
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '32768',
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      DEMO_SIMULATOR: 'off',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
    },
    (line) => line.includes('painel pronto'),
    120_000,
  );
  return { ...running, base };
}

async function measureDatabase(kind: 'postgres' | 'pglite') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-bench-http-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (kind === 'postgres') env.DATABASE_URL = await freshPostgres();
  let rss = Number.NaN;
  try {
    // A first start migrates the database and writes the demo data it reads.
    await (await startPanel(env)).stop();
    if (kind === 'postgres') await settle(env.DATABASE_URL);
    // This machine's speed drifts by a third within a minute, so one pass compared with one
    // floor put the panel's shares up or down by 15 points. Each round measures every endpoint
    // once, between two floors, against their mean; the median round is kept.
    const floors = [await measureFloor(env)];
    const measured = new Map(endpoints.map((endpoint) => [endpoint, [] as Measured[]]));
    for (let round = 0; round < rounds; round++) {
      const panel = await startPanel(env);
      const pass: [Measured[], Load][] = [];
      try {
        const cookie = await signInOverHttp(panel.base, administrador.name);
        // Every endpoint is warmed before any is measured: the lists share most of their code,
        // and the first one measured otherwise paid its compilation (10 points of its share).
        for (const endpoint of endpoints) {
          const first = await fetch(panel.base + endpoint.url, { headers: { cookie } });
          if (first.status !== 200) throw new Error(`${endpoint.url} answered ${first.status}`);
          await hit(panel.base + endpoint.url, cookie, 2);
        }
        for (const [endpoint, loads] of measured) {
          pass.push([loads, await load(panel.base + endpoint.url, cookie)]);
        }
        if (round === rounds - 1) rss = await residentMb(panel.child.pid);
      } finally {
        await panel.stop();
      }
      const before = floors.at(-1)?.rps ?? Number.NaN;
      const after = await measureFloor(env);
      floors.push(after);
      for (const [loads, load] of pass) {
        loads.push({ load, share: load.rps / ((before + after.rps) / 2) });
      }
    }
    console.log(`${kind}: pisos ${floors.map((floor) => floor.rps).join(', ')} req/s`);
    const rows = [row(kind, 'piso (1 consulta indexada)', median(floors), 1, 1)];
    const misses: string[] = [];
    for (const [{ name, target }, loads] of measured) {
      const shares = loads.map((round) => round.share);
      const share = medianOf(shares);
      const result = median(loads.map((round) => round.load));
      rows.push(row(kind, name, result, share, target, shares));
      if (share < target) misses.push(`${kind} ${name}: < ${target * 100} %`);
      if (kind === 'postgres' && result.p99 > p99TargetMs)
        misses.push(`${kind} ${name}: p99 ${result.p99} ms > ${p99TargetMs} ms`);
      if (result.errors > 0) misses.push(`${kind} ${name}: ${result.errors} errors`);
    }
    return { rows, rss, misses };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One round's load of an endpoint and its share of the floors around it. */
interface Measured {
  load: Load;
  share: number;
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return Number.isInteger(middle) ? (at(middle - 1) + at(middle)) / 2 : at(Math.floor(middle));
}

/** Each figure's median over the loads. */
function median(loads: Load[]): Load {
  return {
    rps: Math.round(medianOf(loads.map((load) => load.rps))),
    p50: medianOf(loads.map((load) => load.p50)),
    p99: medianOf(loads.map((load) => load.p99)),
    errors: loads.reduce((sum, load) => sum + load.errors, 0),
  };
}

/** The floor server on the panel's database (PGlite holds its directory: one at a time). */
async function measureFloor(env: NodeJS.ProcessEnv): Promise<Load> {
  const floor = await startProcess(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, 'bench/http/floor-server.ts')],
    { ...env, FLOOR_USER_ID: administrador.id },
    (line) => line.startsWith('floor '),
  );
  try {
    const url = `http://127.0.0.1:${floor.readyLine.split(' ')[1] ?? ''}/floor`;
    await hit(url, undefined, 2);
    return await load(url);
  } finally {
    await floor.stop();
  }
}

function row(
  kind: string,
  name: string,
  result: Load,
  share: number,
  target: number,
  shares: number[] = [],
) {
  const percent = (value: number) => `${Math.round(value * 100)} %`;
  return {
    banco: kind,
    rota: name,
    'req/s': result.rps,
    'p50 (ms)': result.p50,
    'p99 (ms)': result.p99,
    'do piso': percent(share),
    rodadas: shares.map(percent).join(' '),
    meta: percent(target),
  };
}

/** Runs `statements` one after another on a connection of its own to `url`. */
async function runStatements(url: string | undefined, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * What autovacuum and the checkpointer would do after the demo data's bulk insert, done before
 * anything is measured: the floor measured right after that insert ran up to a third slower.
 */
function settle(url: string | undefined): Promise<void> {
  return runStatements(url, 'vacuum analyze', 'checkpoint');
}

let databaseCounter = 0;
/** A new database in the cluster `scripts/with-postgres.mjs` started. */
async function freshPostgres(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Run through scripts/with-postgres.mjs (npm run bench:http).');
  const name = `bench_http_${process.pid}_${databaseCounter++}`;
  await runStatements(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

const databaseKinds = ['postgres', 'pglite'] as const;
const isDatabaseKind = (kind: string): kind is (typeof databaseKinds)[number] =>
  (databaseKinds as readonly string[]).includes(kind);
const named = (process.env.BENCH_DATABASES || databaseKinds.join(','))
  .split(',')
  .map((kind) => kind.trim());
const kinds = named.filter(isDatabaseKind);
if (kinds.length !== named.length) {
  console.error(`BENCH_DATABASES: ${named.join(',')}? Use ${databaseKinds.join(', ')}.`);
  process.exit(2);
}
const allRows: Record<string, string | number>[] = [];
const misses: string[] = [];
for (const kind of kinds) {
  const result = await measureDatabase(kind);
  allRows.push(...result.rows);
  misses.push(...result.misses);
  console.log(`${kind}: RSS do servidor após a carga ${result.rss} MB`);
  if (kind === 'pglite' && result.rss > 300) misses.push(`pglite RSS ${result.rss} MB > 300 MB`);
}
console.table(allRows);
console.log(
  `${connections} conexões, ${seconds} s por rota, ${rounds} rodadas, ${os.cpus().length} núcleos`,
);
if (misses.length > 0) {
  console.log(`Metas não atingidas:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log('Todas as metas atingidas.');
