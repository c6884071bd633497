// The game servers' join check over real HTTP on PostgreSQL, at the scale of a big community:
// 100,000 players (5 identifiers and 2 hardware tokens each, linked to their Discord ids, 90 %
// with an approved whitelist) and 10,000 blacklist entries (half by Discord id, half by a game
// identifier). The built panel (`dist/main.js`, production) answers `POST /api/game/v1/join`
// with 200 requests in flight (90 % returning players, 5 % banned, 5 % never seen), against the
// floor (a bare Fastify route doing one indexed query on the same database, `bench/http`) at the
// same load, in BENCH_ROUNDS rounds (3), each join load between two floors; the median round is
// kept. Then a restart: 1,000 different players joining at once, timed until the last answer;
// and 300 joins one at a time (p50, p99). Prints req/s, p50, p99 and the share of the floor;
// exit 1 when a target misses (share ≥ 50 %, p99 ≤ 10 ms at 200 in flight, the burst ≤ 3 s).
// Run: npm run bench:game (builds, starts a throwaway PostgreSQL). BENCH_SECONDS, BENCH_ROUNDS;
// BENCH_EXPLAIN=1 prints the plans of a join's statements and the time of a batch of 100 of
// each, and stops; BENCH_SLOW_MS=n prints the database's statements slower than n ms;
// BENCH_WAITS=1 what its sessions waited on; BENCH_PROFILE=dir writes a CPU profile of the
// panel; BENCH_FIXED=1 sends one player only.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { hashGameKey } from '../src/modules/game-servers/service/game-key';
import { sortIdentifiers } from '../src/modules/game-servers/service/identifiers';
import { joinFactsQuery, recordJoinsQuery } from '../src/modules/game-servers/repository/joins';
import { freePort, startProcess } from '../test/processes';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 200;
const players = 100_000;
const blacklisted = 5_000;
const burstSize = 1_000;
const targets = { share: 0.5, p99Ms: 10, burstMs: 3_000 };

