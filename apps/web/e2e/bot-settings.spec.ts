import type { Page } from '@playwright/test';
import { demo } from './demo-identities';
import { backgroundTimeout, expect, signIn, test } from './fixtures';

/** Ids of the local Discord's demo community (packages/discord-local/src/community.ts). */
const community = {
  blockedRole: '300000000000000004',
  codeErrorChannel: '300000000000000019',
  geral: '300000000000000204',
};

const field = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function pick(
  page: Page,
  label: string,
  noun: 'cargo' | 'canal',
  search: string,
  option: string,
) {
  await page.getByRole('button', { name: `Escolher ${noun}: ${label}` }).click();
  await page.getByPlaceholder(`Buscar ${noun} por nome ou ID...`).fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('staff pick a role and a channel from the guild, save only those, and find it in the audit log', async ({
  page,
}) => {
  test.slow();
  await signIn(page, demo.admin, '/bot-settings?tab=ids');
  const blocked = field(page, 'Cargo de bloqueado');
  const codeErrors = field(page, 'Canal de erros de códigos');
  await expect(blocked.getByRole('textbox')).toHaveValue(community.blockedRole);

  await pick(page, 'Cargo de bloqueado', 'cargo', 'social', 'Social Media');
  await pick(page, 'Canal de erros de códigos', 'canal', 'geral', 'geral');
  await expect(codeErrors.getByRole('textbox')).toHaveValue(community.geral);
  await expect(page.getByText('2 alterações não salvas')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar IDs' }).click();
  await expect(page.getByText('IDs configurados com sucesso!')).toBeVisible();
  // Saved with a warning: the same role is now two settings.
  await expect(blocked.getByText('Também usado em: Social Media.')).toBeVisible();
  await expect(page.getByText('Nenhuma alteração')).toBeVisible();

  await page.goto('/audit');
  await page.getByPlaceholder('Membro, ID ou detalhes').fill('IDs do bot');
  const entry = page
    .getByRole('list', { name: 'Registros de auditoria' })
    .getByRole('listitem')
    .filter({ hasText: 'Alterou 2 IDs do bot' });
  await expect(entry).toContainText('Cargo de bloqueado → Social Media');
  await expect(entry).toContainText('Canal de erros de códigos → geral');

  // Back as they were, pasted as text this time: the rest of the run counts on them.
  await page.goto('/bot-settings?tab=ids');
  await blocked.getByRole('textbox').fill(community.blockedRole);
  await codeErrors.getByRole('textbox').fill(community.codeErrorChannel);
  await page.getByRole('button', { name: 'Salvar IDs' }).click();
  await expect(page.getByText('IDs configurados com sucesso!').first()).toBeVisible();
  await expect(blocked.getByText('Também usado em', { exact: false })).toHaveCount(0);
});

test('"Testar" sends a message through the bot and says whether Discord took it', async ({
  page,
}) => {
  test.slow();
  await signIn(page, demo.admin, '/bot-settings?tab=ids');
  const logs = field(page, 'Canal de logs');
  await logs.getByRole('button', { name: 'Testar Canal de logs' }).click();
  await expect(logs.getByText('Mensagem de teste entregue')).toBeVisible({
    timeout: backgroundTimeout,
  });

  // #anúncios: the bot sees it but may not post there.
  const codeLog = field(page, 'Canal de logs de códigos');
  await codeLog.getByRole('textbox').fill('300000000000000203');
  await codeLog.getByRole('button', { name: 'Testar Canal de logs de códigos' }).click();
  await expect(
    codeLog.getByText('O bot não tem permissão para enviar mensagens neste canal.'),
  ).toBeVisible({ timeout: backgroundTimeout });
});
