import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // A toast fading in or out is read for contrast half transparent: wait until each one on the
  // page is fully shown or gone (a slow machine reaches a check while an earlier toast leaves).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) => getComputedStyle(toast).opacity === '1',
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const summary = serious.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${label}: axe-core violations`).toEqual([]);
}

// Its tests leave nothing another reads: they spread over the workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' });

const publicPages = [
  { path: '/', ready: 'Conheça a comunidade' },
  { path: '/login', ready: 'Continuar com Discord' },
  { path: '/nada-aqui', ready: 'Página não encontrada' },
  { path: '/access-denied', ready: 'Acesso negado' },
  { path: '/blocked', ready: 'Acesso bloqueado' },
  { path: '/store', ready: 'Loja de Recompensas' },
  { path: '/store/product/1', ready: 'Características' },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('public pages', async ({ page }) => {
      for (const { path, ready } of publicPages) {
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        await expectNoSeriousViolations(page, `${path} (${theme})`);
      }
    });

    test('bot settings: its three tabs and a picker', async ({ page }) => {
      test.slow();
      await signIn(page, demo.admin, '/bot-settings');
      await expect(page.getByText('Intents privilegiadas')).toBeVisible();
      await expectNoSeriousViolations(page, `/bot-settings (${theme})`);
      await page.getByRole('tab', { name: 'IDs Discord' }).click();
      await expect(page.getByRole('group', { name: 'Canal de logs', exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, `/bot-settings IDs (${theme})`);
      await page.getByRole('button', { name: 'Escolher cargo: Cargo de suporte' }).click();
      await expect(page.getByPlaceholder('Buscar cargo por nome ou ID...')).toBeVisible();
      await expectNoSeriousViolations(page, `/bot-settings picker (${theme})`);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Entregas' }).click();
      await expect(page.getByRole('table', { name: 'Entregas' })).toBeVisible();
      await expectNoSeriousViolations(page, `/bot-settings deliveries (${theme})`);
    });

    test('store: the member pages and the three staff tabs', async ({ page }) => {
      test.slow();
      await signIn(page, demo.admin, '/store');
      await expect(page.getByRole('region', { name: 'Seus pontos' })).toContainText(/\d/);
      await expectNoSeriousViolations(page, `/store signed in (${theme})`);
      await page.goto('/store/manage');
      await expect(page.getByRole('table', { name: 'Produtos' })).toBeVisible();
      await expectNoSeriousViolations(page, `/store/manage (${theme})`);
      await page.getByRole('button', { name: 'Novo produto' }).click();
      await expect(page.getByRole('dialog', { name: 'Novo produto' })).toBeVisible();
      await expectNoSeriousViolations(page, `/store/manage new product (${theme})`);
      await page.keyboard.press('Escape');
      for (const tab of ['Compras', 'Pontos']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, `/store/manage ${tab} (${theme})`);
      }
    });

    test('game servers: the list, a new key, the settings and the joins', async ({ page }) => {
      test.slow();
      await signIn(page, demo.admin, '/game-servers');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Servidores de jogo' }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `/game-servers (${theme})`);
      // The demo's server is listed ("Novo servidor"); an empty list has its own button.
      await page
        .getByRole('button', { name: /^(Novo servidor|Conectar o primeiro servidor)$/ })
        .first()
        .click();
      // Its own name on each run: a retry finds the servers of the attempts before.
      const name = `Acessibilidade ${theme} ${test.info().retry}.${test.info().repeatEachIndex}`;
      await page.getByRole('dialog', { name: 'Novo servidor' }).getByLabel(/Nome/).fill(name);
      await page.getByRole('button', { name: 'Criar servidor' }).click();
      await expect(page.getByRole('dialog', { name: `Servidor ${name} criado` })).toBeVisible();
      // The creation's toast fades in: its text is read for contrast once fully shown.
      await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
      await expectNoSeriousViolations(page, `/game-servers new key (${theme})`);
      await page.getByRole('button', { name: 'Concluído' }).click();
      await page.getByRole('button', { name: `Editar ${name}` }).click();
      const sheet = page.getByRole('dialog', { name: 'Editar servidor' });
      await sheet.getByRole('radio', { name: 'Cargos do Discord' }).check();
      await expect(sheet.getByRole('button', { name: 'Escolher cargos' })).toBeVisible();
      await expectNoSeriousViolations(page, `/game-servers settings (${theme})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: `Conexões de ${name}` }).click();
      await expect(page.getByText('Nenhuma conexão registrada ainda.')).toBeVisible();
      await expectNoSeriousViolations(page, `/game-servers joins (${theme})`);
    });

    test('calls', async ({ page }) => {
      await signIn(page, demo.admin, '/calls');
      await expect(page.getByRole('table', { name: 'Usuários conectados' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Ranking de tempo em call' })).toBeVisible();
      await expectNoSeriousViolations(page, `/calls (${theme})`);
    });

    test('panel pages', async ({ page }) => {
      // A dozen pages, each analysed by axe (1 to 3 s apiece on a quiet 2-core machine).
      test.slow();
      await signIn(page, demo.admin);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText('Status do sistema')).toBeVisible();
      await expectNoSeriousViolations(page, `/dashboard (${theme})`);
      await page.goto('/permissions');
      await expect(page.getByRole('switch').first()).toBeVisible();
      await expectNoSeriousViolations(page, `/permissions (${theme})`);
      await page.getByRole('tab', { name: 'Gerenciar' }).click();
      await expect(page.getByRole('list', { name: 'Membros da equipe' })).toBeVisible();
      await expectNoSeriousViolations(page, `/permissions staff (${theme})`);
      await page.goto('/audit');
      await expect(page.getByRole('list', { name: 'Registros de auditoria' })).toBeVisible();
      await expectNoSeriousViolations(page, `/audit (${theme})`);
      await page.goto('/codes');
      await expect(page.getByRole('table', { name: 'Códigos' })).toBeVisible();
      await expectNoSeriousViolations(page, `/codes (${theme})`);
      await page.goto('/codes/create');
      await expect(page.getByRole('form', { name: 'Novo código' })).toBeVisible();
      await expectNoSeriousViolations(page, `/codes/create (${theme})`);
      await page.goto('/use-code');
      await expect(page.getByRole('form', { name: 'Resgatar código' })).toBeVisible();
      await expectNoSeriousViolations(page, `/use-code (${theme})`);
      await page.goto('/tickets');
      await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible();
      await expectNoSeriousViolations(page, `/tickets (${theme})`);
      await page
        .getByRole('button', { name: /Ver detalhes/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /Ticket #/ })).toBeVisible();
      await expectNoSeriousViolations(page, `/tickets details (${theme})`);
      await page.goto('/blacklist');
      await expect(page.getByRole('list', { name: 'Blacklist' })).toBeVisible();
      await expectNoSeriousViolations(page, `/blacklist (${theme})`);
      await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Adicionar à Blacklist' })).toBeVisible();
      await expectNoSeriousViolations(page, `/blacklist add (${theme})`);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /Ver Evidências \([1-9]/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /Evidências de/ })).toBeVisible();
      await expectNoSeriousViolations(page, `/blacklist evidence (${theme})`);
      await page.goto('/account/tickets');
      await expect(page.getByRole('heading', { level: 1, name: 'Meus tickets' })).toBeVisible();
      await expectNoSeriousViolations(page, `/account/tickets (${theme})`);
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible();
      await expectNoSeriousViolations(page, `/account (${theme})`);
    });
  });
}
