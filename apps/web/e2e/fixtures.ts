import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { demo, type DemoIdentity } from './demo-identities';
import { basePort, repoRoot, startPanel, stopChild } from './panel-process';

/** Console noise that is part of normal behaviour, not a bug. */
function isExpected(text: string, url: string): boolean {
  // "Who am I?" answers 401 to signed-out visitors, and Chromium logs every 4xx.
  return url.endsWith('/api/auth/me') && text.includes('401');
}

interface Fixtures {
  /** Fails the test when the page logs a console error or throws. */
  consoleErrors: string[];
}

interface WorkerFixtures {
  /** The panel this worker's tests talk to: its own server and database. */
  panelUrl: string;
}

// E2E_BASE_URL points the suite at a server that is already running (none is started then).
const externalBaseURL = process.env.E2E_BASE_URL;

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Each worker runs its files one after the other on a panel of its own, started fresh (demo
  // mode, its seed, an empty database): two workers never share a member, a code or a ticket.
  panelUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      if (externalBaseURL) {
        await use(externalBaseURL);
        return;
      }
      const dataDir = path.join(repoRoot, '.tmp', `e2e-${Date.now()}-${workerInfo.workerIndex}`);
      const panel = await startPanel(basePort + workerInfo.parallelIndex, {
        DATA_DIR: dataDir,
        // Production build without Discord credentials: the demo, on purpose.
        DEMO_MODE: 'true',
        // Who is in voice stays as the local Discord starts (the calls spec counts on it).
        DEMO_SIMULATOR: 'off',
        // Review decisions wait this long for "Desfazer" before Discord sees them.
        DECISION_UNDO_SECONDS: '3',
      });
      await use(panel.url);
      await stopChild(panel.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    // Booting with a fresh PGlite database (migrations, seed) is slow on a loaded machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ panelUrl }, provide) => {
    await provide(panelUrl);
  },
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        if (isExpected(message.text(), url)) return;
        errors.push(`${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      if (errors.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The page logged errors:\n${errors.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * How long to wait for work the server does in the background (the bot's Discord deliveries,
 * its gateway connection): seconds on a quiet machine, many more on a loaded one.
 */
export const backgroundTimeout = 60_000;

/** Takes out of `errors` the ones a test expects (a refused sign-in answers 403, for example). */
export function allowConsoleErrors(errors: string[], pattern: RegExp): void {
  const kept = errors.filter((error) => !pattern.test(error));
  errors.splice(0, errors.length, ...kept);
}

/** Signs in through the server's local Discord, from the login page. */
export async function signIn(page: Page, who: DemoIdentity, returnTo?: string): Promise<void> {
  await page.goto(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');
  await page.getByRole('button', { name: 'Continuar com Discord' }).click();
  await page.getByRole('link', { name: `${who.name} — ${who.label}`, exact: true }).click();
  await page.waitForURL((url) => !/^\/(api|discord-standin)\//.test(url.pathname));
}

/**
 * Signs in as someone else in the same browser. The page leaves the panel first, so nothing it
 * still asks (a refetch after a live notice, the stream) meets the cleared session with a 401.
 */
export async function switchUser(page: Page, who: DemoIdentity, returnTo?: string): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, who, returnTo);
}

/** Fills the two steps of the /whitelist wizard (identity, then the form's answers). */
export async function fillWhitelistRequest(
  page: Page,
  answers: {
    username: string;
    wallet: string;
    experience: string;
    why: string;
    /** The demo's rules quiz (`demo-triage.ts`), where the form has it: answered right by default. */
    quiz?: 'right' | 'wrong';
  },
): Promise<void> {
  await page.getByLabel(/Usuário do Discord/).fill(answers.username);
  await page.getByLabel(/Endereço da carteira/).fill(answers.wallet);
  await page.getByRole('button', { name: /Próximo/ }).click();
  await page.getByLabel(/Experiência/).fill(answers.experience);
  await page.getByLabel(/Por que você quer entrar/).fill(answers.why);
  // Demo mode ends the form with the quiz; a panel started without the demo has none.
  const rdm = page.getByRole('group', { name: /O que é RDM/ });
  if ((await rdm.count()) === 0) return;
  const right = answers.quiz !== 'wrong';
  await rdm
    .getByRole('radio', {
      name: right
        ? 'Matar outro jogador sem motivo dentro do RP'
        : 'Um evento de corrida da cidade',
    })
    .check();
  const rules = page.getByRole('group', { name: /Quais destas atitudes/ });
  for (const name of right ? ['Metagaming', 'Powergaming'] : ['Fugir da polícia dentro do RP']) {
    await rules.getByRole('checkbox', { name }).check();
  }
  await page
    .getByRole('group', { name: /abordado pela polícia/ })
    .getByRole('radio', {
      name: right
        ? 'Interpretar a situação e seguir a história'
        : 'Sair do jogo para não ser preso',
    })
    .check();
}

/** Fills the /whitelist wizard, sends it, and waits for the panel to say it was sent. */
export async function sendWhitelistRequest(
  page: Page,
  answers: Parameters<typeof fillWhitelistRequest>[1],
): Promise<void> {
  await fillWhitelistRequest(page, answers);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(
    page
      .getByRole('status')
      .getByText('Whitelist enviada com sucesso! Em breve entraremos em contato.'),
  ).toBeVisible();
}

/** What the local Discord was asked to do over REST, newest last (its staff-only effects page). */
export interface RecordedEffect {
  type: string;
  userId?: string;
  roleId?: string;
  channelId?: string;
  name?: string;
  content?: string;
}

const decodeEntities = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

/**
 * A request context of its own signed in as the administrador (the effects page is for staff),
 * apart from the page's: the page may be a member's or signed out. Signed in once per worker.
 */
let staffRequest: Promise<APIRequestContext> | undefined;

async function signInStaff(baseURL: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  const picker = await request.get('/api/auth/discord');
  expect(picker.status()).toBe(200);
  const links = [...(await picker.text()).matchAll(/<a href="([^"]+)">([^<]+)</g)];
  const link = links.find((match) => match[2]?.startsWith(`${demo.admin.name} — `))?.[1];
  if (!link) throw new Error('No administrador on the local Discord sign-in page');
  expect((await request.get(decodeEntities(link))).ok()).toBe(true);
  return request;
}

export async function discordEffects(page: Page): Promise<RecordedEffect[]> {
  const baseURL = new URL(page.url()).origin;
  staffRequest ??= signInStaff(baseURL);
  let answer = await (await staffRequest).get('/discord-standin/effects');
  if (answer.status() === 401) {
    // The session ended (sessions of the administrador ended by a test): sign in again.
    staffRequest = signInStaff(baseURL);
    answer = await (await staffRequest).get('/discord-standin/effects');
  }
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { effects: RecordedEffect[] }).effects;
}

/**
 * Waits until the local Discord has recorded an effect `matches` accepts: the bot delivers in
 * the background, late on a loaded machine (`backgroundTimeout`).
 */
export async function expectDiscordEffect(
  page: Page,
  matches: (effect: RecordedEffect) => boolean,
): Promise<void> {
  await expect
    .poll(async () => (await discordEffects(page)).some(matches), {
      timeout: backgroundTimeout,
    })
    .toBe(true);
}
