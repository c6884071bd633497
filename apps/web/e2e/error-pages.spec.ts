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

test('a member opening /dashboard lands on /access-denied, inside the panel', async ({ page }) => {
  await signIn(page, demo.otherMember, '/dashboard');
  await expect(page).toHaveURL('/access-denied');
  // The top bar stays: the page's name, the theme and the member's menu.
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Alternar tema' })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Menu da conta/ })).toBeVisible();
  // Signed in, the way out leads to the member's own start page.
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL('/account');
});

test('a signed-in member on /blocked can still sign out', async ({ page }) => {
  await signIn(page, demo.member, '/blocked');
  await expect(page).toHaveURL('/blocked');
  await expect(
    page.getByText('Você está temporariamente bloqueado de realizar esta ação...'),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Menu da conta/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/account');
  await expect(page).toHaveURL(/^[^?]*\/login\?returnTo=/);
});
