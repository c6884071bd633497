#!/usr/bin/env node
// Each hop of signing in, timed in Chromium against the built demo server on an idle machine:
//   1. /login drawn (the "Continuar com Discord" button shown);
//   2. the button → /api/auth/discord → Discord's authorize page (here the local Discord's);
//   3. an identity chosen → the callback → the page the panel lands on, its heading drawn:
//      /dashboard for staff, /login?error=not_member for someone outside the guild.
// Builds nothing: run `npm run build` first (npm run bench:sign-in does).
//
//   node scripts/sign-in-bench.mjs [--runs N]
//
// Prints the median and the slowest of N runs (5) per hop and person; exits 1 when a hop's
// median is over 1 s (the target: docs/performance.md#sign-in).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { freePort, startServer, stopServer } from './demo-server.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number.parseInt(args.runs, 10) || 1);
const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const targetMs = 1000;

const people = [
  { who: 'administrador', link: /^Ana Souza — /, lands: '/dashboard', heading: /^Olá, / },
  {
    who: 'fora do servidor',
    link: /^Fábio Nunes — /,
    lands: '/login?error=not_member',
    heading: 'Você ainda não faz parte do nosso servidor',
  },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** One sign-in in a fresh browser context: the three hops' times in ms. */
async function signInOnce(browser, base, person) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const button = page.getByRole('button', { name: 'Continuar com Discord' });
    let started = performance.now();
    await page.goto(`${base}/login`);
    await button.waitFor();
    const login = performance.now() - started;

    const identity = page.getByRole('link', { name: person.link });
    started = performance.now();
    await button.click();
    await identity.waitFor();
    const authorize = performance.now() - started;

    started = performance.now();
    await identity.click();
    await page.waitForURL((url) => url.pathname + url.search === person.lands);
    await page.getByRole('heading', { name: person.heading }).waitFor();
    const callback = performance.now() - started;
    return { login, authorize, callback };
  } finally {
    await context.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sign-in-bench-'));
let server;
let browser;
let failed = false;
try {
  server = await startServer(serverMain, await freePort(), dataDir);
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  // A first sign-in warms what a running panel has warm (the server's caches, the page's code).
  for (const person of people) await signInOnce(browser, server.base, person);
  const rows = [];
  for (const person of people) {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      times.push(await signInOnce(browser, server.base, person));
    }
    for (const hop of ['login', 'authorize', 'callback']) {
      const values = times.map((time) => time[hop]);
      const med = median(values);
      if (med > targetMs) failed = true;
      rows.push({
        pessoa: person.who,
        passo: { login: '/login', authorize: 'autorizar no Discord', callback: 'retorno → página' }[
          hop
        ],
        'mediana (ms)': Math.round(med),
        'pior (ms)': Math.round(Math.max(...values)),
        meta: med <= targetMs ? 'ok' : 'NÃO',
      });
    }
  }
  console.table(rows);
  console.log(`${runs} rodadas por pessoa; meta: mediana de cada passo ≤ ${targetMs} ms.`);
} finally {
  await browser?.close();
  await stopServer(server?.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
