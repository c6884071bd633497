import type { Dashboard } from '@panel/contract/api/dashboard';
import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

test('the dashboard shows the whitelist counts of the database, its activity and status', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL('/dashboard');
  const answer = await page.request.get('/api/dashboard');
  expect(answer.status()).toBe(200);
  const data = (await answer.json()) as Dashboard;
  // The demo seed holds 18 whitelist requests: 7 pending, 6 approved, 5 rejected.
  expect(data.stats.pending + data.stats.approved + data.stats.rejected).toBeGreaterThanOrEqual(18);

  const cards = page.getByRole('region', { name: 'Whitelists' });
  for (const [title, value] of [
    ['Pendentes', data.stats.pending],
    ['Aprovadas', data.stats.approved],
    ['Reprovadas', data.stats.rejected],
  ] as const) {
    const card = cards.locator('[data-slot=card]').filter({
      has: page.getByRole('heading', { name: title, exact: true }),
    });
    await expect(card).toContainText(String(value));
  }
  await expect(cards).toContainText(`+${data.statsChanges.approved.week} nos últimos 7 dias`);

  await expect(page.getByText('Status do sistema')).toBeVisible();
  await expect(page.getByText('Online')).toBeVisible();
  // The administradora sees the backups: the demo has no schedule and no backup yet.
  const backups = page.getByRole('heading', { name: 'Backups' }).locator('..');
  await expect(backups).toContainText('Nenhum ainda');
  await expect(backups).toContainText('Os backups agendados estão desligados');
  expect(data.backups).toMatchObject({ schedule: null, lastSuccess: null, lastFailure: null });
  const total = data.applicationsPerDay.reduce((sum, day) => sum + day.count, 0);
  await expect(page.getByText(`Total no período: ${total} solicitações`)).toBeVisible();
  // The demo's history (decisions, codes) shows; sign-ins stay in the audit log only.
  const newest = data.recentActivity[0];
  expect(newest).toBeDefined();
  await expect(page.getByText(newest?.action ?? '—').first()).toBeVisible();
  expect(data.recentActivity.some((entry) => entry.action.endsWith('entrou no painel'))).toBe(
    false,
  );
  await page.getByRole('link', { name: 'Ver registro completo' }).click();
  await expect(page).toHaveURL('/audit');
});

test('each count of the dashboard opens the list it counts, filtered', async ({ page }) => {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL('/dashboard');
  const cards: [string, string][] = [
    ['Pendentes', '/allowlists?status=pending'],
    ['Aprovadas', '/allowlists?status=approved'],
    ['Reprovadas', '/allowlists?status=rejected'],
    ['Inscrições pendentes', '/insertions?status=pending'],
    ['Inscrições aprovadas', '/insertions?status=approved'],
    ['Inscrições reprovadas', '/insertions?status=rejected'],
    ['Tickets pendentes', '/tickets?status=pending'],
  ];
  for (const [title, address] of cards) {
    const link = page.getByRole('link', { name: title, exact: true });
    // The whole card is the target: a click anywhere on it follows the link.
    await link.locator('xpath=ancestor::*[@data-slot="card"]').click();
    await expect(page).toHaveURL(address);
    await page.goBack();
    await expect(page).toHaveURL('/dashboard');
  }
});
