import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

test('the theme toggle switches to dark, says so, and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  // In the site's header, not floating over the page.
  await page.getByRole('banner').getByRole('button', { name: 'Alternar tema' }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByText('Tema alterado', { exact: true })).toBeVisible();
  await expect(page.getByText('Tema alterado para escuro')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.goto('/login');
  await expect(html).toHaveClass(/dark/);

  // The login page has no header: the button sits in the page's top-right corner.
  await page.getByRole('button', { name: 'Alternar tema' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await expect(page.getByText('Tema alterado para claro')).toBeVisible();
});

test('with nothing saved the theme follows the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the panel has its theme toggle in the top bar, none floating', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, demo.admin);
    await expect(page).toHaveURL('/dashboard');
    const toggles = page.getByRole('button', { name: 'Alternar tema' });
    await expect(toggles).toHaveCount(1);
    const bar = page.getByRole('banner');
    const box = await bar.getByRole('button', { name: 'Alternar tema' }).boundingBox();
    const barBox = await bar.boundingBox();
    expect(
      box && barBox && box.y >= barBox.y && box.y + box.height <= barBox.y + barBox.height,
    ).toBe(true);
    // A 44 px target on a touch screen.
    expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    const floating = await page.evaluate(() =>
      [...document.querySelectorAll('button')].some(
        (button) =>
          button.getAttribute('aria-label') === 'Alternar tema' &&
          getComputedStyle(button).position === 'fixed',
      ),
    );
    expect(floating).toBe(false);

    await toggles.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