const apiKey = `prp_${'b'.repeat(43)}`;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The identifiers FiveM would give player `n` (SQL below writes the same ones). */
function playerOf(n: number): { identifiers: string[]; tokens: string[] } {
  const hex = (salt: string, length: number) =>
    createHash('sha256').update(`${salt}${n}`).digest('hex').slice(0, length);
  return {
    identifiers: [
      `license:${hex('a', 40)}`,
      `license2:${hex('b', 40)}`,
      `steam:${(0x110000100000000n + BigInt(n)).toString(16)}`,
      `discord:${300_000_000_000_000_000n + BigInt(n)}`,
      `fivem:${n}`,
      `ip:10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    ],
    tokens: [`3:${hex('c', 64)}`, `5:${hex('d', 64)}`],
  };
}

/** Writes the bench's server and players; answers the server's id (the demo's server comes first). */
async function seed(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [server] = (
      await client.query<{ id: string }>(
        `INSERT INTO game_servers (name, key_hash, key_prefix, created_by_name)
         VALUES ('Bench', $1, $2, 'Bench') RETURNING id`,
        [hashGameKey(apiKey), apiKey.slice(0, 12)],
      )
    ).rows;
    const rows = Array.from({ length: players }, (_, index) => {
      const n = index + 1;
      const { identifiers, tokens } = playerOf(n);
      return [String(300_000_000_000_000_000n + BigInt(n)), ...identifiers.slice(0, 5), ...tokens];
    });
    // Players as JSON, expanded by the database: one statement per table.
    const chunk = 20_000;
    for (let start = 0; start < rows.length; start += chunk) {
      const json = JSON.stringify(rows.slice(start, start + chunk));
      await client.query(
        `INSERT INTO users (id, username)
         SELECT p->>0, 'jogador' || (p->>0) FROM json_array_elements($1::json) p`,
        [json],
      );
      // Returning players: linked on every server, their tokens this server's, seen here
      // before, the member known to it.
      await client.query(
        `INSERT INTO game_identities (identifier, kind, server_id, discord_id, player_name,
           linked_at, seen_by, named_by)
         SELECT p->>i, CASE WHEN i >= 6 THEN 'token' ELSE split_part(p->>i, ':', 1) END,
           CASE WHEN i >= 6 THEN $2::bigint END, p->>0, 'Jogador', now(), ARRAY[$2::bigint],
           CASE WHEN i >= 6 THEN '{}'::bigint[] ELSE ARRAY[$2::bigint] END
         FROM json_array_elements($1::json) p, generate_series(1, 7) i`,
        [json, server?.id],
      );
    }
    await client.query(
      `INSERT INTO applications (form, user_id, username, answers, status, decided_at)
       SELECT 'whitelist', id, username, '{}'::jsonb, 'approved', now() FROM users
       WHERE id LIKE '3%' AND (substr(id, 14)::int % 10) <> 0`,
    );
    await client.query(
      `INSERT INTO blacklist_entries (type, target, reason, added_by_name)
       SELECT 'player', (300000000000000000 + n)::text, 'Trapaça', 'Bench'
       FROM generate_series(1, ${blacklisted}) n`,
    );
    await client.query(
      `INSERT INTO blacklist_entries (type, target, reason, added_by_name)
       SELECT 'player', 'license:' || md5(n::text) || substr(md5(n::text), 1, 8), 'Conta de trapaça', 'Bench'
       FROM generate_series(1, 5000) n`,
    );
    await client.query('vacuum analyze');
    await client.query('checkpoint');
    return Number(server?.id);
  } finally {
    await client.end();
  }
}

let unknown = 0;
/** 90 % returning players with a whitelist, 5 % banned, 5 % never seen. */
function nextBody(): string {
  const roll = Math.random();
  const n =
    roll < 0.05
      ? 1 + Math.floor(Math.random() * blacklisted)
      : roll < 0.1
        ? players + 1 + unknown++
        : blacklisted + 1 + Math.floor(Math.random() * (players - blacklisted));
  return JSON.stringify({ name: `Jogador ${n}`, ...playerOf(n) });
}

const fixedBody = JSON.stringify({ name: 'Fixo', ...playerOf(60_000) });
function run(url: string, duration: number, join: boolean) {
  return autocannon({
    url,
    connections,
    duration,
    ...(join && {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      ...(process.env.BENCH_FIXED
        ? { body: fixedBody }
        : { requests: [{ setupRequest: (request) => ({ ...request, body: nextBody() }) }] }),
    }),
  });
}

async function load(url: string, join: boolean): Promise<Load> {
  await run(url, 1, join);
  const result = await run(url, seconds, join);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function measureFloor(env: NodeJS.ProcessEnv): Promise<Load> {
  const floor = await startProcess(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, 'bench/http/floor-server.ts')],
    { ...env, FLOOR_USER_ID: '300000000000050000' },
    (line) => line.startsWith('floor '),
  );
  try {
    const url = `http://127.0.0.1:${floor.readyLine.split(' ')[1] ?? ''}/floor`;
    await run(url, 2, false);
    return await load(url, false);
  } finally {
    await floor.stop();
  }
}

async function startPanel(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const running = await startProcess(
    process.execPath,
    [
      '--max-old-space-size=384',
      // BENCH_PROFILE=dir: a CPU profile of the panel, written there when it stops.
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
      path.join(serverDir, 'dist/main.js'),
    ],
    {
      ...env,
      MALLOC_ARENA_MAX: '2',
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      DEMO_SIMULATOR: 'off',
      GAME_JOIN_RATE_LIMIT: '1000000',

      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
    },
    (line) => line.includes('painel pronto'),
    120_000,
  );
  running.child.stdout?.on('data', (chunk: Buffer) => {
    panelOutput.push(chunk.toString());
  });
  return { ...running, base };
}
const panelOutput: string[] = [];

/** 1,000 players never seen in this run, all at once, as after a server restart. */
async function burst(base: string): Promise<number> {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: burstSize }, (_, index) =>
      fetch(`${base}/api/game/v1/join`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Reinício', ...playerOf(blacklisted + 1 + index * 90) }),
      }).then((response) => response.status),
    ),
  );
  const elapsed = Math.round(performance.now() - started);
  const failed = answers.filter((status) => status !== 200).length;
  if (failed > 0) throw new Error(`burst: ${failed} answers were not 200`);
  return elapsed;
}

