import { demoApplicants } from '@panel/discord-local/community-members';
import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

// The demo's watched applicant: the seed tags them "Observação" (a watchlist tag) and pins a note.
const watched = demoApplicants[0];

test("a review card's warning leads to the member's file, where staff add a note", async ({
  page,
}) => {
  if (!watched) throw new Error('the demo community has no applicants');
  await signIn(page, demo.admin);
  await page.goto(`/allowlists?search=${encodeURIComponent(watched.globalName)}`);
  const card = page
    .getByRole('list', { name: 'Allowlists' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { level: 2, name: watched.globalName }) });
  await expect(card).toBeVisible();
  // The file's warnings load once someone uses the page.
  await page.keyboard.press('Shift');
  const badge = card.getByRole('link', { name: 'Em observação: Observação' });
  await badge.click();
  await expect(page).toHaveURL(new RegExp(`/members/${watched.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha do membro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: watched.globalName })).toBeVisible();

  const notes = page.getByRole('region', { name: 'Notas' });
  await expect(notes.getByText('Conta nova no Discord')).toBeVisible();
  await notes
    .getByRole('textbox', { name: /Nova nota/ })
    .fill('Conferi a história: combina com o servidor.');
  await notes.getByRole('button', { name: 'Adicionar nota' }).click();
  // In the list (the field still holds the text while the note is being saved).
  await expect(
    notes
      .getByRole('list', { name: 'Notas da equipe' })
      .getByText('Conferi a história: combina com o servidor.'),
  ).toBeVisible();
  // The note is also the timeline's newest event, and it stays after a reload.
  await page.reload();
  const timeline = page.getByRole('region', { name: 'Linha do tempo' });
  await expect(timeline.getByText('Conferi a história: combina com o servidor.')).toBeVisible();
});

// An applicant the demo approved, whom no other flow changes.
const approved = demoApplicants[9];

test("a whitelist revoked from the member's file is undone from its toast", async ({ page }) => {
  if (approved?.whitelist !== 'approved') throw new Error('the demo applicant is not approved');
  await signIn(page, demo.admin, `/members/${approved.id}`);
  await expect(page.getByRole('heading', { name: approved.globalName })).toBeVisible();
  const standing = page.getByRole('region', { name: 'Situação' });
  await expect(standing.getByText('Aprovada', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Ações' }).click();
  await page.getByRole('menuitem', { name: 'Revogar whitelist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revogar whitelist' });
  await dialog.getByLabel('Motivo').fill('Conta compartilhada com outro jogador.');
  const toast = (title: string) =>
    page
      .locator('[data-sonner-toast]')
      .filter({ has: page.locator('[data-title]', { hasText: title }) });
  await dialog.getByRole('button', { name: 'Revogar' }).click();
  // "Desfazer" lasts the undo window (3 s here): pressed before anything else is waited for.
  await toast('Whitelist revogada').getByRole('button', { name: 'Desfazer' }).click();
  await expect(toast('Revogação desfeita')).toContainText(
    `A whitelist de ${approved.globalName} voltou a valer.`,
  );
  await expect(standing.getByText('Aprovada', { exact: true })).toBeVisible();
  // The undo is on the member's record.
  const timeline = page.getByRole('region', { name: 'Linha do tempo' });
  await expect(
    timeline.getByText(`Desfez a revogação da whitelist de ${approved.globalName}`),
  ).toBeVisible();
});
