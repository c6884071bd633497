import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

test("staff connect a game server's database: the password is kept sealed, and a member's passport can be typed", async ({
  page,
}) => {
  test.slow();
  const name = `Cidade Banco ${Date.now().toString(36)}`;
  await signIn(page, demo.admin, '/game-servers');
  const created = await page.evaluate(async (serverName) => {
    const response = await fetch('/api/game-servers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: serverName }),
    });
    return (await response.json()) as { server: { id: string } };
  }, name);
  await page.goto(`/game-servers?server=${created.server.id}`);
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Editar servidor' });
  const form = sheet.getByRole('form', { name: `Banco do jogo de ${name}` });
  await form.getByRole('radio', { name: /^vRP 2/ }).check();
  // The preset's own SQL and grants, before anything is saved.
  await form.getByText('O que o painel executa com vRP 2').click();
  await expect(form.getByText(/INSERT INTO vrp_login_users/).first()).toBeVisible();
  await expect(
    form.getByText(/GRANT SELECT, INSERT, UPDATE ON banco\.vrp_login_users/),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Conectar banco' }).click();
  await expect(form.getByText('Informe o endereço do banco.')).toBeVisible();
  await form.getByLabel(/Endereço/).fill('10.0.0.5');
  await form.getByLabel(/Usuário/).fill('fivem');
  await form.getByLabel(/^Banco/).fill('vrp');
  await form.getByLabel(/Senha/).fill('senha-do-jogo');
  await form.getByRole('button', { name: 'Conectar banco' }).click();
  await expect(page.getByText('Banco do jogo salvo')).toBeVisible();
  await expect(form.getByText('Uma senha está guardada (cifrada).')).toBeVisible();
  await expect(form.getByLabel(/Senha/)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(page.getByText('vRP 2 · vrp').first()).toBeVisible();
  expect(await page.content()).not.toContain('senha-do-jogo');

  // On a member's history, staff type the passport the game has not reported.
  await page.goto('/allowlists?status=all');
  await page.getByRole('button', { name: 'Mostrar detalhes' }).first().click();
  const passports = page.getByRole('region', { name: 'Passaportes' }).first();
  await expect(passports).toContainText(name);
  const input = passports.getByLabel(`Passaporte em ${name}`);
  await input.fill('0');
  await passports.getByRole('button', { name: 'Salvar' }).last().click();
  await expect(passports.getByText('Passaporte inválido.')).toBeVisible();
  await input.fill('4321');
  await passports.getByRole('button', { name: 'Salvar' }).last().click();
  await expect(page.getByText('Passaporte salvo')).toBeVisible();
  await expect(passports).toContainText('informado pela equipe');
});