/** BENCH_WAITS=1: what the database's sessions wait on during the load, sampled every 20 ms. */
function sampleWaits(url: string) {
  const tally = new Map<string, number>();
  let running = true;
  const done = (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ what: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'cpu') || ' ' || state as what
         from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()
           and state <> 'idle'`,
      );
      for (const row of rows) tally.set(row.what, (tally.get(row.what) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      return Object.fromEntries([...tally].sort((a, b) => b[1] - a[1]));
    },
  };
}

/** One join at a time: a join's time with nothing else in flight (p50 and p99 of 300). */
async function serial(base: string): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let index = 0; index < 300; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/game/v1/join`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: nextBody(),
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return { p50: round(median(times)), p99: round(sorted[Math.floor(sorted.length * 0.99)] ?? 0) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
};

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error('Run through scripts/with-postgres.mjs (npm run bench:game).');
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
const name = `bench_game_${process.pid}`;
await admin.query(`create database ${name}`);
// BENCH_SLOW_MS=n: statements slower than n ms are written to the cluster's log, printed at the end.
const slowMs = process.env.BENCH_SLOW_MS;
let logFile: string | null = null;
if (slowMs) {
  await admin.query(`alter database ${name} set log_min_duration_statement = ${Number(slowMs)}`);
  const { rows } = await admin.query<{ data_directory: string }>('show data_directory');
  logFile = path.join(path.dirname(rows[0]?.data_directory ?? ''), 'server.log');
}
await admin.end();
const databaseUrl = new URL(baseUrl);
databaseUrl.pathname = `/${name}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-bench-game-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl.toString(),
};

// A first start migrates the database and writes the demo data; then the players.
await (await startPanel(env)).stop();
const seeding = performance.now();
const benchServerId = await seed(databaseUrl.toString());
console.log(`semeado em ${Math.round((performance.now() - seeding) / 1000)} s`);

// BENCH_EXPLAIN=1: the plans of a returning player's two statements, then stop.
if (process.env.BENCH_EXPLAIN) {
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  const dialect = new PgDialect();
  const n = 60_000;
  const player = sortIdentifiers(playerOf(n).identifiers, playerOf(n).tokens);
  const record = recordJoinsQuery([
    {
      serverId: benchServerId,
      playerName: 'Jogador',
      player,
      discordId: player.discordId,
      outcome: 'allowed',
      reason: 'allowed',
      message: null,
      requestCode: null,
      ip: null,
      banMatched: false,
      writeIdentities: true,
    },
  ]);
  // The function's own statement, as the connection runs it after a few calls (its kept plan).
  client.on('notice', (message) => console.log(message.message));
  await client.query(`load 'auto_explain'`);
  for (let i = 0; i < 8; i += 1) {
    const query = dialect.sqlToQuery(joinFactsQuery([{ keyHash: hashGameKey(apiKey), player }]));
    if (i === 7) {
      await client.query('set auto_explain.log_min_duration = 0');
      await client.query('set auto_explain.log_nested_statements = on');
      await client.query('set auto_explain.log_analyze = on');
      await client.query('set client_min_messages = log');
    }
    const started = performance.now();
    await client.query(query.sql, query.params);
    console.log(`chamada ${i + 1}: ${(performance.now() - started).toFixed(2)} ms`);
  }
  await client.query('set client_min_messages = notice');
  for (const statement of [record]) {
    const query = dialect.sqlToQuery(statement);
    for (let i = 0; i < 3; i += 1) await client.query(query.sql, query.params);
    const plan = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params);
    console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
  }
  // A batch of 100 returning players' facts, as the panel reads them under load, in both plan modes.
  const batch = dialect.sqlToQuery(
    joinFactsQuery(
      Array.from({ length: 100 }, (_, index) => {
        const { identifiers, tokens } = playerOf(1_000 + index * 7);
        return { keyHash: hashGameKey(apiKey), player: sortIdentifiers(identifiers, tokens) };
      }),
    ),
  );
  /** The median of 31 runs of a statement, in ms. */
  const medianMs = async (query: { sql: string; params: unknown[] }) => {
    const times: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const started = performance.now();
      await client.query(query.sql, query.params);
      times.push(performance.now() - started);
    }
    return (times.sort((a, b) => a - b)[15] ?? Number.NaN).toFixed(2);
  };
  await client.query('set auto_explain.log_min_duration = -1');
  for (const mode of ['auto', 'force_generic_plan']) {
    await client.query(`set plan_cache_mode = ${mode}`);
    console.log(`lote de 100 (${mode}): mediana ${await medianMs(batch)} ms`);
  }
  const written = dialect.sqlToQuery(
    recordJoinsQuery(
      Array.from({ length: 100 }, (_, index) => {
        const { identifiers, tokens } = playerOf(2_000 + index * 7);
        const each = sortIdentifiers(identifiers, tokens);
        return {
          serverId: benchServerId,
          playerName: 'Jogador',
          player: each,
          discordId: each.discordId,
          outcome: 'allowed' as const,
          reason: 'allowed' as const,
          message: null,
          requestCode: null,
          ip: null,
          banMatched: false,
          writeIdentities: false,
        };
      }),
    ),
  );
  console.log(`registro de 100: mediana ${await medianMs(written)} ms`);
  await client.end();
  process.exit(0);
}

const floors = [await measureFloor(env)];
const joins: Load[] = [];
const shares: number[] = [];
let burstMs: number;

let serialMs: { p50: number; p99: number };
const panel = await startPanel(env);
try {
  for (let round = 0; round < rounds; round += 1) {
    const waits = process.env.BENCH_WAITS ? sampleWaits(databaseUrl.toString()) : null;
    joins.push(await load(`${panel.base}/api/game/v1/join`, true));
    if (waits) console.log('esperas no banco durante a carga:', await waits.stop());
    // The floor runs beside the stopped-then-restarted panel: measured with the panel idle.
    floors.push(await measureFloor(env));
    const before = floors.at(-2)?.rps ?? Number.NaN;
    const after = floors.at(-1)?.rps ?? Number.NaN;
    shares.push((joins.at(-1)?.rps ?? 0) / ((before + after) / 2));
  }
  burstMs = await burst(panel.base);
  serialMs = await serial(panel.base);
} finally {
  await panel.stop();
}

const middle = shares.indexOf(median(shares)) >= 0 ? shares.indexOf(median(shares)) : 0;
const kept = joins[middle] ?? joins[0];
const floor = {
  rps: median(floors.map((item) => item.rps)),
  p50: median(floors.map((item) => item.p50)),
  p99: median(floors.map((item) => item.p99)),
};
const share = median(shares);
const percent = (value: number) => `${Math.round(value * 100)} %`;
console.table([
  {
    rota: 'piso (1 consulta indexada)',
    'req/s': floor.rps,
    'p50 (ms)': floor.p50,
    'p99 (ms)': floor.p99,
  },
  {
    rota: 'POST /api/game/v1/join',
    'req/s': kept?.rps,
    'p50 (ms)': kept?.p50,
    'p99 (ms)': kept?.p99,
    'do piso': percent(share),
    rodadas: shares.map(percent).join(' '),
    erros: joins.reduce((sum, item) => sum + item.errors, 0),
  },
]);
console.log(`${burstSize} entradas de uma vez (reinício): ${burstMs} ms`);
console.log(`uma entrada por vez: p50 ${serialMs.p50} ms, p99 ${serialMs.p99} ms`);
if (process.env.BENCH_OUTPUT)
  console.log(panelOutput.join('').slice(0, 3000), panelOutput.join('').length);
console.log(
  `${players} jogadores, ${blacklisted * 2} entradas na blacklist, ${connections} em voo, ${seconds} s por medida, ${rounds} rodadas, ${os.cpus().length} núcleos`,
);
if (logFile) {
  const slow = fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('duration:'));
  const during = slow.filter(
    (line) =>
      !/INSERT INTO (users|game_identities \(identifier, kind, server_id|game_servers)|vacuum|checkpoint|applications|blacklist_entries \(type/.test(
        line,
      ),
  );
  console.log(
    `${during.length} comandos lentos durante a carga; os 8 últimos:\n${during
      .slice(-8)
      .map((line) => line.slice(0, 300))
      .join('\n')}`,
  );
}
const misses: string[] = [];
if (share < targets.share)
  misses.push(`join ${percent(share)} do piso < ${percent(targets.share)}`);
if ((kept?.p99 ?? Infinity) > targets.p99Ms)
  misses.push(`join p99 com ${connections} em voo: ${kept?.p99} ms > ${targets.p99Ms} ms`);
if (!(burstMs <= targets.burstMs)) misses.push(`reinício ${burstMs} ms > ${targets.burstMs} ms`);
if (joins.some((item) => item.errors > 0)) misses.push('respostas com erro durante a carga');
if (misses.length > 0) {
  console.log(`Metas não atingidas:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log('Todas as metas atingidas.');
