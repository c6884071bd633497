import type { Locator, Page } from '@playwright/test';
import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

// The demo seed's first canned reason of the whitelist (apps/server/src/demo/demo-applications.ts).
const cannedReason = 'Respostas muito curtas; tente novamente com mais detalhes.';

function entries(page: Page): Locator {
  return page.getByRole('list', { name: 'Allowlists' }).locator(':scope > li');
}

function entryOf(page: Page, name: string): Locator {
  return entries(page).filter({ has: page.getByRole('heading', { level: 2, name }) });
}

/** The toast with this title, and the member's name in its description. */
function toast(page: Page, title: string, description: string): Locator {
  return page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) })
    .filter({ hasText: description });
}

test('staff review allowlists with the keyboard, a canned reason and a bulk approval', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto('/allowlists');
  await expect(page.getByText('Atalhos:')).toBeVisible();
  const names = await entries(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(4);
  const [first = '', second = '', third = '', fourth = ''] = names;

  // The first pending entry is open: its answers are there without a click.
  await expect(entryOf(page, first).getByText('Respostas do formulário:')).toBeVisible();

  // J and K move between the entries; the focused one opens.
  await page.keyboard.press('j');
  await expect(entryOf(page, second)).toBeFocused();
  await expect(entryOf(page, second).getByText('Respostas do formulário:')).toBeVisible();
  await expect(entryOf(page, first).getByText('Respostas do formulário:')).toBeHidden();
  await page.keyboard.press('k');
  await expect(entryOf(page, first)).toBeFocused();
  await page.keyboard.press('j');

  // A approves the focused entry; the focus moves on to the next one.
  await page.keyboard.press('a');
  await expect(
    toast(page, 'Allowlist aprovada', `A whitelist de ${second} foi aprovada.`),
  ).toBeVisible();
  await expect(entryOf(page, second)).toHaveCount(0);
  await expect(entryOf(page, third)).toBeFocused();

  // R opens the rejection; a canned reason is picked and confirmed from the keyboard.
  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'Rejeitar whitelist' });
  await expect(dialog).toContainText(third);
  const reason = dialog.getByRole('button', { name: cannedReason });
  await expect(reason).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Motivo (opcional)' })).toHaveValue(
    cannedReason,
  );
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toBeHidden();
  const rejected = toast(page, 'Allowlist reprovada', `A whitelist de ${third} foi reprovada.`);
  await expect(rejected).toBeVisible();
  await expect(rejected).not.toHaveAttribute('data-type', 'success');
  await expect(entryOf(page, third)).toHaveCount(0);
  await expect(entryOf(page, fourth)).toBeFocused();

  // Two entries selected (X selects the focused one), approved at once.
  await page.keyboard.press('x');
  await entryOf(page, first).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Ações em lote' });
  await expect(bar).toContainText('2 selecionadas');
  await bar.getByRole('button', { name: 'Aprovar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Aprovar 2 whitelists?' });
  await confirm.getByRole('button', { name: 'Aprovar' }).click();
  await expect(toast(page, '2 whitelists aprovadas', first)).toBeVisible();
  await expect(entryOf(page, first)).toHaveCount(0);
  await expect(entryOf(page, fourth)).toHaveCount(0);
  await expect(bar).toBeHidden();

  // The decisions are in the other tab, with the reason picked.
  await page.getByRole('tab', { name: 'Reprovadas' }).click();
  await expect(entryOf(page, third)).toContainText(`Motivo: ${cannedReason}`);
});
