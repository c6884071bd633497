import { demo } from './demo-identities';
import {
  backgroundTimeout,
  discordEffects,
  expect,
  expectDiscordEffect,
  signIn,
  switchUser,
  test,
} from './fixtures';

test("a ticket's Discord channel is closed when staff decide it, and its conversation stays on the ticket", async ({
  page,
}) => {
  test.slow();
  const member = demo.member;
  const reason = `Denúncia de teste ${Date.now().toString(36)}: jogador usando trapaça.`;

  await signIn(page, member, '/account/tickets?type=report_user');
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveText('Denúncia de membro');
  // A report names the member it is about, picked by name from the server's members.
  const reported = page.getByRole('combobox', { name: 'Membro denunciado' });
  await reported.fill('Elisa');
  await page.getByRole('option', { name: /Elisa Martins/ }).click();
  await expect(reported).toHaveValue('Elisa Martins');
  await page.getByLabel('Motivo').fill(reason);
  await page.getByRole('button', { name: 'Abrir ticket' }).click();
  const mine = page
    .getByRole('list', { name: 'Seus tickets' })
    .getByRole('listitem')
    .filter({ hasText: reason });
  await expect(mine).toContainText('Pendente');

  // The bot creates the ticket's private channel in the local Discord.
  let channelId = '';
  await expect
    .poll(
      async () => {
        const created = (await discordEffects(page)).findLast(
          (effect) =>
            effect.type === 'channel.create' && /^ticket-\d+-diego/.test(effect.name ?? ''),
        );
        channelId = created?.channelId ?? '';
        return channelId;
      },
      { timeout: backgroundTimeout },
    )
    .not.toBe('');

  // While the ticket is open, the member reaches its channel: the local Discord's page of it.
  const channelLink = mine.getByRole('link', { name: /^Abrir #ticket-\d+-diego.* no Discord$/ });
  await expect(channelLink).toHaveAttribute(
    'href',
    new RegExp(`/discord-standin/channels/\\d+/${channelId}$`),
    { timeout: backgroundTimeout },
  );
  await page.goto((await channelLink.getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { name: /^#ticket-\d+-diego/ })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();

  await switchUser(page, demo.support, '/tickets?type=report_user');
  const row = page
    .getByRole('table', { name: 'Tickets' })
    .getByRole('row')
    .filter({ hasText: member.name });
  await row
    .first()
    .getByRole('button', { name: /Ver detalhes/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Ticket #/ });
  await expect(dialog).toContainText(reason);
  // A report is filed ("Arquivar") or closed ("Encerrar"), not rejected or approved.
  await dialog.getByRole('button', { name: 'Arquivar' }).click();
  await page
    .getByLabel(/Motivo/)
    .last()
    .fill('Sem provas suficientes.');
  await page
    .getByRole('button', { name: /^Arquivar/ })
    .last()
    .click();
  await expect(dialog).toContainText('Arquivado por Carla Dias');
  // Decided: the channel is no longer linked, and its transcript is offered right there.
  await expect(dialog.getByRole('link', { name: /no Discord$/ })).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Transcrição' })).toBeVisible();

  // The conversation is read and saved, then the channel is deleted in the local Discord.
  await expectDiscordEffect(
    page,
    (effect) => effect.type === 'channel.delete' && effect.channelId === channelId,
  );
  await page.keyboard.press('Escape');
  await page.goto('/tickets?type=report_user&status=rejected');
  await page
    .getByRole('table', { name: 'Tickets' })
    .getByRole('row')
    .filter({ hasText: member.name })
    .first()
    .getByRole('button', { name: /Ver detalhes/ })
    .click();
  const closed = page.getByRole('dialog', { name: /Ticket #/ });
  await expect(closed).toContainText('Encerrado e apagado');
  const conversation = closed.getByRole('list', { name: 'Conversa do ticket' });
  await expect(conversation).toContainText('@Diego Rocha abriu um ticket (Denúncia de membro)');
  await expect(conversation).toContainText(reason);

  // The member reads the same conversation in Minha Conta.
  await switchUser(page, member, '/account/tickets');
  const decided = page
    .getByRole('list', { name: 'Seus tickets' })
    .getByRole('listitem')
    .filter({ hasText: reason });
  await expect(decided).toContainText('Arquivado');
  await expect(decided.getByRole('link', { name: /no Discord$/ })).toHaveCount(0);
  await decided.getByRole('button', { name: 'Ver transcrição' }).click();
  await expect(decided.getByRole('list', { name: 'Conversa do ticket' })).toContainText(
    '@Diego Rocha abriu um ticket',
  );
});
