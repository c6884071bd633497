import type { Page } from '@playwright/test';
import { demo, type DemoIdentity } from './demo-identities';
import { allowConsoleErrors, expect, expectDiscordEffect, switchUser, test } from './fixtures';

// Elisa: no other spec makes her fail a code, so her five failures here are the only ones.
const member = demo.otherMember;

async function switchTo(page: Page, who: DemoIdentity, returnTo: string): Promise<void> {
  await switchUser(page, who, returnTo);
  await expect(page).toHaveURL(returnTo);
}

async function redeem(page: Page, code: string): Promise<void> {
  await page.getByLabel('Código', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Resgatar', exact: true }).click();
}

test('five wrong codes block a member until the unlock code of her review ticket lifts it', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await switchTo(page, member, '/use-code');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await redeem(page, `ZZZZZ${attempt}`);
    await expect(page.getByText(/^Código não encontrado\./)).toBeVisible();
    if (attempt === 3) await expect(page.getByText(/Restam 2 tentativas/)).toBeVisible();
    await page.getByRole('button', { name: 'Tentar Novamente' }).click();
  }
  await redeem(page, 'ZZZZZ5');
  await expect(page).toHaveURL('/blocked');
  await expect(
    page.getByText('Você está temporariamente bloqueado de realizar esta ação...'),
  ).toBeVisible();

  // The block opened a review ticket by itself: the member sees it pending.
  await page.getByRole('link', { name: 'Abrir um ticket' }).click();
  await expect(page).toHaveURL('/account/tickets?type=review_token');
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveText(
    'Revisão de bloqueio de código',
  );
  const mine = page.getByRole('list', { name: 'Seus tickets' }).getByRole('listitem').first();
  await expect(mine).toContainText('Revisão de bloqueio de código');
  await expect(mine).toContainText('Pendente');

  await switchTo(page, demo.admin, '/tickets?type=review_token');
  const row = page
    .getByRole('table', { name: 'Tickets' })
    .getByRole('row')
    .filter({ hasText: member.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pendente');
  await expect(row).toContainText('Bloqueio automático');
  await row.getByRole('button', { name: /Ver detalhes/ }).click();
  const dialog = page.getByRole('dialog', { name: /Ticket #/ });
  await expect(dialog).toContainText(member.id);
  await dialog.getByRole('button', { name: 'Gerar código de desbloqueio' }).click();
  // The toast (the row now says "Código gerado" too).
  await expect(
    page.getByText('O membro também recebe o código por mensagem direta no Discord.'),
  ).toBeVisible();
  const field = dialog.getByLabel('Código de desbloqueio');
  await expect(field).toHaveValue(/^[A-Za-z0-9]{6}$/);
  const code = await field.inputValue();
  await expect(dialog.getByRole('button', { name: 'Gerar código de desbloqueio' })).toHaveCount(0);
  // The member gets the code by direct message from the bot.
  await expectDiscordEffect(
    page,
    (e) =>
      e.type === 'member.directMessage' &&
      e.userId === member.id &&
      (e.content ?? '').includes(code),
  );

  await switchTo(page, member, '/account/tickets');
  await expect(page.getByText(/O bot enviou o código por mensagem direta/)).toBeVisible();
  await page.getByRole('link', { name: 'Resgatar código', exact: true }).click();
  await expect(page).toHaveURL('/use-code');
  await redeem(page, code);
  await expect(page.getByRole('heading', { name: 'Código resgatado!' })).toBeVisible();
  await expect(
    page.getByText('Seu bloqueio foi removido: você já pode resgatar códigos novamente.'),
  ).toBeVisible();

  // Unblocked: a wrong code is an ordinary error again, not /blocked.
  await page.getByRole('button', { name: 'Resgatar Outro' }).click();
  await redeem(page, 'ZZZZZ6');
  await expect(page.getByText(/^Código não encontrado\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar Novamente' })).toBeVisible();
  await expect(page).toHaveURL('/use-code');

  await page.goto('/account/tickets');
  const ticket = page
    .getByRole('list', { name: 'Seus tickets' })
    .getByRole('listitem')
    .filter({ hasText: 'Revisão de bloqueio de código' })
    .first();
  await expect(ticket).toContainText('Aprovado');
  await expect(ticket).toContainText('Resposta da equipe: Código de desbloqueio resgatado');

  // Wrong codes answer 404 and the block 423, which Chromium logs.
  allowConsoleErrors(consoleErrors, /status of (404|423) .*\/api\/tokens\/redeem/);
});
