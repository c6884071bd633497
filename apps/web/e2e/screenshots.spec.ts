import path from 'node:path';
import type { Page } from '@playwright/test';
import { demo } from './demo-identities';
import { screensDir, screenViewports } from './screens';
import { allowConsoleErrors, expect, signIn, test } from './fixtures';

// A visual tour for review, run on request: `--grep @screens`.
const outDir = screensDir;

const viewports = screenViewports;

const publicPages = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'whitelist', path: '/whitelist' },
  { name: 'inscricao', path: '/inscricao' },
  { name: '404', path: '/nada-aqui' },
  { name: 'access-denied', path: '/access-denied' },
  { name: 'blocked', path: '/blocked' },
];

const panelPages = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'allowlists', path: '/allowlists' },
  { name: 'insertions', path: '/insertions' },
  { name: 'appeals', path: '/appeals' },
  { name: 'tickets', path: '/tickets' },
  { name: 'codes', path: '/codes' },
  { name: 'codes-create', path: '/codes/create' },
  { name: 'form-questions', path: '/whitelist-questions' },
  { name: 'form-questions-appeal', path: '/whitelist-questions?form=appeal' },
  { name: 'permissions', path: '/permissions' },
  { name: 'audit', path: '/audit' },
  { name: 'blacklist', path: '/blacklist' },
  { name: 'bot-settings', path: '/bot-settings' },
  { name: 'bot-settings-ids', path: '/bot-settings?tab=ids' },
  { name: 'bot-settings-deliveries', path: '/bot-settings?tab=entregas' },
  { name: 'game-servers', path: '/game-servers' },
  { name: 'calls', path: '/calls' },
  { name: 'store', path: '/store' },
  { name: 'store-manage', path: '/store/manage' },
  { name: 'account', path: '/account' },
];

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Loaded: no loading state left (live regions that announce other things may stay).
  await expect(
    page.getByRole('status').filter({ hasText: /Carregando|Buscando|Atualizando/ }),
  ).toHaveCount(0);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
}

for (const viewport of viewports) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screens ${viewport.name} ${theme} @screens`, async ({ page, consoleErrors }) => {
      // A long tour of every page: far beyond one test's usual budget.
      test.slow();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const suffix = `${viewport.name}-${theme}`;
      for (const { name, path: pagePath } of publicPages) {
        await page.goto(pagePath);
        await shoot(page, `${name}-${suffix}`);
      }
      await signIn(page, demo.admin);
      for (const { name, path: pagePath } of panelPages) {
        await page.goto(pagePath);
        await shoot(page, `${name}-admin-${suffix}`);
      }
      await page.goto('/allowlists');
      await page.getByRole('button', { name: 'Mostrar detalhes' }).first().click();
      await expect(page.getByText('Respostas do formulário:')).toBeVisible();
      await shoot(page, `allowlists-details-${suffix}`);
      // "Todas" says it is this page, and offers the queue.
      await page.getByRole('checkbox', { name: 'Selecionar todas desta página' }).check();
      await shoot(page, `allowlists-selected-${suffix}`);
      await page.getByRole('checkbox', { name: 'Selecionar todas desta página' }).uncheck();
      // A decision's toast with "Desfazer", then undone.
      await page.getByRole('button', { name: 'Aprovar' }).first().click();
      await expect(page.getByRole('button', { name: 'Desfazer' })).toBeVisible();
      await page.screenshot({ path: path.join(outDir, `allowlists-toast-${suffix}.png`) });
      await page.getByRole('button', { name: 'Desfazer' }).click();
      await expect(page.getByText('Decisão desfeita')).toBeVisible();
      await page.goto('/blacklist');
      await page
        .getByRole('button', { name: /Adicionar/ })
        .first()
        .click();
      await page.getByLabel('ID do Jogador').fill('Diego');
      await expect(page.getByRole('option', { name: /Diego Rocha/ })).toBeVisible();
      await page.screenshot({ path: path.join(outDir, `blacklist-add-${suffix}.png`) });
      await page.keyboard.press('Escape');
      await page.goto('/store/manage');
      await page.getByRole('tab', { name: /Compras/ }).click();
      await shoot(page, `store-manage-purchases-${suffix}`);
      await page.getByRole('tab', { name: /Pontos/ }).click();
      await shoot(page, `store-manage-points-${suffix}`);
      // The product sheet with the in-game delivery's fields.
      await page.getByRole('tab', { name: /Produtos/ }).click();
      await page.getByRole('button', { name: 'Novo produto' }).click();
      const sheet = page.getByRole('dialog', { name: 'Novo produto' });
      await sheet.getByRole('radio', { name: 'No jogo' }).click();
      await sheet.getByLabel(/Comandos da compra/).fill('vip {passport} ouro');
      await sheet.getByLabel(/Comandos da compra/).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(outDir, `store-product-game-${suffix}.png`) });
      await page.keyboard.press('Escape');
      await page.goto('/permissions');
      await page.getByRole('tab', { name: 'Gerenciar' }).click();
      await shoot(page, `permissions-staff-${suffix}`);
      if (viewport.name === 'mobile') {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await page.screenshot({ path: path.join(outDir, `menu-sheet-${suffix}.png`) });
        await page.keyboard.press('Escape');
      } else {
        await page.keyboard.press('Control+b');
        await shoot(page, `account-collapsed-${suffix}`);
        await page.keyboard.press('Control+b');
        await page.getByRole('button', { name: new RegExp(demo.admin.name) }).click();
        await page.screenshot({ path: path.join(outDir, `user-menu-${suffix}.png`) });
        await page.keyboard.press('Escape');
      }
      await page.context().clearCookies();
      await signIn(page, demo.member);
      await shoot(page, `account-member-${suffix}`);
      await page.goto('/');
      await shoot(page, `landing-member-${suffix}`);
      await page.goto('/whitelist');
      await shoot(page, `whitelist-member-${suffix}`);
      await page.goto('/store');
      await shoot(page, `store-member-${suffix}`);
      await page.goto('/use-code');
      await page.getByRole('textbox').first().fill('NAOEXISTE');
      await page
        .getByRole('button', { name: /Resgatar|Usar/ })
        .first()
        .click();
      await page.waitForLoadState('networkidle');
      // The wrong code on purpose: the redemption answers 404, which Chromium logs.
      allowConsoleErrors(consoleErrors, /\/api\/tokens\/redeem/);
      await shoot(page, `use-code-member-${suffix}`);
      await page.goto('/account/tickets');
      await shoot(page, `my-tickets-member-${suffix}`);
    });
  }
}
