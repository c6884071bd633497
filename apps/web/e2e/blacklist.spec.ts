import type { Locator, Page } from '@playwright/test';
import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';
import { png } from './png';

/** Drops files on the drop zone the way a browser does: a DataTransfer with File objects. */
async function dropFiles(page: Page, zone: Locator, files: { name: string; bytes: Buffer }[]) {
  const payload = files.map(({ name, bytes }) => ({ name, base64: bytes.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, base64 } of list) {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type: 'image/png' }));
    }
    return transfer;
  }, payload);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

test('staff add a player with two images by drag and drop, find, view and remove the entry', async ({
  page,
}) => {
  test.slow();
  // Unique per attempt: the database is shared by the run.
  const target = `77${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const reason = `Uso de trapaça comprovado ${target.slice(-4)}`;

  await signIn(page, demo.admin, '/blacklist');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Blacklist' })).toBeVisible();
  // The demo's entries fill two pages; the servers among them are on the second.
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(
    page.getByRole('list', { name: 'Blacklist' }).getByText('Servidor').first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Adicionar à Blacklist' });
  await sheet.getByLabel(/ID do Jogador/).fill(target);
  await sheet.getByLabel(/Motivo/).fill(reason);
  await dropFiles(page, sheet.getByRole('button', { name: /Arraste imagens/ }), [
    { name: 'captura-1.png', bytes: png(24, [200, 30, 30]) },
    { name: 'captura-2.png', bytes: png(32, [30, 30, 200]) },
  ]);
  const chosen = sheet.getByRole('list', { name: 'Evidências selecionadas' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await sheet.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Entrada adicionada à blacklist')).toBeVisible();
  await expect(sheet).toBeHidden();

  // Search finds it; the player filter keeps it, the server filter does not.
  await page.getByPlaceholder('Buscar por ID ou nome de usuário...').fill(target);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const list = page.getByRole('list', { name: 'Blacklist' });
  const card = list.getByRole('listitem').filter({ hasText: reason });
  await expect(card).toBeVisible();
  await expect(card.getByText('Jogador')).toBeVisible();
  await page.getByRole('tab', { name: 'Servidores' }).click();
  await expect(page.getByText('Nenhum servidor na blacklist')).toBeVisible();
  await page.getByRole('tab', { name: 'Jogadores' }).click();
  await expect(card).toBeVisible();

  // The viewer shows both images and wraps around.
  await card.getByRole('button', { name: 'Ver Evidências (2)' }).click();
  const viewer = page.getByRole('dialog', { name: /Evidências de/ });
  await expect(viewer.getByText('1 de 2').first()).toBeVisible();
  const image = viewer.getByRole('img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(24);
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('2 de 2').first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('1 de 2').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await card.getByRole('button', { name: /Remover .* da blacklist/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remover da Blacklist?' });
  await confirm.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(page.getByText('Entrada removida da blacklist')).toBeVisible();
  await expect(page.getByText('Nenhum jogador na blacklist')).toBeVisible();
});
