import type { Locator } from '@playwright/test';
import { demo } from './demo-identities';
import { allowConsoleErrors, expect, signIn, switchUser, test } from './fixtures';

/** How many of the canvas's pixels are drawn (not transparent): a chart that drew something. */
function drawnPixels(chart: Locator): Promise<number> {
  return chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let drawn = 0;
    for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) drawn += 1;
    return drawn;
  });
}

test("staff see the team's table, sort it, open a member's charts and go on duty live", async ({
  page,
}) => {
  await signIn(page, demo.admin, '/team?dias=90');
  const table = page.getByRole('table');
  // The demo's 90 days: every staff member has a line, the team's total under them.
  for (const name of [demo.admin.name, demo.moderator.name, demo.support.name]) {
    await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: /^Equipe \(\d+\)$/ })).toBeVisible();

  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Em serviço' }).click();
  await expect(page).toHaveURL(/ordem=servico&sentido=desc/);
  await expect(table.getByRole('columnheader', { name: 'Em serviço' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // Going on duty from the header shows at once in "Em serviço agora".
  const onDuty = page.getByRole('region', { name: 'Em serviço agora' });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /serviço/i })
    .click();
  await page.getByRole('banner').getByRole('button', { name: 'Em serviço' }).waitFor();
  await expect(onDuty.getByText(demo.admin.name)).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Em serviço' }).click();
  await expect(onDuty.getByText(demo.admin.name)).toBeHidden();

  await table.getByRole('link', { name: demo.moderator.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/team/${demo.moderator.id}\\?dias=90`));
  await expect(page.getByRole('heading', { name: demo.moderator.name })).toBeVisible();
  const decisions = page.getByRole('figure', { name: 'Decisões por dia' });
  await expect.poll(() => drawnPixels(decisions)).toBeGreaterThan(500);
  await decisions.getByText('Ver dados em tabela').click();
  await expect(decisions.getByRole('table')).toBeVisible();
  const csv = await page.request.get(
    (await decisions.getByRole('link', { name: 'CSV' }).getAttribute('href')) ?? '',
  );
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
});

test('a staff member without the permission sees their own line only, and no community charts', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, demo.support, '/team');
  await expect(page.getByText(/Você vê só a sua linha/)).toBeVisible();
  await expect(
    page.getByRole('table').getByRole('link', { name: demo.support.name, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('table').getByRole('link', { name: demo.admin.name, exact: true }),
  ).toHaveCount(0);
  await page.goto(`/team/${demo.admin.id}`);
  await expect(page.getByText('Você só pode ver os seus próprios números.')).toBeVisible();
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/access-denied/);
  // Every refusal of Ana's figures while her page was open (a refetch may ask again), once the
  // page is left.
  allowConsoleErrors(consoleErrors, new RegExp(`status of 403 .*/api/team/${demo.admin.id}`));

  await switchUser(page, demo.admin, '/analytics?dias=90');
  await expect(page.getByRole('heading', { name: 'Solicitações', exact: true })).toBeVisible();
  const heatmap = page.getByRole('table', { name: 'Tempo em call por dia da semana e hora' });
  await expect(heatmap.getByRole('row')).toHaveCount(8);
  await expect
    .poll(() => drawnPixels(page.getByRole('figure', { name: 'Solicitações por dia' })))
    .toBeGreaterThan(500);
  const csv = await page.request.get(
    (await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')) ?? '',
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(';');
});
