#!/usr/bin/env node
// Lighthouse 12 on the built app, mobile profile (4x CPU slowdown, simulated slow 4G),
// performance only: the landing and login pages signed out, the dashboard and the allowlists
// signed in as the demo administrator. Builds nothing: run `npm run build` first.
//
//   node scripts/web-bench.mjs [--runs N] [--pages a,b] [--root DIR] [--save DIR]
//
// --runs repeats every page N times (3) and checks the medians: on this 2-core machine, runs
// of one build put the allowlists' LCP anywhere between 2.2 and 2.8 s. --pages measures only
// the pages named (landing, login, dashboard, allowlists); --root measures the build of another
// checkout (its apps/server/dist and apps/web/dist); --save writes each Lighthouse report
// (JSON) there. Exits 1 when a target is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { freePort, startServer, stopServer } from './demo-server.mjs';
import lighthouse from 'lighthouse';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    save: { type: 'string' },
    pages: { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(args.runs, 10) || 1);
const root = path.resolve(args.root);
const serverMain = path.join(root, 'apps/server/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

const allPages = [
  { name: 'landing', path: '/', signedIn: false, minScore: 95 },
  { name: 'login', path: '/login', signedIn: false, minScore: 95 },
  { name: 'dashboard', path: '/dashboard', signedIn: true, maxLcpMs: 2500 },
  { name: 'allowlists', path: '/allowlists', signedIn: true, maxLcpMs: 2500 },
];
const named = args.pages?.split(',').map((name) => name.trim());
const pages = named ? allPages.filter((page) => named.includes(page.name)) : allPages;
if (pages.length === 0) throw new Error(`--pages: none of ${allPages.map((p) => p.name)}`);
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function cookiePairs(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='));
}

function decodeEntities(value) {
  return value
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
}

/**
 * Signs in as Ana Souza (administrador) through the local Discord, as the login page's
 * "Continuar com Discord" does, and returns the session's `cookie` header.
 */
async function signIn(base) {
  const start = await fetch(`${base}/api/auth/discord?returnTo=%2Fdashboard`, {
    redirect: 'manual',
  });
  const authorizeAt = start.headers.get('location');
  if (start.status !== 302 || !authorizeAt) throw new Error(`login: ${start.status}`);
  const stateCookies = cookiePairs(start).join('; ');
  const authorize = new URL(authorizeAt, base);
  const picker = await fetch(authorize, { redirect: 'manual' });
  const html = await picker.text();
  const link = [...html.matchAll(/<a href="([^"]+)">([^<]+)</g)].find((match) =>
    decodeEntities(match[2] ?? '').startsWith('Ana Souza — administrador'),
  );
  if (!link?.[1]) throw new Error('login: Ana Souza não aparece no Discord local');
  const callback = new URL(decodeEntities(link[1]), authorize);
  const done = await fetch(callback, { redirect: 'manual', headers: { cookie: stateCookies } });
  const session = cookiePairs(done).find((pair) => /^(__Host-)?sid=/.test(pair));
  if (done.status !== 302 || !session) throw new Error(`login: callback ${done.status}`);
  return session;
}

async function lighthouseOnce(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie && { extraHeaders: { Cookie: cookie } }),
    });
    if (!result) throw new Error(`Lighthouse não mediu ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

async function runLighthouse(url, cookie, saveAs) {
  let result;
  try {
    result = await lighthouseOnce(url, cookie);
  } catch (error) {
    // Chromium sometimes loses the trace of a load (NO_NAVSTART): once more before failing.
    console.error(`${error instanceof Error ? error.message : error}; medindo de novo.`);
    result = await lighthouseOnce(url, cookie);
  }
  const { lhr } = result;
  if (saveAs) fs.writeFileSync(saveAs, String(result.report));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    js: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    // A preloaded fetch the page did not reuse shows up twice.
    me: requests.filter((item) => new URL(item.url).pathname === '/api/auth/me').length,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function row(name, result) {
  return {
    página: name,
    nota: result.score,
    FCP: seconds(result.fcp),
    LCP: seconds(result.lcp),
    TBT: `${Math.round(result.tbt)} ms`,
    'JS transferido': kb(result.js),
    '/api/auth/me': result.me,
  };
}

async function main() {
  for (const file of [serverMain, webIndex]) {
    if (!fs.existsSync(file)) throw new Error(`${file} não existe: rode \`npm run build\` antes.`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-bench-'));
  let server;
  const cleanUp = async () => {
    await stopServer(server?.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    void cleanUp().finally(() => process.kill(process.pid, signal));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (args.save) fs.mkdirSync(args.save, { recursive: true });
    server = await startServer(serverMain, port, dataDir);
    const cookie = await signIn(server.base);
    const perPage = new Map(pages.map((page) => [page.name, []]));
    for (let run = 1; run <= runs; run += 1) {
      const table = [];
      for (const page of pages) {
        const result = await runLighthouse(
          `${server.base}${page.path}`,
          page.signedIn ? cookie : undefined,
          args.save && path.join(args.save, `${page.name}-${run}.json`),
        );
        const expected = new URL(page.path, server.base).pathname;
        if (new URL(result.finalUrl).pathname !== expected) {
          throw new Error(`${page.name}: terminou em ${result.finalUrl}, não em ${expected}`);
        }
        perPage.get(page.name)?.push(result);
        table.push(row(page.name, result));
      }
      console.log(`Rodada ${run} de ${runs}`);
      console.table(table);
    }

    const failures = [];
    const summary = pages.map((page) => {
      const results = perPage.get(page.name) ?? [];
      const pick = (key) => median(results.map((result) => result[key]));
      const result = {
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        js: pick('js'),
        me: Math.max(...results.map((item) => item.me)),
      };
      const target = page.minScore ? `nota ≥ ${page.minScore}` : `LCP ≤ ${seconds(page.maxLcpMs)}`;
      const met = page.minScore ? result.score >= page.minScore : result.lcp <= page.maxLcpMs;
      if (!met) failures.push(`${page.name}: ${target}`);
      return { ...row(page.name, result), meta: target, ok: met ? 'sim' : 'NÃO' };
    });
    console.log(runs > 1 ? `Medianas de ${runs} rodadas` : 'Resultado');
    console.table(summary);
    if (failures.length > 0) {
      console.error(`Metas não atingidas: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
