import type { Locator, Page } from '@playwright/test';
import { demo } from './demo-identities';
import { backgroundTimeout, expect, signIn, test } from './fixtures';

/** The toast whose title starts with `title`. */
function toast(page: Page, title: string | RegExp): Locator {
  return page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) });
}

function insertions(page: Page): Locator {
  return page.getByRole('list', { name: 'Inscrições' }).locator(':scope > li');
}

test('a bulk decision is undone from its toast, and one kept says how Discord took it', async ({
  page,
}) => {
  test.slow();
  await signIn(page, demo.admin, '/insertions');
  await expect(insertions(page).first()).toBeVisible();
  const names = await insertions(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(2);
  const [first = '', second = ''] = names;
  const entry = (name: string) =>
    insertions(page).filter({ has: page.getByRole('heading', { level: 2, name }) });

  // The first entry's details load open and push the others down: a click aimed at a checkbox
  // below may land on its card instead while they arrive, so the check is tried again.
  const select = (name: string) =>
    expect(async () => {
      await entry(name).getByRole('checkbox').check({ timeout: 2_000 });
    }).toPass();
  await select(first);
  await select(second);
  const bar = page.getByRole('region', { name: 'Ações em lote' });
  await bar.getByRole('button', { name: 'Aprovar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Aprovar 2 inscrições?' })
    .getByRole('button', { name: 'Aprovar' })
    .click();
  const decided = toast(page, '2 inscrições aprovadas');
  await expect(decided).toBeVisible();
  await expect(entry(first)).toHaveCount(0);
  await decided.getByRole('button', { name: 'Desfazer' }).click();
  await expect(toast(page, 'Decisões desfeitas')).toContainText('2 inscrições de volta à fila');
  await expect(entry(first)).toBeVisible();
  await expect(entry(second)).toBeVisible();

  // Kept, the batch is sent once the window closes, and the same toast says what Discord did.
  await entry(first).getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'Aprovar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Aprovar 1 inscrição?' })
    .getByRole('button', { name: 'Aprovar' })
    .click();
  await expect(toast(page, /^1 inscrição aprovada — Cargo dado a 1 membro/)).toBeVisible({
    timeout: backgroundTimeout,
  });
});

test('a blacklist addition and a points grant are undone from their toasts', async ({ page }) => {
  test.slow();
  const target = `78${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  await signIn(page, demo.admin, '/blacklist');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Adicionar à Blacklist' });
  await sheet.getByLabel(/ID do Jogador/).fill(target);
  await sheet.getByLabel(/Motivo/).fill('Adicionado por engano');
  await sheet.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const added = toast(page, 'Entrada adicionada à blacklist');
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'Desfazer' }).click();
  await expect(toast(page, 'Adição desfeita')).toBeVisible();
  await page.getByPlaceholder('Buscar por ID ou nome de usuário...').fill(target);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('Nenhum item na blacklist')).toBeVisible();

  await page.goto('/store/manage?tab=pontos');
  const form = page.getByRole('form', { name: 'Dar ou tirar pontos' });
  await form.getByLabel(/Membro/).fill(demo.otherMember.name.slice(0, 5));
  await page.getByRole('option', { name: new RegExp(demo.otherMember.name) }).click();
  await form.getByLabel(/Quantidade/).fill('25');
  await form.getByLabel(/Motivo/).fill('Evento de teste');
  await form.getByRole('button', { name: 'Dar pontos' }).click();
  const granted = toast(page, 'Pontos atualizados');
  await expect(granted).toContainText(`${demo.otherMember.name} recebeu 25 pontos`);
  await granted.getByRole('button', { name: 'Desfazer' }).click();
  await expect(toast(page, 'Pontos desfeitos')).toContainText(
    `O saldo de ${demo.otherMember.name} voltou ao que era.`,
  );
});

test('a ticket’s decision is undone from its toast: the ticket is pending again', async ({
  page,
}) => {
  // The demo's review ticket of Alice Costa (apps/server/src/demo/demo-tickets.ts).
  const member = 'Alice Costa';
  await signIn(page, demo.admin, '/tickets?type=review_form');
  const row = page
    .getByRole('table', { name: 'Tickets' })
    .getByRole('row')
    .filter({ hasText: member });
  await row.getByRole('button', { name: /Ver detalhes/ }).click();
  const dialog = page.getByRole('dialog', { name: /Ticket #/ });
  await dialog.getByRole('button', { name: 'Reprovar' }).click();
  await page
    .getByRole('button', { name: /^Reprovar/ })
    .last()
    .click();
  const decided = toast(page, 'Ticket reprovado');
  await expect(decided).toContainText(member);
  await decided.getByRole('button', { name: 'Desfazer' }).click();
  await expect(toast(page, 'Decisão desfeita')).toContainText('voltou a ficar pendente');
  await page.keyboard.press('Escape');
  await page.goto('/tickets?type=review_form');
  await expect(row).toContainText('Pendente');
});
