import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { endpointRoutes } from '@panel/contract/endpoint-routes';
import { demo } from './demo-identities';
import { screensDir, screenViewports } from './screens';
import { allowConsoleErrors, expect, signIn, test } from './fixtures';

// The states a list page passes through, for review, run on request with the tour:
// `--grep @screens`. Loading (the list's answer held back), error (the server refuses it) and
// empty (a search nothing matches), at each viewport and theme.
const outDir = screensDir;

const viewports = screenViewports;

type ListId = keyof typeof endpointRoutes;

const lists: { name: string; path: string; list: ListId }[] = [
  { name: 'audit', path: '/audit', list: 'auditLogs' },
  { name: 'tickets', path: '/tickets', list: 'listTickets' },
  { name: 'codes', path: '/codes', list: 'listTokens' },
  { name: 'blacklist', path: '/blacklist', list: 'listBlacklist' },
  { name: 'allowlists', path: '/allowlists', list: 'listAllowlists' },
  { name: 'deliveries', path: '/bot-settings?tab=entregas', list: 'listDeliveries' },
  { name: 'purchases', path: '/store/manage?tab=compras', list: 'listStorePurchases' },
];

/** Requests to a list endpoint, whatever their query. */
function matcher(list: ListId): RegExp {
  const route = endpointRoutes[list];
  const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?]+');
  return new RegExp(`${pattern}(\\?.*)?$`);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
}

for (const viewport of viewports) {
  for (const theme of ['light', 'dark'] as const) {
    test(`list states ${viewport.name} ${theme} @screens`, async ({ page, consoleErrors }) => {
      test.slow();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const suffix = `${viewport.name}-${theme}`;
      await signIn(page, demo.admin);
      for (const { name, path: pagePath, list } of lists) {
        if (!(list in endpointRoutes)) throw new Error(`no endpoint ${list}`);
        const pattern = matcher(list);

        // Loading: the list's answer is held until the screenshot is taken.
        const held: Route[] = [];
        await page.route(pattern, (route) => {
          held.push(route);
        });
        await page.goto(pagePath);
        await expect.poll(() => held.length).toBeGreaterThan(0);
        await shoot(page, `${name}-loading-${suffix}`);
        await page.unroute(pattern);
        await Promise.all(held.map((route) => route.abort().catch(() => undefined)));

        // Error: the server refuses the list.
        await page.route(pattern, (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Erro interno do servidor' }),
          }),
        );
        await page.goto(pagePath);
        await expect(page.getByRole('button', { name: 'Tentar novamente' }).first()).toBeVisible();
        await shoot(page, `${name}-error-${suffix}`);
        await page.unroute(pattern);

        // Empty: a search that matches nothing.
        const separator = pagePath.includes('?') ? '&' : '?';
        await page.goto(`${pagePath}${separator}search=zzzz-nada`);
        await page.waitForLoadState('networkidle');
        await shoot(page, `${name}-empty-${suffix}`);
      }
      // The refused lists answered 500 and the held ones were aborted on purpose: Chromium
      // logs both.
      allowConsoleErrors(consoleErrors, /500|ERR_FAILED/);
    });
  }
}
