#!/usr/bin/env node
// How long a restart keeps the panel from answering: `npm start` on an existing data directory
// (the demo's, made by a first start), from the command to the first 200 of /healthz and of
// /readyz, on an idle machine. Also the same from `sh apps/server/start.sh` (no npm, no build
// check), to tell where the time goes. Builds nothing: run `npm run build` first
// (npm run bench:start does).
//
//   node scripts/start-bench.mjs [--runs N]
//
// Prints the median and the slowest of N runs (5); exits 1 when the median of `npm start` to
// /healthz is over 2 s (the target: docs/performance.md#start-time).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './demo-server.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number.parseInt(args.runs, 10) || 1);
const root = path.resolve(import.meta.dirname, '..');
const targetMs = 2000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function environment(port, dataDir) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|DISCORD_|S3_|STORAGE_DRIVER|ADMIN_DISCORD_IDS|DEMO_|NODE_ENV)/.test(key)) {
      delete env[key];
    }
  }
  return { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
}

/** Polls `url` every 10 ms until it answers 200; the time since `started`, in ms. */
async function firstOk(url, started, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the panel exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One start: the times to /healthz and /readyz answering 200. */
async function startOnce(command, commandArgs, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: environment(port, dataDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const health = await firstOk(`${base}/healthz`, started, child);
    const ready = await firstOk(`${base}/readyz`, started, child);
    return { health, ready };
  } finally {
    await stop(child);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-start-bench-'));
try {
  // The first start migrates and seeds the demo: a restart finds them done.
  await startOnce('sh', ['apps/server/start.sh'], dataDir);
  const ways = [
    ['npm start', 'npm', ['start']],
    ['sh apps/server/start.sh', 'sh', ['apps/server/start.sh']],
  ];
  let npmHealth = Number.NaN;
  for (const [name, command, commandArgs] of ways) {
    const health = [];
    const ready = [];
    for (let run = 0; run < runs; run++) {
      const times = await startOnce(command, commandArgs, dataDir);
      health.push(times.health);
      ready.push(times.ready);
    }
    const line = (label, values) =>
      `${name.padEnd(24)} ${label.padEnd(9)} median ${Math.round(median(values))
        .toString()
        .padStart(5)} ms, slowest ${Math.round(Math.max(...values))} ms`;
    console.log(line('/healthz', health));
    console.log(line('/readyz', ready));
    if (command === 'npm') npmHealth = median(health);
  }
  if (npmHealth > targetMs) {
    console.log(`npm start to /healthz: over the ${targetMs} ms target`);
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
