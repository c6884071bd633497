// Live updates at scale: 1,000 open event streams on one API process (the built server, on
// PostgreSQL, demo data), 1,000 staff sessions of their own. Measures the server's RSS before the
// streams, with them open and after the notices; then NOTICES changes (50) committed one at a
// time by another connection, as another process deciding would, 100 ms apart, and for each
// stream how long each notice took from the statement's start (its commit included) to the
// stream's reader: p50, p95, p99 and max over every delivery. Target: p99 ≤ 500 ms.
// Run: npm run bench:events (builds, starts a throwaway PostgreSQL).
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { sessionPolicyOf } from '../src/app';
import { fromPostgres } from '../src/db/postgres';
import { createSession } from '../src/modules/auth/session-store';
import { freePort, residentMb, startProcess } from '../test/processes';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const streams = Number(process.env.STREAMS ?? 1_000);
const notices = Number(process.env.NOTICES ?? 50);
const p99TargetMs = 500;

const base = process.env.TEST_DATABASE_URL;
if (!base) throw new Error('Run through scripts/with-postgres.mjs (npm run bench:events).');
const admin = new pg.Client({ connectionString: base });
await admin.connect();
const name = `bench_events_${process.pid}`;
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(base);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '32768',
  NODE_ENV: 'production',
  DEMO_MODE: 'true',
  DEMO_SIMULATOR: 'off',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: origin,
  // Each stream comes from an address of its own (X-Forwarded-For), as 1,000 browsers would.
  TRUST_PROXY: 'true',
};
const server = await startProcess(
  process.execPath,
  ['--max-old-space-size=384', path.join(serverDir, 'dist/main.js')],
  env,
  (line) => line.includes('painel pronto'),
  120_000,
);

const database = fromPostgres(databaseUrl);
const writer = new pg.Client({ connectionString: databaseUrl });
await writer.connect();
try {
  const policy = sessionPolicyOf(loadConfig({ ...env }));
  await writer.query(
    `insert into users (id, username, role_name)
       select (700000000000000000 + n)::text, 'bench' || n, 'moderador'
       from generate_series(1, $1) as n`,
    [streams],
  );
  const tokens: string[] = [];
  for (let n = 1; n <= streams; n++) {
    tokens.push(
      await createSession(database.db, String(700000000000000000n + BigInt(n)), policy, {
        ip: '127.0.0.1',
        userAgent: 'bench',
      }),
    );
  }
  const { rows } = await writer.query<{ id: string }>(
    `select id::text from applications order by id limit 1`,
  );
  const target = rows[0]?.id;
  if (!target) throw new Error('no application in the demo data');

  const rssIdle = await residentMb(server.child.pid);
  /** For each notice number (the application's username suffix), when each stream read it. */
  const readAt = new Map<string, number[]>();
  const sockets: http.ClientRequest[] = [];
  const opened = performance.now();
  await Promise.all(
    tokens.map(
      (token, index) =>
        new Promise<void>((resolve, reject) => {
          const request = http.get(`${origin}/api/events`, {
            agent: false,
            headers: {
              cookie: `sid=${token}`,
              'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
            },
          });
          sockets.push(request);
          request.on('error', reject);
          request.on('response', (response) => {
            if (response.statusCode !== 200) {
              reject(new Error(`stream ${index} answered ${response.statusCode}`));
              return;
            }
            response.setEncoding('utf8');
            let buffer = '';
            response.on('data', (chunk: string) => {
              buffer += chunk;
              let at: number;
              while ((at = buffer.indexOf('\n\n')) !== -1) {
                const block = buffer.slice(0, at);
                buffer = buffer.slice(at + 2);
                if (block.includes('event: ready')) resolve();
                if (!block.includes('event: notice')) continue;
                const now = performance.now();
                const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as {
                  change: string;
                };
                const list = readAt.get(data.change) ?? [];
                list.push(now);
                readAt.set(data.change, list);
              }
            });
          });
        }),
    ),
  );
  const openMs = Math.round(performance.now() - opened);
  const rssOpen = await residentMb(server.child.pid);

  // Each change is an audit entry by one actor: the notice's change is its action, unique.
  const sentAt = new Map<string, number>();
  for (let n = 0; n < notices; n++) {
    const action = `bench.notice.${n}`;
    sentAt.set(action, performance.now());
    await writer.query(
      `insert into audit_log (actor_name, action_type, action, details)
         values ('Bench', 'update', $1, 'bench')`,
      [action],
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Every stream has read every notice, or 5 s passed after the last.
  const deadline = performance.now() + 5_000;
  while (
    performance.now() < deadline &&
    [...sentAt.keys()].some((action) => (readAt.get(action)?.length ?? 0) < streams)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const latencies: number[] = [];
  let missing = 0;
  for (const [action, sent] of sentAt) {
    const read = readAt.get(action) ?? [];
    missing += streams - read.length;
    for (const at of read) latencies.push(at - sent);
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN);
  const rssAfter = await residentMb(server.child.pid);
  for (const socket of sockets) socket.destroy();

  console.table([
    {
      streams,
      'abertos em (ms)': openMs,
      'RSS sem streams (MB)': rssIdle,
      'RSS com streams (MB)': rssOpen,
      'RSS após os avisos (MB)': rssAfter,
      'kB por stream': Math.round(((rssOpen - rssIdle) * 1024) / streams),
    },
  ]);
  console.table([
    {
      avisos: notices,
      entregas: latencies.length,
      perdidas: missing,
      'p50 (ms)': pct(0.5),
      'p95 (ms)': pct(0.95),
      'p99 (ms)': pct(0.99),
      'máx (ms)': Math.round(latencies.at(-1) ?? NaN),
    },
  ]);
  console.log(`${os.cpus().length} núcleos; alvo: p99 ≤ ${p99TargetMs} ms, nenhuma perdida`);
  if (pct(0.99) > p99TargetMs || missing > 0) {
    console.log('Meta não atingida.');
    process.exitCode = 1;
  } else {
    console.log('Meta atingida.');
  }
} finally {
  await writer.end();
  await database.close();
  await server.stop();
  const cleanup = new pg.Client({ connectionString: base });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`);
  await cleanup.end();
}
