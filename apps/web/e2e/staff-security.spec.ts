import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

const settingName = 'Exigir autenticação em duas etapas do Discord para a equipe';

test('the administrador requires two-step authentication, Carla is held back, and her session ends', async ({
  page,
  browser,
}) => {
  // Carla, of the suporte, has no two-step authentication on her Discord account (the demo's).
  // Her browser here is told apart from the sessions other specs opened as her.
  const carlaContext = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  const carla = await carlaContext.newPage();
  await signIn(carla, demo.support);
  await expect(carla).toHaveURL('/dashboard');

  await signIn(page, demo.admin);
  await page.goto('/permissions');
  await page.getByRole('tab', { name: 'Segurança' }).click();
  const setting = page.getByRole('switch', { name: settingName });
  await expect(setting).not.toBeChecked();
  await setting.click();
  await page
    .getByRole('alertdialog', { name: 'Exigir autenticação em duas etapas?' })
    .getByRole('button', { name: 'Exigir' })
    .click();
  await expect(
    page.getByText('A equipe agora precisa da autenticação em duas etapas do Discord.'),
  ).toBeVisible();
  await expect(setting).toBeChecked();

  try {
    // Her open staff page is refused at once: the panel explains the steps instead.
    await carla.goto('/allowlists');
    await expect(carla).toHaveURL(/\/two-factor\?returnTo=%2Fallowlists$/);
    await expect(carla.getByText(/a sua conta do Discord ainda não usa/)).toBeVisible();
    await expect(carla.getByText('Ativar autenticação em duas etapas')).toBeVisible();
    // Her member pages still open.
    await carla.getByRole('link', { name: 'Ir para Minha Conta' }).click();
    await expect(carla).toHaveURL('/account');
    await expect(carla.getByRole('heading', { name: 'Sessões abertas' })).toBeVisible();

    // The administrador sees her session, and ends it.
    await page.reload();
    await page.getByRole('tab', { name: 'Segurança' }).click();
    const sessions = page.getByRole('list', { name: 'Sessões da equipe' });
    const carlaRow = sessions
      .getByRole('listitem')
      .filter({ hasText: 'Carla Dias' })
      .filter({ hasText: 'Firefox no Linux' });
    await expect(carlaRow).toContainText('Sem autenticação em duas etapas');
    await expect(carlaRow).toContainText(/IP [\d.]+\.x/);
    await expect(sessions.getByRole('listitem').filter({ hasText: 'Esta sessão' })).toContainText(
      'Ana Souza',
    );
    await carlaRow.getByRole('button', { name: 'Encerrar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Encerrar a sessão de Carla Dias?' })
      .getByRole('button', { name: 'Encerrar sessão' })
      .click();
    await expect(page.getByText('Sessão encerrada.')).toBeVisible();
    await expect(carlaRow).toHaveCount(0);

    // Her browser is signed out on its next request.
    await carla.reload();
    await expect(carla).toHaveURL(/\/login/);
  } finally {
    // Leave the demo as the other specs expect it: nothing required.
    await page.getByRole('switch', { name: settingName }).click();
    await expect(
      page.getByText('A autenticação em duas etapas deixou de ser exigida da equipe.'),
    ).toBeVisible();
    await carlaContext.close();
  }
});
