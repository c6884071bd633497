import { request as playwrightRequest } from '@playwright/test';
import { demo } from './demo-identities';
import { expect, signIn, switchUser, test } from './fixtures';

test('the administrador gives view_audit to suporte, who then reads that change in the audit log', async ({
  page,
  baseURL,
}) => {
  await signIn(page, demo.admin);
  const adminState = await page.context().storageState();
  await page.goto('/permissions');
  const toggle = page.getByRole('switch', { name: 'Ver registro de auditoria — Suporte' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Permissões atualizadas com sucesso!')).toBeVisible();

  try {
    await switchUser(page, demo.support);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Registro de Auditoria' }).click();
    await expect(page).toHaveURL('/audit');
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: 'Alterou 1 permissão do cargo suporte' })
      .first();
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(demo.admin.name);
    await expect(entry).toContainText('Ver registro de auditoria concedida');
  } finally {
    // Put the default back for the other specs, with the administrador's session.
    const api = await playwrightRequest.newContext({
      baseURL,
      storageState: adminState,
      extraHTTPHeaders: { Origin: baseURL ?? '' },
    });
    const restored = await api.put('/api/permissions/roles/suporte', {
      data: { view_audit: false },
    });
    expect(restored.status()).toBe(200);
    await api.dispose();
  }
});

test('the administrador adds a staff member and removes them again', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/permissions');
  await page.getByRole('tab', { name: 'Gerenciar' }).click();
  const form = page.getByRole('form', { name: 'Adicionar membro da equipe' });
  await form.getByLabel('ID do Discord').fill(demo.otherMember.id);
  await form.getByRole('combobox', { name: 'Cargo' }).click();
  await page.getByRole('option', { name: 'Suporte' }).click();
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Cargo adicionado com sucesso!')).toBeVisible();

  const row = page
    .getByRole('list', { name: 'Membros da equipe' })
    .getByRole('listitem')
    .filter({ hasText: demo.otherMember.name });
  await expect(row).toContainText('Suporte');
  await row.getByRole('button', { name: 'Remover' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Cargo removido com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);
});
