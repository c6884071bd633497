import {
  defaultRoles,
  effectivePermissions,
  emptyPermissionMap,
} from '@panel/contract/permissions';
import { canAccess, menuRoutes } from '@panel/contract/routes';
import { demo, staff, type DemoIdentity } from './demo-identities';
import { expect, signIn, test } from './fixtures';

/** What the sidebar must list for a demo identity, computed from the contract. */
function expectedMenu(who: DemoIdentity): string[] {
  const permissions =
    who.level === 'user'
      ? emptyPermissionMap()
      : effectivePermissions(defaultRoles[who.level].permissions);
  return menuRoutes()
    .filter((route) => canAccess(route.access, permissions))
    .map((route) => route.menu?.label ?? '');
}

test.describe('sign-in with each demo role', () => {
  for (const who of staff) {
    test(`${who.label} lands on the dashboard and sees exactly the permitted menu`, async ({
      page,
    }) => {
      await signIn(page, who);
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(sidebar.getByRole('link')).toHaveText(expectedMenu(who));
      await expect(page.getByRole('button', { name: new RegExp(who.name) })).toBeVisible();
    });
  }

  test('a member lands on their account, with no sidebar, and is kept out of the dashboard', async ({
    page,
  }) => {
    await signIn(page, demo.member);
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { name: demo.member.name })).toBeVisible();
    await expect(page.getByText(demo.member.id)).toBeVisible();
    // A member's account has no permissions section.
    await expect(page.getByRole('heading', { name: 'Permissões' })).toHaveCount(0);
    expect(expectedMenu(demo.member)).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/access-denied');
    await expect(
      page.getByText('Você não tem permissão para acessar o painel administrativo'),
    ).toBeVisible();
  });

  test('someone outside the Discord server is refused and gets no session', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuar com Discord' }).click();
    await page
      .getByRole('link', { name: `${demo.outsider.name} — ${demo.outsider.label}`, exact: true })
      .click();
    // A page of the panel, at a panel address, with the invite.
    await expect(page).toHaveURL('/login?error=not_member');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Você ainda não faz parte do nosso servidor' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar no servidor do Discord' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Já entrei, tentar de novo' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });
});

test('a signed-out visitor is asked to sign in and comes back to the page', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL('/login?returnTo=%2Faccount');
  await page.getByRole('button', { name: 'Continuar com Discord' }).click();
  await page.getByRole('link', { name: `${demo.admin.name} — ${demo.admin.label}` }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible();
});

test('logout ends the session and goes to the login page', async ({ page }) => {
  await signIn(page, demo.support);
  await page.getByRole('button', { name: new RegExp(demo.support.name) }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Continuar com Discord' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?returnTo=%2Fdashboard');
});

test('the user menu opens the account page', async ({ page }) => {
  await signIn(page, demo.moderator);
  await page.getByRole('button', { name: new RegExp(demo.moderator.name) }).click();
  await page.getByRole('menuitem', { name: 'Minha Conta' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByText('Moderador', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Modo demonstração')).toBeVisible();
});
