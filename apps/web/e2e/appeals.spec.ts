import { communitySettingIds } from '@panel/discord-local/community';
import { demo } from './demo-identities';
import { expect, expectDiscordEffect, signIn, switchUser, test } from './fixtures';

test('a blacklisted member appeals from /apelacao, and staff approving it lifts the blacklist', async ({
  page,
}) => {
  test.slow();
  const member = demo.member;
  const reason = `Anti-RP no evento ${Date.now().toString(36)}`;

  // Staff put the member on the blacklist.
  await signIn(page, demo.admin, '/blacklist');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Adicionar à Blacklist' });
  await sheet.getByLabel(/ID do Jogador/).fill(member.id);
  await sheet.getByLabel(/Motivo/).fill(reason);
  await sheet.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Entrada adicionada à blacklist')).toBeVisible();

  // The member sees what they may appeal, and appeals it.
  await switchUser(page, member, '/apelacao');
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText('0 de 3 apelações usadas')).toBeVisible();
  await page
    .getByLabel(/Por que a decisão deve ser revista/)
    .fill('Eu estava ausente naquele evento; quem usou minha conta foi um amigo.');
  await page.getByLabel(/O que você fará diferente/).fill('Não empresto mais minha conta.');
  await page.getByRole('button', { name: 'Enviar apelação' }).click();
  await expect(page.getByText('Apelação enviada', { exact: true })).toBeVisible();

  // A second one waits for the first.
  await page.goto('/apelacao');
  await expect(page.getByText('Sua apelação está em análise.')).toBeVisible();

  // Staff review it beside the entry it contests, and approve it.
  await switchUser(page, demo.moderator, '/appeals');
  const card = page
    .getByRole('list', { name: 'Apelações' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { level: 2, name: member.name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Blacklist', { exact: true })).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();
  await expect(card.getByText('Apelação 1 de 3')).toBeVisible();
  await card.getByRole('button', { name: 'Aprovar' }).click();
  await expect(card).toHaveCount(0);

  // Once the undo window passes, Discord takes the Blacklist role off and the member is told.
  await expectDiscordEffect(
    page,
    (effect) =>
      effect.type === 'member.removeRole' &&
      effect.userId === member.id &&
      effect.roleId === communitySettingIds.blacklistRoleId,
  );
  await expectDiscordEffect(
    page,
    (effect) =>
      effect.type === 'member.directMessage' &&
      effect.userId === member.id &&
      /Sua apelação sobre a blacklist foi aceita/.test(effect.content ?? ''),
  );

  // The member has nothing left to appeal, and sees the appeal approved in Minha Conta.
  await switchUser(page, member, '/apelacao');
  await expect(page.getByText(/Você não tem nada para contestar/)).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText('Aprovada').first()).toBeVisible();
});
