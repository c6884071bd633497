import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the menu sheet closes with Escape and gives the focus back to its button', async ({
    page,
  }) => {
    await signIn(page, demo.admin);
    await expect(page).toHaveURL('/dashboard');
    const menuButton = page
      .getByRole('navigation', { name: 'Navegação inferior' })
      .getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    // The focus moves into the sheet (on its first control that is not a link: "Fechar").
    await expect(sheet.getByRole('button', { name: 'Fechar' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test('a dialog focuses its first field, closes with Escape and gives the focus back', async ({
  page,
}) => {
  await signIn(page, demo.admin, '/tickets');
  await expect(page).toHaveURL('/tickets');
  const opener = page.getByRole('button', { name: /^Ver detalhes do ticket/ }).first();
  await opener.click();
  const details = page.getByRole('dialog', { name: /^Ticket #/ });
  await expect(details).toBeVisible();

  const reject = details.getByRole('button', { name: 'Reprovar' });
  await reject.click();
  const confirm = page.getByRole('dialog', { name: 'Reprovar ticket' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('textbox', { name: /Motivo/ })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(reject).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(opener).toBeFocused();
});
