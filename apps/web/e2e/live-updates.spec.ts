import type { Browser, Page } from '@playwright/test';
import type { Dashboard } from '@panel/contract/api/dashboard';
import { demo, type DemoIdentity } from './demo-identities';
import { expect, sendWhitelistRequest, signIn, test } from './fixtures';

/** A browser of its own (cookies, tabs) for one person, signed in. */
async function person(browser: Browser, who: DemoIdentity, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who, path);
  return page;
}

/** The page's stream of change notices is open (`<html data-live>`, lib/live-updates.ts). */
async function live(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-live', 'live');
}

function pendingCard(page: Page) {
  return page
    .getByRole('region', { name: 'Whitelists' })
    .locator('[data-slot=card]')
    .filter({ has: page.getByRole('heading', { name: 'Pendentes', exact: true }) });
}

test('two staff members see each other on a review entry, and a decision reaches the other, the dashboard and the member without a reload', async ({
  page,
  browser,
}) => {
  test.slow();
  const member = demo.member;
  await signIn(page, member, '/whitelist');
  await sendWhitelistRequest(page, {
    username: 'diego.rocha',
    wallet: '0xe2e000b2',
    experience: 'Dois anos numa cidade de roleplay sério.',
    why: 'Quero jogar com a comunidade.',
  });
  await page.goto('/account');
  const mine = page
    .getByRole('list', { name: 'Minhas solicitações' })
    .getByRole('listitem')
    .filter({ hasText: 'Whitelist' })
    .first();
  await expect(mine).toContainText('Pendente');

  const search = `/allowlists?search=${member.id}`;
  const ana = await person(browser, demo.admin, search);
  const bruno = await person(browser, demo.moderator, search);
  const brunoDashboard = await bruno.context().newPage();
  await brunoDashboard.goto('/dashboard');
  const before = (await (await brunoDashboard.request.get('/api/dashboard')).json()) as Dashboard;
  await expect(pendingCard(brunoDashboard)).toContainText(String(before.stats.pending));
  for (const tab of [ana, bruno, brunoDashboard, page]) await live(tab);

  // The only entry of the search opens by itself on both: each sees the other there.
  const entryOf = (tab: Page) =>
    tab.getByRole('list', { name: 'Allowlists' }).getByRole('listitem').filter({
      hasText: member.name,
    });
  await expect(entryOf(ana).getByText('Respostas do formulário:')).toBeVisible();
  await expect(entryOf(bruno).getByText('Respostas do formulário:')).toBeVisible();
  await expect(entryOf(bruno).getByText('Ana Souza está vendo esta solicitação')).toBeVisible();
  await expect(entryOf(ana).getByText('Bruno Lima está vendo esta solicitação')).toBeVisible();

  await entryOf(ana).getByRole('button', { name: 'Aprovar' }).click();
  await expect(ana.getByText('Allowlist aprovada').first()).toBeVisible();

  // Within 2 s, without a reload: Bruno's open entry turns into the outcome, with who decided.
  const decided = entryOf(bruno);
  await expect(decided.getByText(/Aprovada por Ana Souza/)).toBeVisible({ timeout: 2_000 });
  await expect(decided.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  await expect(decided.getByRole('button', { name: 'Rejeitar' })).toHaveCount(0);
  await expect(pendingCard(brunoDashboard)).toContainText(String(before.stats.pending - 1), {
    timeout: 2_000,
  });
  await expect(mine).toContainText('Aprovada', { timeout: 2_000 });

  // Ana left the entry: her presence is gone from Bruno's screen.
  await ana.context().close();
  await expect(entryOf(bruno).getByText('está vendo esta solicitação')).toHaveCount(0);
  await bruno.context().close();
});
