import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

test('Ctrl+B folds the sidebar to icons and the choice survives a reload', async ({ page }) => {
  await signIn(page, demo.admin);
  const sidebar = page.locator('#painel-sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  expect((await sidebar.boundingBox())?.width).toBe(256);

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
  const icon = await sidebar.getByRole('link', { name: 'Dashboard' }).locator('svg').boundingBox();
  expect(Math.abs((icon?.x ?? 0) + (icon?.width ?? 0) / 2 - 24)).toBeLessThanOrEqual(1);
  const cookies = await page.context().cookies();
  const cookie = cookies.find((entry) => entry.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

  await page.reload();
  await expect(page.locator('#painel-sidebar')).toHaveAttribute('data-state', 'collapsed');
  await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
  await expect(page.locator('#painel-sidebar')).toHaveAttribute('data-state', 'expanded');
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 900, height: 1000 } });

  test('the sidebar starts folded to icons, leaving the page the room', async ({ page }) => {
    await signIn(page, demo.admin);
    const sidebar = page.locator('#painel-sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect((await sidebar.boundingBox())?.width).toBe(48);
    // The page's column starts right of it, with the same padding as on a desktop.
    const column = await page.locator('[data-slot="page-column"]').boundingBox();
    expect(column?.x).toBe(48 + 32);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('a bottom bar replaces the sidebar and opens a slide-up menu', async ({ page }) => {
    await signIn(page, demo.admin);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);

    const bar = page.getByRole('navigation', { name: 'Navegação inferior' });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(812);
    await expect(bar.getByRole('link', { name: 'Dashboard' })).toBeVisible();

    await bar.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    const labels = await sheet.getByRole('link').allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(1);
    expect(labels).toContain('Dashboard');

    await sheet.getByRole('link').last().click();
    await expect(sheet).toBeHidden();
  });

  test('the header home link is a 44 px target', async ({ page }) => {
    await signIn(page, demo.admin);
    await expect(page).toHaveURL('/dashboard');
    const home = page.locator('header').getByRole('link', { name: 'Página inicial' });
    await expect(home).toBeVisible();
    const box = await home.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  });
});
