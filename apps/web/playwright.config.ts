import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const webDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  testDir: path.join(webDir, 'e2e'),
  outputDir: path.join(webDir, 'test-results', 'artifacts'),
  // Each worker runs its files on a panel of its own (e2e/fixtures.ts, `panelUrl`), ports from
  // E2E_PORT (3100) up; E2E_BASE_URL runs them against a panel already running. A file's tests
  // run in order, on one panel. One worker by default: a second one on a 2-core machine made
  // the suite no faster (the browser and the server keep both cores busy); E2E_WORKERS=4 on a
  // bigger machine spreads the files.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Budgets for a slow, loaded 2-core machine (a few seconds per test when it is quiet): every
  // wait is on a condition, so a passing test takes no longer for them. Long tests ask for
  // `test.slow()` (three times this one) instead of a fixed budget of their own.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // The screenshot tour is run on request: `playwright test -c apps/web/playwright.config.ts --grep @screens`.
  grepInvert: process.argv.some((arg) => arg.includes('@screens')) ? undefined : /@screens/,
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
