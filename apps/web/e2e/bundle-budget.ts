import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { pageRoutes, type PageRoute } from '@panel/contract/routes';
import { demo, type DemoIdentity } from './demo-identities';

/**
 * The JavaScript budgets (gzip, kB), counted as a phone on a data plan pays for them: every
 * script a page loads until the network is idle, lazily loaded chunks included
 * (docs/performance.md#bundle-budgets). The pages a visitor opens first stay small; any other
 * page, staff's and members' included, gets the larger one.
 */
export const firstVisitBudgetKb = 110;
export const otherBudgetKb = 200;
const firstVisitPages: ReadonlySet<string> = new Set([
  'landing',
  'landingAlias',
  'login',
  'whitelist',
  'useCode',
  'notFound',
]);

/**
 * Pages still over their budget, each with the most it may load until it is brought under: the
 * spec fails when one of them grows past it, and says it is still over. Remove a page once it
 * is under its budget (docs/decisions/2026-12-03-bundle-budgets.md). `/whitelist` went over by
 * a few dozen bytes when the Integrações page's route and query keys joined the entry chunk; the
 * next cut is the entry's `query-keys.ts` (3.2 kB raw), of which the first screens need a few.
 */
export const stillOverKb: Readonly<Record<string, number>> = { whitelist: 110.2 };

export interface MeasuredPage {
  id: string;
  path: string;
  /** Who opened it: nobody, a member or the administrador. */
  visitor: 'anônimo' | 'membro' | 'administrador';
  budgetKb: number;
  /** Distinct scripts loaded until the network was idle. */
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** Each script's path and gzip size, largest first. */
  files: { path: string; gzipBytes: number }[];
}

interface PageToMeasure {
  id: string;
  path: string;
  visitor: MeasuredPage['visitor'];
}

/**
 * A page's address, with its route parameters filled in: the seed's first product, the demo
 * member's file.
 */
function pathOf(page: PageRoute): string {
  return page.path
    .replace(':discordId', demo.member.id)
    .replace(':staffId', demo.admin.id)
    .replace(/:\w+/g, '1');
}

/** Every page of the app: public ones signed out, members' as a member, staff's as staff. */
export function pagesToMeasure(): PageToMeasure[] {
  const pages = (pageRoutes as readonly PageRoute[]).map((page): PageToMeasure => {
    const visitor =
      page.access === 'public'
        ? 'anônimo'
        : page.access === 'authenticated'
          ? 'membro'
          : 'administrador';
    return { id: page.id, path: pathOf(page), visitor };
  });
  return [...pages, { id: 'notFound', path: '/nada-aqui', visitor: 'anônimo' }];
}

const visitors: Record<Exclude<MeasuredPage['visitor'], 'anônimo'>, DemoIdentity> = {
  membro: demo.member,
  administrador: demo.admin,
};

/** The phone the budgets are for: a small screen, touch, an empty cache on every page. */
const phone = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
} as const;

/** How long the network must stay quiet (no request in flight, none started) to be idle. */
const quietMs = 750;

/** Whether a request is one that never ends on its own (the live updates' event stream). */
function isStream(request: Request): boolean {
  return request.url().includes('/api/events');
}

/**
 * Resolves once no request has been in flight for `quietMs` and the page's main thread has
 * had an idle moment (work scheduled for idle time, such as prefetches, has started).
 */
async function networkIdle(page: Page, inFlight: Set<Request>, lastActivity: () => number) {
  for (;;) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    );
    const quietFor = Date.now() - lastActivity();
    if (inFlight.size === 0 && quietFor >= quietMs) return;
    // Poll the condition again shortly: no request in flight and none started meanwhile.
    await page.waitForTimeout(Math.max(50, quietMs - quietFor));
  }
}

async function signedInState(browser: Browser, who: DemoIdentity, baseURL: string) {
  const context = await browser.newContext({ ...phone, baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuar com Discord' }).click();
  await page.getByRole('link', { name: `${who.name} — ${who.label}`, exact: true }).click();
  await page.waitForURL((url) => !/^\/(api|discord-standin|login)/.test(url.pathname));
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Opens the page in a fresh context (empty cache) and sums the scripts it loads. */
async function measureOne(
  context: BrowserContext,
  target: PageToMeasure,
  budgetKb: number,
): Promise<MeasuredPage> {
  const page = await context.newPage();
  const inFlight = new Set<Request>();
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('request', (request) => {
    touch();
    if (!isStream(request)) inFlight.add(request);
  });
  page.on('requestfinished', (request) => {
    touch();
    inFlight.delete(request);
  });
  page.on('requestfailed', (request) => {
    touch();
    inFlight.delete(request);
  });
  page.on('response', (response) => {
    const request = response.request();
    const type = response.headers()['content-type'] ?? '';
    const isScript = request.resourceType() === 'script' || /javascript/.test(type);
    if (!isScript || bodies.has(request.url())) return;
    bodies.set(
      request.url(),
      response.body().catch(() => null),
    );
  });
  await page.goto(target.path, { waitUntil: 'load' });
  await networkIdle(page, inFlight, () => last);
  let rawBytes = 0;
  let gzipBytes = 0;
  const seen = new Set<string>();
  const files: MeasuredPage['files'] = [];
  for (const [url, pending] of bodies) {
    const body = await pending;
    if (!body) continue;
    // The same code under two addresses is paid for once.
    const key = body.toString('base64');
    if (seen.has(key)) continue;
    seen.add(key);
    const gzip = zlib.gzipSync(body, { level: 9 }).length;
    rawBytes += body.length;
    gzipBytes += gzip;
    files.push({ path: new URL(url).pathname, gzipBytes: gzip });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  await page.close();
  return { ...target, budgetKb, scripts: seen.size, rawBytes, gzipBytes, files };
}

/** Measures every page of the app against its budget. */
export async function measurePages(browser: Browser, baseURL: string): Promise<MeasuredPage[]> {
  const states = {
    membro: await signedInState(browser, visitors.membro, baseURL),
    administrador: await signedInState(browser, visitors.administrador, baseURL),
  };
  const measured: MeasuredPage[] = [];
  for (const target of pagesToMeasure()) {
    const context = await browser.newContext({
      ...phone,
      baseURL,
      storageState: target.visitor === 'anônimo' ? undefined : states[target.visitor],
    });
    const budgetKb = firstVisitPages.has(target.id) ? firstVisitBudgetKb : otherBudgetKb;
    measured.push(await measureOne(context, target, budgetKb));
    await context.close();
  }
  return measured;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export const isOver = (page: MeasuredPage) => page.gzipBytes > page.budgetKb * 1024;

/** Over its budget and not a known exception, or past its exception's ceiling. */
export const fails = (page: MeasuredPage) =>
  page.gzipBytes > (stillOverKb[page.id] ?? page.budgetKb) * 1024;

/** The measurement as a table, one page a line. */
export function budgetTable(pages: readonly MeasuredPage[]): string {
  const header = ['página', 'endereço', 'visitante', 'scripts', 'bruto kB', 'gzip kB', 'orçamento'];
  const rows = pages.map((page) => [
    page.id,
    page.path,
    page.visitor,
    String(page.scripts),
    kb(page.rawBytes),
    kb(page.gzipBytes),
    `${page.budgetKb}${isOver(page) ? ' ACIMA' : ''}`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return [header, ...rows]
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
    .join('\n');
}
