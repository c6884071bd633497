// Shared by the allowlists page tests: the fake server's path, a page of entries and queries.
import { screen, within } from '@testing-library/react';
import { applicationsRoutes } from '@panel/contract/endpoints/applications-routes';
import { entry } from '@/testing/applications-fixtures';

export const basePath = applicationsRoutes.listAllowlists.path;
export const twelvePending = Array.from({ length: 12 }, (_, index) => entry(index + 1));

export function shownUsernames(): string[] {
  const list = screen.getByRole('list', { name: 'Allowlists' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

/** The card of a member: the list item named by its username. */
export function card(username: string) {
  return within(screen.getByRole('listitem', { name: username }));
}

export function params(search: URLSearchParams | undefined) {
  return Object.fromEntries(search ?? []);
}

/** Each term (question) with its definition (answer). */
export function answerRows(container: HTMLElement) {
  return within(container)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

export function toast(title: string) {
  return screen.findByText(title, { selector: '[data-title]' });
}
