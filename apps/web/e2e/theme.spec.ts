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

test('the font downloads after the first screen and shows from the next page on', async ({
  page,
}) => {
  const html = page.locator('html');
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto('/');
  // A first visit: the system font, and the font downloads once the page is up...
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('font'))).toBe('inter');
  await expect(html).not.toHaveClass(/\binter\b/);
  expect(await bodyFont()).not.toContain('Inter');

  // ...then the next page uses it, without a reload.
  await page.getByRole('link', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(html).toHaveClass(/\binter\b/);
  expect(await bodyFont()).toContain('Inter Variable');
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"', 'Aa'))).toBe(true);

  // A later visit has it from the first paint: the class is there before the app runs.
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.body !== null);
  expect(await page.evaluate(() => document.documentElement.classList.contains('inter'))).toBe(
    true,
  );
});
