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
