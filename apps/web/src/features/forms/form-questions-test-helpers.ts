// Shared by the form questions page tests: the stored questions, screen queries and hooks.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { answer } from '@/testing/answer';
import { question } from '@/testing/forms-fake-api';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Stored out of order on purpose: the screen must sort by position.
export const questions = [
  question({ id: '3', text: 'Por que você quer entrar?', position: 2, type: 'paragraph' }),
  question({
    id: '1',
    text: 'Qual é o seu nome no jogo?',
    position: 1,
    required: true,
    description: 'Como aparece na cidade.',
  }),
  question({ id: '7', text: 'Qual cargo você quer?', formType: 'insertion', position: 1 }),
  question({ id: '5', text: 'Tem experiência com RP?', position: 3 }),
];

/** Registers the hooks that every file of these tests needs. */
export function setUpFormQuestionsTests(): void {
  // The app loads this page lazily; compiling it on first use can outlast a test's time budget
  // on a busy machine, so it is loaded once up front.
  beforeAll(async () => {
    await import('./form-questions-page');
  });

  // Each tab also lists the form's canned rejection reasons (none here).
  beforeEach(() => {
    server.use(
      answer('listAllowlistReasons', []),
      answer('listInsertionReasons', []),
      answer('listAppealReasons', []),
    );
  });

  afterEach(() => {
    // Sonner keeps undismissed toasts in a module-wide store and replays them to the next
    // test's Toaster: a toast from an earlier test must not satisfy this one's assertions.
    toast.dismiss();
  });
}

export function questionItems(formLabel: string): HTMLElement[] {
  const list = screen.getByRole('list', { name: `Perguntas: ${formLabel}` });
  return within(list).getAllByRole('listitem');
}

export function shownQuestions(formLabel: string): string[] {
  return questionItems(formLabel).map((item) => item.querySelector('p')?.textContent ?? '');
}

export async function openPage(path = '/whitelist-questions') {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('list', { name: /^Perguntas:/ });
  return { user, ...view };
}
