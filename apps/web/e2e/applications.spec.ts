import type { Page } from '@playwright/test';
import { demo, type DemoIdentity } from './demo-identities';
import {
  backgroundTimeout,
  discordEffects,
  expect,
  expectDiscordEffect,
  fillWhitelistRequest,
  signIn,
  switchUser,
  test,
} from './fixtures';

// The demo's simulated Discord server uses these ids (apps/server/src/demo/demo-bot-settings.ts).
const allowListRoleId = '300000000000000006';
const allowListApprovedChannelId = '300000000000000021';

function card(page: Page, listName: string, who: DemoIdentity) {
  return page
    .getByRole('list', { name: listName })
    .getByRole('listitem')
    .filter({ hasText: who.name })
    .first();
}

test('a visitor writes a whitelist request, signs in to send it, and the administrador approves it', async ({
  page,
}) => {
  // It waits for the bot's deliveries, which a loaded machine makes slow.
  test.slow();
  const member = demo.otherMember;
  await page.goto('/whitelist');
  await fillWhitelistRequest(page, {
    username: 'elisa.martins',
    wallet: '0xe2e000a1',
    experience: 'Três anos de roleplay em servidores sérios.',
    why: 'Quero contar boas histórias.',
  });
  await page.getByRole('button', { name: 'Entrar com Discord e enviar' }).click();

  // Discord's authorize page (the local Discord's), then back to the wizard, which sends the
  // kept answers by itself: no second "Enviar".
  await page.getByRole('link', { name: `${member.name} — ${member.label}`, exact: true }).click();
  await expect(page).toHaveURL('/whitelist');
  await expect(
    page
      .getByRole('status')
      .getByText('Whitelist enviada com sucesso! Em breve entraremos em contato.'),
  ).toBeVisible();

  await switchUser(page, demo.admin);
  await page.goto('/allowlists');
  await page.getByLabel('Buscar').fill(member.id);
  const entry = card(page, 'Allowlists', member);
  await expect(entry).toBeVisible();
  // The first pending entry opens by itself: its answers show without a click.
  await expect(entry.getByText('Respostas do formulário:')).toBeVisible();
  await expect(entry).toContainText('Três anos de roleplay em servidores sérios.');
  await expect(entry).toContainText('0xe2e000a1');
  await entry.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Allowlist aprovada').first()).toBeVisible();

  await switchUser(page, member);
  await page.goto('/account');
  const mine = page.getByRole('list', { name: 'Minhas solicitações' }).getByRole('listitem');
  await expect(mine.first()).toContainText('Whitelist');
  await expect(mine.first()).toContainText('Aprovada');

  await expect
    .poll(
      async () => {
        const effects = await discordEffects(page);
        return {
          role: effects.some(
            (e) =>
              e.type === 'member.addRole' && e.userId === member.id && e.roleId === allowListRoleId,
          ),
          post: effects.some(
            (e) => e.type === 'channel.message' && e.channelId === allowListApprovedChannelId,
          ),
        };
      },
      { timeout: backgroundTimeout },
    )
    .toEqual({ role: true, post: true });
});

test('a member applies for a role and the administrador rejects it with a reason', async ({
  page,
}) => {
  // It waits for the bot's deliveries, which a loaded machine makes slow.
  test.slow();
  const member = demo.member;
  await signIn(page, member);
  await page.goto('/inscricao');
  await page.getByRole('radio', { name: 'Developer' }).check();
  await page.getByLabel(/Portfólio/).fill('https://exemplo.com/diego');
  await page.getByLabel(/Disponibilidade semanal/).fill('6 horas');
  await page.getByRole('button', { name: 'Enviar inscrição' }).click();
  await expect(page.getByRole('status').getByText(/Inscrição enviada com sucesso!/)).toBeVisible();

  await switchUser(page, demo.admin);
  await page.goto('/insertions');
  await page.getByLabel('Buscar').fill(member.id);
  const entry = card(page, 'Inscrições', member);
  await expect(entry).toContainText('Developer');
  await entry.getByRole('button', { name: 'Rejeitar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motivo (opcional)').fill('Portfólio sem projetos próprios.');
  await dialog.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(page.getByText('Inscrição reprovada').first()).toBeVisible();

  await switchUser(page, member);
  await page.goto('/account');
  const mine = page
    .getByRole('list', { name: 'Minhas solicitações' })
    .getByRole('listitem')
    .filter({ hasText: 'Developer' });
  await expect(mine).toContainText('Reprovada');
  await expect(mine).toContainText('Motivo: Portfólio sem projetos próprios.');

  await expectDiscordEffect(
    page,
    (e) =>
      e.type === 'member.directMessage' &&
      e.userId === member.id &&
      (e.content ?? '').includes('Portfólio sem projetos próprios.'),
  );
});
