import type { APIRequestContext, Page } from '@playwright/test';
import { demo } from './demo-identities';
import { backgroundTimeout, expect, signIn, test } from './fixtures';
import { png } from './png';

/** A call of the panel's API from the signed-in page: its cookie and Origin go with it. */
async function api<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return (await response.json()) as unknown;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** What the FiveM resource does: reports who is online, takes the commands due, acks them. */
async function gameServerRuns(request: APIRequestContext, key: string, memberId: string) {
  const headers = { Authorization: `Bearer ${key}` };
  const report = await request.post('/api/game/v1/players', {
    headers,
    data: {
      players: [
        {
          source: 9,
          name: 'Elisa_Martins',
          identifiers: ['license:e2e0000000000000000000000000000000000001', `discord:${memberId}`],
          tokens: [],
        },
      ],
    },
  });
  expect(report.status()).toBe(200);
  const taken = await request.get('/api/game/v1/commands', { headers });
  expect(taken.status()).toBe(200);
  const { commands } = (await taken.json()) as { commands: { id: string; command: string }[] };
  for (const command of commands) {
    const ack = await request.post(`/api/game/v1/commands/${command.id}/ack`, {
      headers,
      data: { outcome: 'done' },
    });
    expect(ack.status()).toBe(200);
  }
  return commands.map((command) => command.command);
}

test('staff sell an in-game VIP; the game server runs it once the member is online, and Minha Conta shows it delivered', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const serverName = `Cidade da Loja ${suffix}`;
  const productName = `VIP Ouro ${suffix}`;
  await signIn(page, demo.admin, '/store/manage');
  const created = await api<{ server: { id: string }; apiKey: string }>(
    page,
    'POST',
    '/api/game-servers',
    { name: serverName },
  );
  await api(page, 'PATCH', `/api/game-servers/${created.server.id}`, { whitelistMode: 'off' });

  await page.getByRole('button', { name: 'Novo produto' }).click();
  const sheet = page.getByRole('dialog', { name: 'Novo produto' });
  await sheet.getByLabel(/^Nome/).fill(productName);
  await sheet.getByLabel(/Descrição curta/).fill('VIP por 30 dias na cidade.');
  await sheet.getByRole('combobox', { name: 'Categoria' }).click();
  // Not Social Media: the store's own spec counts the demo's products there.
  await page.getByRole('option', { name: 'Telas' }).click();
  await sheet.getByLabel(/Preço/).fill('100');
  await sheet.getByRole('radio', { name: 'No jogo' }).click();
  // A template the server cannot fill is refused where it is typed.
  await sheet.getByLabel(/Comandos da compra/).fill('vip {usuario} ouro');
  await sheet
    .getByTestId('product-images-input')
    .setInputFiles({ name: 'vip.png', mimeType: 'image/png', buffer: png(64, [200, 160, 20]) });
  await expect(
    sheet.getByRole('list', { name: 'Imagens do produto' }).getByRole('img'),
  ).toHaveCount(1);
  await sheet.getByRole('button', { name: 'Criar produto' }).click();
  await expect(sheet.getByText(/Marcador desconhecido: \{usuario\}/)).toBeVisible();
  await sheet.getByLabel(/Comandos da compra/).fill('vip {source} ouro');
  await sheet.getByLabel(/Duração em dias/).fill('30');
  await sheet.getByRole('checkbox', { name: serverName }).check();
  await sheet.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page.getByText('Produto criado')).toBeVisible();

  const member = await browser.newPage();
  await signIn(member, demo.otherMember, '/store');
  await member.getByRole('tab', { name: 'Telas' }).click();
  const card = member.getByRole('article', { name: productName });
  await card.getByRole('button', { name: 'Resgatar' }).click();
  const confirm = member.getByRole('alertdialog', { name: `Resgatar ${productName}?` });
  await expect(confirm.getByText(/Verificando se você pode entrar/)).toHaveCount(0);
  // Not on the new server yet: unless another spec linked her game account already, the dialog
  // says she cannot enter it and buys once she says she wants it anyway.
  const anyway = confirm.getByRole('checkbox', { name: /Quero resgatar mesmo assim/ });
  if (await anyway.isVisible()) {
    await expect(confirm).toContainText(
      'Você ainda não pode entrar em nenhum servidor onde este item é entregue',
    );
    await anyway.check();
  }
  await confirm.getByRole('button', { name: 'Confirmar resgate' }).click();
  const result = member.getByRole('dialog', { name: 'Resgate realizado' });
  await expect(result).toContainText('Será entregue quando você estiver no servidor de jogo.');
  await member.keyboard.press('Escape');

  await member.goto('/account');
  const purchase = member
    .getByRole('list', { name: 'Minhas compras' })
    .getByRole('listitem')
    .filter({ hasText: productName });
  await expect(purchase).toContainText('Pendente');
  await expect(purchase).toContainText('Será entregue quando você estiver no servidor de jogo.');
  await expect(purchase).toContainText(/Vale até \d{2}\/\d{2}\/\d{4}/);

  // She joins the game server: it runs the command and says so.
  await expect
    .poll(() => gameServerRuns(request, created.apiKey, demo.otherMember.id), {
      timeout: backgroundTimeout,
    })
    .toEqual(['vip 9 ouro']);
  await member.reload();
  await expect(purchase).toContainText('Entregue');
  await expect(purchase).not.toContainText('Será entregue quando');
  await member.close();

  // Staff see it on the purchases tab, delivered.
  await page.goto('/store/manage?tab=compras');
  const bought = page.getByRole('listitem').filter({ hasText: productName }).first();
  await expect(bought).toContainText('Entregue');
  await expect(bought).toContainText('No jogo');
});
