import type { APIRequestContext } from '@playwright/test';
import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

/** A call as another tool makes it: its key, no session cookie, no Origin. */
function asTool(request: APIRequestContext, key: string, path: string) {
  return request.get(path, { headers: { Authorization: `Bearer ${key}` } });
}

test('an administrador creates a key another tool reads a member with, and revokes it at once', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Unique per attempt: the database is shared by the run.
  const name = `CAD ${Date.now().toString(36)}`;

  await signIn(page, demo.admin, '/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrações' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova chave' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova chave de API' });
  await dialog.getByLabel(/Nome/).fill(name);
  await dialog.getByRole('checkbox', { name: 'Ler a ficha dos membros' }).check();
  await dialog.getByRole('radio', { name: '30 dias' }).check();
  await dialog.getByRole('button', { name: 'Criar chave' }).click();

  const shown = page.getByRole('dialog', { name: `Chave ${name} criada` });
  const key = await shown.getByRole('textbox', { name: 'Chave de API' }).inputValue();
  expect(key).toMatch(/^pik_[A-Za-z0-9_-]{43}$/);
  const origin = new URL(page.url()).origin;
  await expect(shown.getByLabel('Teste a chave')).toContainText(
    `${origin}/api/v1/members/ID_DO_DISCORD`,
  );
  await shown.getByRole('button', { name: 'Copiar a chave de API' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shown.getByRole('button', { name: 'Concluído' }).click();
  await expect(shown).toBeHidden();

  // The tool reads Diego's file with the key, as the panel's page would.
  const file = await asTool(request, key, `/api/v1/members/${demo.member.id}`);
  expect(file.status()).toBe(200);
  expect(await file.json()).toMatchObject({ id: demo.member.id, name: demo.member.name });
  // Nothing its scope does not open: the blacklist needs another.
  expect((await asTool(request, key, '/api/v1/blacklist')).status()).toBe(403);

  // The card shows the use; the key itself is gone from the page.
  await page.reload();
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(card.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
  await expect(card.getByText('Nunca usada')).toBeHidden();
  expect(await page.content()).not.toContain(key);

  await card.getByRole('button', { name: `Revogar a chave ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar' }).click();
  await expect(card.getByText('Revogada', { exact: true })).toBeVisible();
  expect((await asTool(request, key, `/api/v1/members/${demo.member.id}`)).status()).toBe(401);
});
