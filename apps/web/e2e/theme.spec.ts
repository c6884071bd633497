import { expect, test } from './fixtures';

test('the theme toggle switches to dark, says so, and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Alternar tema' }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByText('Tema alterado', { exact: true })).toBeVisible();
  await expect(page.getByText('Tema alterado para escuro')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.goto('/login');
  await expect(html).toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Alternar tema' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await expect(page.getByText('Tema alterado para claro')).toBeVisible();
});

test('with nothing saved the theme follows the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});
