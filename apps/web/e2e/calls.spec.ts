import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

/** Members of the demo community in voice when the local Discord starts (community-members.ts). */
const inPatrulha1 = 'Gabriel Alves';
const inHospital = 'Júlia Ribeiro';

test('the administrador sees the demo members in call, mutes and unmutes one, removes another, and pages through the ranking', async ({
  page,
}) => {
  test.slow();
  await signIn(page, demo.admin, '/calls');
  await expect(
    page.getByText('Gerencie usuários em call e visualize estatísticas de tempo'),
  ).toBeVisible();

  // One row per member (the table of wide screens), his voice channel in its own column.
  const connected = page.getByRole('table', { name: 'Usuários conectados' });
  const gabriel = connected.getByRole('row', { name: inPatrulha1 });
  await expect(gabriel.getByRole('cell').first()).toContainText('Patrulha 1');
  await expect(page.getByText(/Usuários Conectados \(\d+\)/)).toBeVisible();

  // Each button is named with its member.
  await gabriel.getByRole('button', { name: `Mutar ${inPatrulha1}` }).click();
  await expect(page.getByText('Status de mute atualizado').first()).toBeVisible();
  await expect(gabriel.getByRole('button', { name: `Desmutar ${inPatrulha1}` })).toBeVisible();
  await gabriel.getByRole('button', { name: `Desmutar ${inPatrulha1}` }).click();
  await expect(gabriel.getByRole('button', { name: `Mutar ${inPatrulha1}` })).toBeVisible();

  const julia = connected.getByRole('row', { name: inHospital });
  await julia.getByRole('button', { name: `Remover ${inHospital} da call` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Usuário removido da call')).toBeVisible();
  await expect(julia).toHaveCount(0);

  // The whole ranking, ten places a page, under its period.
  await expect(page.getByRole('heading', { name: 'Ranking — desde sempre' })).toBeVisible();
  const ranking = page.getByRole('list', { name: 'Ranking de tempo em call' });
  await expect(ranking.getByRole('listitem')).toHaveCount(10);
  await page
    .getByRole('navigation', { name: 'Páginas do ranking' })
    .getByRole('button', { name: 'Página 2' })
    .click();
  await expect(page).toHaveURL(/rankingPage=2/);
  await expect(ranking.getByRole('listitem').first()).toContainText(/\d+º lugar/);
  await page.getByRole('tab', { name: '30 dias' }).click();
  await expect(page.getByRole('heading', { name: 'Ranking — últimos 30 dias' })).toBeVisible();
  await expect(ranking.getByRole('listitem').first()).toContainText(/\d+h \d{2}min|\d+min/);
});
