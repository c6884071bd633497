import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CurrentUser } from '@panel/contract/api/auth';
import { testConfig } from './fixtures';

export const server = setupServer(
  http.get('*/api/config', () => HttpResponse.json(testConfig)),
  http.get('*/api/auth/me', () =>
    HttpResponse.json({ code: 'unauthenticated', message: 'Faça login.' }, { status: 401 }),
  ),
);

/** Answers `/api/auth/me` with this user (null: signed out). */
export function signInAs(user: CurrentUser | null): void {
  server.use(
    http.get('*/api/auth/me', () =>
      user
        ? HttpResponse.json(user)
        : HttpResponse.json({ code: 'unauthenticated', message: 'Faça login.' }, { status: 401 }),
    ),
  );
}
