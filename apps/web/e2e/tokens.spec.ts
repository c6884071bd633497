import { demo } from './demo-identities';
import {
  allowConsoleErrors,
  expect,
  expectDiscordEffect,
  signIn,
  switchUser,
  test,
} from './fixtures';

test('the administrador creates an invite code for a member, who redeems it once', async ({
  page,
  consoleErrors,
}) => {
  // It waits for the bot's deliveries, which a loaded machine makes slow.
  test.slow();
  const member = demo.member;
  // Unique per attempt (the database is shared by the run), with both cases: codes keep them.
  const token = `Ev${Date.now().toString(36).slice(-4).toUpperCase()}`;
  // The local Discord's "Influencer" role, below the bot's.
  const role = { id: '300000000000000009', name: 'Influencer' };

  await signIn(page, demo.admin, '/codes');
  await page.getByRole('link', { name: 'Novo Código' }).click();
  await expect(page).toHaveURL('/codes/create');
  await page.getByLabel(/^Código/).fill(token);
  await page.getByLabel(/Quantidade de usos/).fill('1');
  // Typed as dd/mm/aaaa and a 24-hour time, whatever the browser's language.
  await page.getByLabel(/Data de expiração/).fill(`15/06/${new Date().getFullYear() + 1}`);
  await page.getByLabel('Hora da expiração').fill('18:30');
  await page.getByRole('radio', { name: /Convite/ }).check();
  // The member and the role are chosen by name.
  await page.getByLabel(/Membro no Discord/).fill(member.name.slice(0, 5));
  await page.getByRole('option', { name: new RegExp(member.name) }).click();
  await expect(page.getByLabel(/Membro no Discord/)).toHaveValue(member.name);
  await page.getByRole('button', { name: /^Cargo no Discord:/ }).click();
  await page.getByPlaceholder('Buscar cargo por nome ou ID...').fill(role.name);
  await page.getByRole('option', { name: role.name }).click();
  await expect(page.getByRole('button', { name: `Cargo no Discord: ${role.name}` })).toContainText(
    role.id,
  );
  await page.getByRole('button', { name: 'Criar código' }).click();
  await expect(page.getByText('Código criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/codes');

  const row = page
    .getByRole('table', { name: 'Códigos' })
    .getByRole('row')
    .filter({ hasText: token });
  await expect(row).toContainText('0 / 1');
  await expect(row).toContainText('Convite');
  await expect(row).toContainText(member.name);
  await expect(row).toContainText(role.name);
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText(`15/06/${new Date().getFullYear() + 1} 18:30`);

  // The search finds it by part of the code, kept in the address; the copy button copies it.
  await page.getByRole('searchbox', { name: 'Buscar código' }).fill(token.slice(0, 4));
  await expect(page).toHaveURL(`/codes?search=${token.slice(0, 4)}`);
  await expect(row).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const copy = row.getByRole('button', { name: `Copiar código ${token}` });
  await copy.click();
  await expect(copy).toHaveText('Copiado!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  // It says so for two seconds, then offers to copy again.
  await expect(copy).not.toContainText('Copiado!');

  await switchUser(page, member, '/use-code');
  await expect(page).toHaveURL('/use-code');
  await page.getByLabel('Código', { exact: true }).fill(token);
  await page.getByRole('button', { name: 'Resgatar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Código resgatado!' })).toBeVisible();
  await expect(page.getByText('Você também recebeu um cargo no Discord.')).toBeVisible();

  await page.getByRole('button', { name: 'Resgatar Outro' }).click();
  await page.getByLabel('Código', { exact: true }).fill(token);
  await page.getByRole('button', { name: 'Resgatar', exact: true }).click();
  await expect(page.getByText('Este código já foi utilizado anteriormente.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar Novamente' })).toBeVisible();
  // The refusal answers 409, which Chromium logs.
  allowConsoleErrors(consoleErrors, /status of 409 .*\/api\/tokens\/redeem/);

  await expectDiscordEffect(
    page,
    (e) => e.type === 'member.addRole' && e.userId === member.id && e.roleId === role.id,
  );
});
