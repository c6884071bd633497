import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

interface JoinAnswer {
  allow: boolean;
  reason?: string;
  requestCode?: string;
  discordId?: string;
}

/** What the FiveM resource sends when a player connects: fresh identifiers for each run. */
function player() {
  return {
    name: 'Jogador Teste',
    identifiers: [`license:${randomBytes(20).toString('hex')}`, 'steam:110000112345678'],
    tokens: [`3:${randomBytes(32).toString('hex')}`],
  };
}

/** `POST /api/game/v1/join` as a game server calls it, with its key and no session. */
async function join(
  request: APIRequestContext,
  key: string,
  body: ReturnType<typeof player>,
): Promise<JoinAnswer> {
  const response = await request.post('/api/game/v1/join', {
    headers: { Authorization: `Bearer ${key}` },
    data: body,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as JoinAnswer;
}

/** The card of the server named `name` in the list. */
function serverCard(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Servidores de jogo' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('staff connect a game server; a refused player links the account with the code and gets in', async ({
  page,
  browser,
  context,
  request,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Unique per attempt: the database is shared by the run.
  const name = `Cidade ${Date.now().toString(36)}`;

  await signIn(page, demo.admin, '/game-servers');
  await expect(page.getByRole('heading', { level: 1, name: 'Servidores de jogo' })).toBeVisible();
  // The demo's own server is listed, so "Novo servidor"; an empty list has its own button.
  await page
    .getByRole('button', { name: /^(Novo servidor|Conectar o primeiro servidor)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Novo servidor' });
  await dialog.getByLabel(/Nome/).fill(name);
  await dialog.getByRole('button', { name: 'Criar servidor' }).click();

  // The key, once, with the lines for server.cfg; copied as shown.
  const shown = page.getByRole('dialog', { name: `Servidor ${name} criado` });
  await expect(
    shown.getByText('Copie a chave agora: ela não será mostrada de novo.'),
  ).toBeVisible();
  const key = await shown.getByRole('textbox', { name: 'Chave da API' }).inputValue();
  expect(key).toMatch(/^prp_[A-Za-z0-9_-]{43}$/);
  const origin = new URL(page.url()).origin;
  const cfg = shown.getByLabel('No server.cfg do servidor FiveM');
  await expect(cfg).toContainText(`set painel_url "${origin}"`);
  await expect(cfg).toContainText(`set painel_key "${key}"`);
  await expect(cfg).toContainText('ensure painel-rp');
  await shown.getByRole('button', { name: 'Copiar a chave da API' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shown.getByRole('button', { name: 'Concluído' }).click();
  await expect(shown).toBeHidden();

  // Closed and opened again, only the start of the key is left.
  const card = serverCard(page, name);
  await expect(card.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
  await expect(card.getByText('Nunca conectado')).toBeVisible();
  await page.reload();
  await expect(serverCard(page, name)).toBeVisible();
  expect(await page.content()).not.toContain(key);

  // Diego has no approved whitelist in the demo: members of the Discord may enter.
  await card.getByRole('button', { name: `Editar ${name}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Editar servidor' });
  await sheet.getByRole('radio', { name: 'Membros do Discord' }).check();
  await sheet.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Servidor de jogo atualizado')).toBeVisible();
  await expect(card.getByText('Membros do Discord')).toBeVisible();

  // The game server asks about an unknown player: refused, with a code to take to the panel.
  const someone = player();
  const refused = await join(request, key, someone);
  expect(refused.allow).toBe(false);
  expect(refused.requestCode).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{5}$/);
  const code = refused.requestCode ?? '';
  expect(refused.reason).toContain(code);

  // The member enters the code in Minha Conta.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, demo.member, '/account');
  const linkCard = member.locator('[data-slot="card"]').filter({
    has: member.getByRole('heading', { name: 'Vincular conta do jogo' }),
  });
  await expect(linkCard.getByText('Nenhuma conta do jogo vinculada.')).toBeVisible();
  await linkCard.getByLabel('Código do jogo').fill(code.toLowerCase());
  await linkCard.getByRole('button', { name: 'Vincular' }).click();
  await expect(member.getByText(`Jogador Teste em ${name}`)).toBeVisible();
  const linked = linkCard.getByRole('list', { name: 'Contas do jogo vinculadas' });
  await expect(linked.getByText('Licença Rockstar', { exact: true })).toBeVisible();
  await expect(linked.getByText(someone.identifiers[0] ?? '')).toBeVisible();
  await memberContext.close();

  // The same player now gets in.
  const allowed = await join(request, key, someone);
  expect(allowed.allow).toBe(true);
  expect(allowed.discordId).toBe(demo.member.id);

  // Staff see both joins, newest first: let in as Diego, then refused with the code.
  await page.reload();
  await serverCard(page, name)
    .getByRole('button', { name: `Conexões de ${name}` })
    .click();
  await expect(page).toHaveURL(/\?server=\d+/);
  const joins = page.getByRole('list', { name: 'Conexões' }).getByRole('listitem');
  await expect(joins).toHaveCount(2);
  await expect(joins.nth(0).getByText('Liberado')).toBeVisible();
  await expect(joins.nth(0).getByText(demo.member.name)).toBeVisible();
  await expect(joins.nth(1).getByText('Recusado')).toBeVisible();
  await expect(joins.nth(1).getByText('Conta não vinculada')).toBeVisible();
  await expect(joins.nth(1).getByText(code, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Recusadas' }).click();
  await expect(joins).toHaveCount(1);
  await expect(page).toHaveURL(/outcome=refused/);
});
