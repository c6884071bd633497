import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

/** Members of the demo community in voice when the local Discord starts (community-members.ts). */
const inPatrulha1 = 'Gabriel Alves';
const inHospital = 'Júlia Ribeiro';

test('the administrador sees the demo members in call, mutes and unmutes one, removes another, and reads the ranking', async ({
  page,
}) => {
  test.slow();
  await signIn(page, demo.admin, '/calls');
  await expect(
    page.getByText('Gerencie usuários em call e visualize estatísticas de tempo'),
  ).toBeVisible();

  const connected = page.getByRole('list', { name: 'Usuários conectados' });
  const gabriel = connected.getByRole('listitem', { name: inPatrulha1 });
  // Under his voice channel's heading, with how many are in it.
  const patrulha1 = connected.getByRole('list', { name: /^Patrulha 1 \(\d+\)$/ });
  await expect(patrulha1.getByRole('listitem', { name: inPatrulha1 })).toBeVisible();
  await expect(page.getByText(/Usuários Conectados \(\d+\)/)).toBeVisible();

  await gabriel.getByRole('button', { name: 'Mutar' }).click();
  await expect(page.getByText('Status de mute atualizado').first()).toBeVisible();
  await expect(gabriel.getByRole('button', { name: 'Desmutar' })).toBeVisible();
  await gabriel.getByRole('button', { name: 'Desmutar' }).click();
  await expect(gabriel.getByRole('button', { name: 'Mutar' })).toBeVisible();

  const julia = connected.getByRole('listitem', { name: inHospital });
  await julia.getByRole('button', { name: 'Remover' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Usuário removido da call')).toBeVisible();
  await expect(julia).toHaveCount(0);

  const ranking = page.getByRole('list', { name: 'Ranking de tempo em call' });
  await expect(ranking.getByRole('listitem')).toHaveCount(5);
  await page.getByRole('tab', { name: '30 dias' }).click();
  await expect(ranking.getByRole('listitem').first()).toContainText(/\d+h \d{2}min|\d+min/);
});
