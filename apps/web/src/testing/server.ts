import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CurrentUser } from '@panel/contract/api/auth';
import { callRules, myCallTime } from './calls-fixtures';
import { botCatalog } from './bot-settings-fixtures';
import { dashboardFixture } from './dashboard-fixtures';
import { testConfig } from './fixtures';
import { lookupAnswer } from './guild-members-fixtures';
import { storeHistory } from './store-fixtures';

export const server = setupServer(
  http.get('*/api/config', () => HttpResponse.json(testConfig)),
  // Staff land on the dashboard after signing in, so most app renders ask for it.
  http.get('*/api/dashboard', () => HttpResponse.json(dashboardFixture())),
  // Every account page lists the member's own applications.
  http.get('*/api/me/applications', () => HttpResponse.json([])),
  // ...and the member's time in voice; the bot settings' "Geral" shows the call rules.
  http.get('*/api/me/calls', () => HttpResponse.json(myCallTime())),
  http.get('*/api/bot-settings/call-rules', () => HttpResponse.json(callRules())),
  // Staff who see game servers see the member's game accounts beside a review entry.
  http.get('*/api/game-identities', () => HttpResponse.json([])),
  // ...and their points and purchases, and the game accounts linked to them.
  http.get('*/api/store/history', () => HttpResponse.json(storeHistory())),
  http.get('*/api/me/game-links', () => HttpResponse.json([])),
  // Staff screens show members, roles and channels by name, from the guild catalog.
  http.get('*/api/users/guild-members/lookup', ({ request }) =>
    HttpResponse.json(lookupAnswer(new URL(request.url).searchParams.get('ids') ?? '')),
  ),
  http.get('*/api/bot-settings/catalog', () => HttpResponse.json(botCatalog())),
  // Staff see their own failed deliveries in the top bar: none by default.
  http.get('*/api/me/delivery-failures', () => HttpResponse.json({ data: [], total: 0, days: 7 })),
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
