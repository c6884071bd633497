// Shared by the audit page tests: what the list and the pager show, and the signed-in admin.
import { screen, within } from '@testing-library/react';
import { testUser } from '@/testing/fixtures';
import { signInAs } from '@/testing/server';

export function shownUsernames(): string[] {
  const list = screen.getByRole('list', { name: 'Registros de auditoria' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => within(item).getByText(/^Usuário \d+$/).textContent ?? '');
}

export function pageButtons(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Paginação' });
  return within(nav)
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((button) =>
      button.getAttribute('aria-current') === 'page'
        ? `[${button.textContent}]`
        : (button.textContent ?? ''),
    );
}

export function signIn() {
  signInAs(testUser('administrador'));
}
