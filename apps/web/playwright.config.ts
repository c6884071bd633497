import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '../..');
// E2E_PORT lets two checkouts run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the suite at a server that is already running (no server is started then).
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${port}`;
// A fresh database for every run: the demo identities start from the seed each time.
const dataDir = path.join(repoRoot, '.tmp', `e2e-${Date.now()}`);

export default defineConfig({
  testDir: path.join(webDir, 'e2e'),
  outputDir: path.join(webDir, 'test-results', 'artifacts'),
  fullyParallel: false,
  workers: 1,
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
    baseURL,
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
  webServer: externalBaseURL
    ? undefined
    : {
        // The compiled server, as `npm start` runs it (`npm run build` compiles it).
        command: 'node apps/server/dist/main.js',
        cwd: repoRoot,
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        // Booting with a fresh PGlite database (migrations, seed) is slow on a loaded machine.
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          NODE_ENV: 'production',
          PORT: String(port),
          PUBLIC_URL: baseURL,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          // Production build without Discord credentials: the demo, on purpose.
          DEMO_MODE: 'true',
          // Who is in voice stays as the local Discord starts (the calls spec counts on it).
          DEMO_SIMULATOR: 'off',
          // Review decisions wait this long for "Desfazer" before Discord sees them.
          DECISION_UNDO_SECONDS: '3',
        },
      },
});
