import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, pathOf } from '@/testing/answer';
import { entry } from '@/testing/applications-fixtures';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { teamSettings } from '@/testing/team-settings-fixtures';
import { serveReviewPage as serveReview } from './review-test-server';

const hourMs = 3_600_000;
/** Submitted `hours` (and a few minutes) ago. */
const submitted = (hours: number) =>
  new Date(Date.now() - hours * hourMs - 5 * 60_000).toISOString();

function card(username: string) {
  return within(screen.getByRole('listitem', { name: username }));
}

/** The highlighted wait of a member's card, or null. */
function waitOf(username: string): string | null {
  const badge = screen
    .getByRole('listitem', { name: username })
    .querySelector('[data-wait-warning]');
  return badge?.textContent ?? null;
}

beforeAll(async () => {
  await Promise.all([import('./allowlists-page'), import('./insertions-page')]);
});

describe('the wait warning of the review lists', () => {
  it('highlights pending whitelists waiting past the team’s limit, in days or hours', async () => {
    signInAs(testUser('suporte'));
    server.use(
      answer('getTeamSettings', () => HttpResponse.json(teamSettings({ waitWarningHours: 4 }))),
    );
    serveReview({
      basePath: pathOf('listAllowlists'),
      entries: [
        entry(1, { createdAt: submitted(3 * 24 + 1) }),
        entry(2, { createdAt: submitted(24) }),
        entry(3, { createdAt: submitted(5) }),
        entry(4, { createdAt: submitted(2) }),
      ],
    });
    renderApp('/allowlists');

    await screen.findByRole('listitem', { name: 'membro1' });
    expect(await card('membro1').findByText('esperando há 3 dias')).toBeInTheDocument();
    expect(waitOf('membro2')).toBe('esperando há 1 dia');
    expect(waitOf('membro3')).toBe('esperando há 5 horas');
    // Under the limit: nothing to highlight.
    expect(waitOf('membro4')).toBeNull();
  });

  const insertions = () =>
    serveReview({
      basePath: pathOf('listInsertions'),
      entries: [
        entry(1, { roleName: 'groupLead', createdAt: submitted(100) }),
        entry(2, { roleName: 'groupLead', createdAt: submitted(70) }),
        entry(3, {
          roleName: 'groupLead',
          createdAt: submitted(500),
          status: 'approved',
          decidedAt: submitted(1),
          decidedBy: 'Ana',
        }),
      ],
    });

  it('uses the default 72 hours for insertions too', async () => {
    signInAs(testUser('administrador'));
    insertions();
    renderApp('/insertions');

    await screen.findByRole('listitem', { name: 'membro1' });
    expect(await card('membro1').findByText('esperando há 4 dias')).toBeInTheDocument();
    expect(waitOf('membro2')).toBeNull();
  });

  it('shows no wait on a decided entry, however old', async () => {
    signInAs(testUser('administrador'));
    insertions();
    renderApp('/insertions?status=approved');

    expect(await screen.findByRole('listitem', { name: 'membro3' })).toBeInTheDocument();
    expect(card('membro3').getByText(/Aprovada por/)).toBeInTheDocument();
    expect(waitOf('membro3')).toBeNull();
  });
});
