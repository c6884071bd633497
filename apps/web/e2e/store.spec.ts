import type { Page } from '@playwright/test';
import { demo } from './demo-identities';
import { allowConsoleErrors, backgroundTimeout, expect, signIn, test } from './fixtures';
import { png } from './png';

/** The number in "Seus pontos" (pt-BR digits: "2.460"). */
async function balance(page: Page): Promise<number> {
  const box = page.getByRole('region', { name: 'Seus pontos' });
  await expect(box).toContainText(/\d/);
  const text = (await box.textContent()) ?? '';
  return Number(/([\d.]+)\s*pontos/.exec(text)?.[1]?.replaceAll('.', '') ?? Number.NaN);
}

const product = (page: Page, name: string) => page.getByRole('article', { name });

/** The store at the tab of a category, found by its name (the tabs are the categories staff keep). */
async function openCategory(page: Page, name: string): Promise<void> {
  await page.goto('/store');
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(/category=\d+/);
}

test('a member with points from voice time redeems a product, sees the balance drop and the purchase in Minha Conta', async ({
  page,
}) => {
  await signIn(page, demo.member, '/account');
  // The demo's 30 days in voice earned the points.
  const movements = page.getByRole('list', { name: 'Movimentações de pontos' });
  await expect(movements.getByText('Tempo em call').first()).toBeVisible();

  await page.goto('/store');
  await expect(page.getByRole('heading', { name: 'Loja de Recompensas' })).toBeVisible();
  const before = await balance(page);
  expect(before).toBeGreaterThanOrEqual(1200);
  await expect(
    product(page, 'Overlay Premium').getByRole('button', { name: 'Pontos insuficientes' }),
  ).toBeDisabled();

  await page.getByRole('tab', { name: 'Social Media' }).click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await product(page, 'Banner Personalizado').getByRole('button', { name: 'Resgatar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Resgatar Banner Personalizado?' });
  await expect(confirm).toContainText('1.200 pontos');
  await confirm.getByRole('button', { name: 'Confirmar resgate' }).click();
  await expect(page.getByRole('dialog', { name: 'Resgate realizado' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await balance(page)).toBe(before - 1200);

  await page.goto('/account');
  const purchases = page.getByRole('list', { name: 'Minhas compras' });
  await expect(purchases.getByText('Banner Personalizado')).toBeVisible();
  await expect(purchases.getByText('Pendente')).toBeVisible();
  await expect(movements.getByText('Resgate de Banner Personalizado')).toBeVisible();
});

test('staff create a product with an uploaded image, a member buys it, staff see the purchase and refund it', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, demo.admin, '/store/manage');
  await page.getByRole('button', { name: 'Novo produto' }).click();
  const sheet = page.getByRole('dialog', { name: 'Novo produto' });
  await sheet.getByLabel(/^Nome/).fill('Moldura de Webcam');
  await sheet.getByLabel(/Descrição curta/).fill('Uma moldura para a sua câmera nas lives.');
  await sheet.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Overlays' }).click();
  await sheet.getByLabel(/Preço/).fill('300');
  await sheet.getByRole('switch', { name: 'Ilimitado' }).click();
  await sheet.getByLabel(/Estoque/).fill('2');
  await sheet.getByRole('radio', { name: 'Entrega manual pela equipe' }).click();
  await sheet
    .getByTestId('product-images-input')
    .setInputFiles({ name: 'moldura.png', mimeType: 'image/png', buffer: png(64, [20, 120, 200]) });
  await expect(
    sheet.getByRole('list', { name: 'Imagens do produto' }).getByRole('img'),
  ).toHaveCount(1);
  await sheet.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page.getByText('Produto criado')).toBeVisible();

  const member = await browser.newPage();
  await signIn(member, demo.otherMember, '/store');
  await openCategory(member, 'Overlays');
  const card = product(member, 'Moldura de Webcam');
  await expect(card).toContainText('Restam 2');
  const image = card.getByRole('img', { name: 'Moldura de Webcam' });
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(64);
  const before = await balance(member);
  await card.getByRole('button', { name: 'Resgatar' }).click();
  await member.getByRole('button', { name: 'Confirmar resgate' }).click();
  await expect(member.getByRole('dialog', { name: 'Resgate realizado' })).toBeVisible();
  await member.keyboard.press('Escape');
  expect(await balance(member)).toBe(before - 300);

  await page.goto('/store/manage?tab=compras');
  const bought = page.getByRole('listitem').filter({ hasText: 'Moldura de Webcam' }).first();
  await expect(bought).toContainText('Elisa Martins');
  await expect(bought).toContainText('Pendente');
  await bought.getByRole('button', { name: 'Reembolsar' }).click();
  const refund = page.getByRole('dialog', { name: 'Reembolsar a compra?' });
  await refund.getByLabel(/Motivo/).fill('Compra feita por engano');
  await refund.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(page.getByText('Compra reembolsada').first()).toBeVisible();
  await expect(bought).toContainText('Reembolsada');

  await openCategory(member, 'Overlays');
  expect(await balance(member)).toBe(before);
  await expect(product(member, 'Moldura de Webcam')).toContainText('Restam 2');
  await member.goto('/account');
  await expect(
    member.getByRole('list', { name: 'Minhas compras' }).getByText('Compra feita por engano'),
  ).toBeVisible();
  await member.close();
});

test('a role product is delivered by the bot on Discord and shows delivered in Minha Conta', async ({
  page,
}) => {
  await signIn(page, demo.otherMember, '/store/product/2');
  await expect(page.getByText('Entrega: Cargo no Discord')).toBeVisible();
  await page.getByRole('button', { name: 'Resgatar Agora' }).click();
  await page.getByRole('button', { name: 'Confirmar resgate' }).click();
  const result = page.getByRole('dialog', { name: 'Resgate realizado' });
  await expect(result).toContainText('O cargo será entregue no Discord em instantes.');
  await page.keyboard.press('Escape');
  await page.goto('/account');
  const purchase = page
    .getByRole('list', { name: 'Minhas compras' })
    .getByRole('listitem')
    .filter({ hasText: 'Pacote de Emotes' });
  // Minha Conta does not poll: reload until the bot's delivery shows. Each look waits for the
  // purchase to be on the page, then reads its state as loaded.
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(purchase).toBeVisible();
        return purchase.textContent();
      },
      { timeout: backgroundTimeout },
    )
    .toContain('Entregue');
});

test('an unknown product says so and leads back to the store', async ({ page, consoleErrors }) => {
  await page.goto('/store/product/999999');
  await expect(page.getByText('Produto não encontrado')).toBeVisible();
  allowConsoleErrors(consoleErrors, /status of 404 .*\/api\/store\/products\/999999/);
  await page.getByRole('link', { name: 'Voltar para a Loja' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('link', { name: 'Entrar para resgatar' }).first()).toBeVisible();
});
