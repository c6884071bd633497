import { request as playwrightRequest } from '@playwright/test';
import { permissionDescriptions } from '@panel/contract/permission-descriptions';
import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

/** A plain member of the demo server, with no panel role. */
const helena = { id: '100000000000000102', name: 'Helena Costa', username: 'helena.costa' };

test('the administrador finds a server member by name and makes them staff', async ({
  page,
  baseURL,
}) => {
  await signIn(page, demo.admin);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Gerenciar Permissões' })
    .click();
  await expect(page).toHaveURL('/permissions');

  // Each switch says what it lets do; reserved permissions have none.
  await expect(
    page.getByRole('switch', { name: 'Ver registro de auditoria — Suporte' }),
  ).toHaveAccessibleDescription(permissionDescriptions.view_audit);
  // Seeing the configuration (the dashboard's backups) has a switch per role; managing it is
  // reserved.
  await expect(page.getByRole('switch', { name: /^Ver configurações gerais/ })).toHaveCount(3);
  await expect(page.getByRole('switch', { name: /^Gerenciar configurações gerais/ })).toHaveCount(
    0,
  );

  await page.getByRole('tab', { name: 'Gerenciar' }).click();
  const form = page.getByRole('form', { name: 'Adicionar membro da equipe' });
  const field = form.getByRole('combobox', { name: 'Nome ou ID do Discord' });
  await field.fill('hele');
  const option = page
    .getByRole('listbox', { name: 'Membros do servidor' })
    .getByRole('option', { name: new RegExp(helena.name) });
  await expect(option).toContainText(helena.id);
  await field.press('ArrowDown');
  await option.click();
  await expect(field).toHaveValue(helena.name);
  await expect(field).toHaveAccessibleDescription(`@${helena.username} · ID ${helena.id}`);

  await form.getByRole('combobox', { name: 'Cargo' }).click();
  await page.getByRole('option', { name: 'Moderador' }).click();
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Cargo adicionado com sucesso!')).toBeVisible();
  try {
    const row = page
      .getByRole('list', { name: 'Membros da equipe' })
      .getByRole('listitem')
      .filter({ hasText: helena.id });
    await expect(row).toContainText('Moderador');
  } finally {
    // Leave the demo data as the other specs expect it.
    const api = await playwrightRequest.newContext({
      baseURL,
      storageState: await page.context().storageState(),
      extraHTTPHeaders: { Origin: baseURL ?? '' },
    });
    const removed = await api.delete('/api/users/role', {
      data: { discordId: helena.id, roleName: 'moderador' },
    });
    expect(removed.status()).toBe(204);
    await api.dispose();
  }
});
