import type { Page } from '@playwright/test';
import { demo } from './demo-identities';
import { expect, fillWhitelistRequest, signIn, switchUser, test } from './fixtures';

function entryOf(page: Page, listName: string, name: string) {
  return page
    .getByRole('list', { name: listName })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first();
}

test('a request that fails the rules quiz is rejected at once, and staff see its score', async ({
  page,
}) => {
  // The staff members are members too: Carla has no whitelist request in the demo.
  const member = demo.support;
  await signIn(page, member, '/whitelist');
  await fillWhitelistRequest(page, {
    username: 'carla.dias',
    wallet: '0xe2e000c3',
    experience: 'Um ano de roleplay.',
    why: 'Quero conhecer a cidade.',
    quiz: 'wrong',
  });
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Sua solicitação foi reprovada automaticamente')).toBeVisible();
  await expect(
    page.getByText('Motivo: Você não atingiu a nota mínima no questionário de regras.'),
  ).toBeVisible();
  await expect(
    page.getByText(/Você poderá enviar uma nova a partir de \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible();

  await switchUser(page, demo.admin, `/allowlists?status=rejected&search=${member.id}`);
  const entry = entryOf(page, 'Allowlists', member.name);
  await expect(entry).toContainText('Questionário 0%');
  await expect(entry).toContainText('Triagem automática');
  await entry.getByRole('button', { name: 'Mostrar detalhes' }).click();
  await expect(entry.getByText('Incorreta').first()).toBeVisible();
});

test('staff filter the queue by the quiz and sort it by score', async ({ page }) => {
  await signIn(page, demo.moderator, '/allowlists');
  const list = page.getByRole('list', { name: 'Allowlists' });
  const scores = list.getByText(/^Questionário \d+%/);
  const inOrder = async () => {
    const values = (await scores.allTextContents()).map((text) => Number(/\d+/.exec(text)?.[0]));
    return values.every((value, i) => i === 0 || value <= (values[i - 1] ?? 0));
  };
  await expect(scores.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Maior nota' }).click();
  await expect(page).toHaveURL(/sort=score/);
  // The queue's graded requests, highest score first (other specs decide some of them).
  await expect.poll(inOrder).toBe(true);
  await page.getByRole('combobox', { name: 'Questionário' }).click();
  await page.getByRole('option', { name: 'Com nota' }).click();
  await expect(page).toHaveURL(/triage=graded/);
  // Other specs decide entries of this queue: whatever is left stays in order, graded only.
  await expect(scores.first()).toHaveText(/^Questionário \d+%/);
  await expect.poll(inOrder).toBe(true);
});

test('an inscrição that needs two approvals waits for the second staff vote', async ({ page }) => {
  test.slow();
  // Elisa applies for a role: the demo's inscrição form asks two staff members to approve.
  await signIn(page, demo.otherMember, '/inscricao');
  const sent = await page.evaluate(async () => {
    const form = (await (await fetch('/api/forms/insertion')).json()) as {
      questions: { id: string }[];
    };
    const response = await fetch('/api/forms/insertion/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        roleName: 'designer',
        answers: form.questions.map((q) => ({ questionId: q.id, answer: 'Portfólio no Behance.' })),
      }),
    });
    return response.status;
  });
  expect(sent).toBe(200);

  await switchUser(page, demo.moderator, `/insertions?search=${demo.otherMember.id}`);
  const entry = entryOf(page, 'Inscrições', demo.otherMember.name);
  await expect(entry).toContainText('Aprovações 0\u00a0de\u00a02');
  await entry.getByRole('button', { name: /^Aprovar/ }).click();
  await expect(page.getByText('Voto registrado: 1 de 2 aprovações')).toBeVisible();
  await expect(entry).toContainText('Você votou para aprovar');
  await expect(entry).toContainText('Aprovações 1\u00a0de\u00a02');

  // The second approval decides: the inscrição leaves the queue, approved.
  await switchUser(page, demo.admin, `/insertions?search=${demo.otherMember.id}`);
  const again = entryOf(page, 'Inscrições', demo.otherMember.name);
  await expect(again.getByRole('list', { name: 'Votos' })).toContainText('Bruno Lima');
  await again.getByRole('button', { name: /^Aprovar/ }).click();
  await expect(page.getByRole('list', { name: 'Inscrições' })).toHaveCount(0);
  await page.goto(`/insertions?status=approved&search=${demo.otherMember.id}`);
  await expect(entryOf(page, 'Inscrições', demo.otherMember.name)).toContainText('Ana Souza');
});
