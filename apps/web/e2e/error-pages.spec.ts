import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/store/1/nada-aqui');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: /página inicial/i }).click();
  await expect(page).toHaveURL('/');
});

test('/access-denied explains and links to the login page', async ({ page }) => {
  await page.goto('/access-denied');
  await expect(
    page.getByText('Você não tem permissão para acessar o painel administrativo'),
  ).toBeVisible();
  await page.getByRole('link', { name: /login/i }).click();
  await expect(page).toHaveURL('/login');
});

test('/blocked explains and links home', async ({ page }) => {
  await page.goto('/blocked');
  await expect(
    page.getByText('Você está temporariamente bloqueado de realizar esta ação...'),
  ).toBeVisible();
  await page.getByRole('link', { name: /início/i }).click();
  await expect(page).toHaveURL('/');
});

test('a member opening /dashboard lands on /access-denied', async ({ page }) => {
  await signIn(page, demo.otherMember, '/dashboard');
  await expect(page).toHaveURL('/access-denied');
});
