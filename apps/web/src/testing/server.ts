import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CurrentUser } from '@panel/contract/api/auth';
import { callRules, myCallTime } from './calls-fixtures';
import { botCatalog } from './bot-settings-fixtures';
import { dashboardFixture } from './dashboard-fixtures';
import { dutySettings, myDuty } from './duty-fixtures';
import { testConfig } from './fixtures';
import { lookupAnswer } from './guild-members-fixtures';
import { storeHistory } from './store-fixtures';
import { answer } from './answer';
import { quietSignals } from './member-signals-fixtures';
import { currentSession } from './sessions-fixtures';
import { inactiveStaff, teamSettings } from './team-settings-fixtures';

export const server = setupServer(
  answer('publicConfig', () => HttpResponse.json(testConfig)),
  // Staff land on the dashboard after signing in, so most app renders ask for it.
  answer('dashboard', () => HttpResponse.json(dashboardFixture())),
  // Every account page lists the member's own applications.
  answer('myApplications', () => HttpResponse.json([])),
  // ...and what they may appeal: nothing by default, which hides "Apelações".
  answer('myAppeals', () => HttpResponse.json({ appealable: [], appeals: [] })),
  // ...and the member's time in voice; the bot settings' "Geral" shows the call rules.
  answer('myCallTime', () => HttpResponse.json(myCallTime())),
  answer('callRules', () => HttpResponse.json(callRules())),
  // Staff who see game servers see the member's game accounts beside a review entry.
  answer('listGameIdentities', () => HttpResponse.json([])),
  // ...and their points and purchases, and the game accounts linked to them.
  answer('storeHistory', () => HttpResponse.json(storeHistory())),
  answer('myGameLinks', () => HttpResponse.json([])),
  // ...and where they are signed in: this browser alone.
  answer('listOwnSessions', () => HttpResponse.json([currentSession])),
  // Staff screens show members, roles and channels by name, from the guild catalog.
  answer('lookupGuildMembers', ({ request }) =>
    HttpResponse.json(lookupAnswer(new URL(request.url).searchParams.get('ids') ?? '')),
  ),
  answer('getBotCatalog', () => HttpResponse.json(botCatalog())),
  // The review cards ask what the members' files warn about: nothing by default.
  answer('listMemberSignals', ({ request }) =>
    HttpResponse.json(quietSignals(new URL(request.url).searchParams.get('ids') ?? '')),
  ),
  // Staff see their own failed deliveries in the top bar: none by default.
  answer('ownDeliveryFailures', () => HttpResponse.json({ data: [], total: 0, days: 7 })),
  // ...and whether they are on duty, in the header: off duty by default.
  answer('getMyDuty', () => HttpResponse.json(myDuty())),
  // The review lists read the team's wait limit; the dashboard, who on staff went quiet: nobody.
  answer('getTeamSettings', () => HttpResponse.json(teamSettings())),
  answer('listInactiveStaff', () => HttpResponse.json(inactiveStaff())),
  // The bot settings' "Geral" shows duty's settings too.
  answer('getDutySettings', () => HttpResponse.json(dutySettings())),
  answer('me', () =>
    HttpResponse.json({ code: 'unauthenticated', message: 'Faça login.' }, { status: 401 }),
  ),
);

/** Answers `/api/auth/me` with this user (null: signed out). */
export function signInAs(user: CurrentUser | null): void {
  server.use(
    answer('me', () =>
      user
        ? HttpResponse.json(user)
        : HttpResponse.json({ code: 'unauthenticated', message: 'Faça login.' }, { status: 401 }),
    ),
  );
}
