import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveReview } from '@/testing/applications-fixtures';
import { dashboardFixture } from '@/testing/dashboard-fixtures';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { answer, pathOf } from '@/testing/answer';

function answerDashboard() {
  server.use(answer('dashboard', () => HttpResponse.json(dashboardFixture())));
}

function cardOf(heading: HTMLElement): HTMLElement {
  const card = heading.closest<HTMLElement>('[data-slot="card"]');
  if (!card) throw new Error(`no card around "${heading.textContent}"`);
  return card;
}

async function openDashboard() {
  signInAs(testUser('administrador'));
  const result = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Pendentes' });
  return result;
}

// The page is loaded lazily; compiling it on first use takes longer than Testing Library's wait.
beforeAll(async () => {
  await import('./dashboard-page');
});

describe('dashboard counts', () => {
  it('shows the role applications and the tickets waiting beside the whitelists', async () => {
    answerDashboard();
    await openDashboard();

    const figures = [
      'Inscrições pendentes',
      'Inscrições aprovadas',
      'Inscrições reprovadas',
      'Tickets pendentes',
    ].map((title) => {
      const card = cardOf(screen.getByRole('heading', { level: 3, name: title }));
      return [title, ...Array.from(card.querySelectorAll('p'), (p) => p.textContent)];
    });
    expect(figures).toEqual([
      ['Inscrições pendentes', '2', 'aguardando análise'],
      ['Inscrições aprovadas', '40', 'no total'],
      ['Inscrições reprovadas', '3', 'no total'],
      ['Tickets pendentes', '4', 'aguardando a equipe'],
    ]);
  });

  it('makes each count a link to the list it counts, filtered', async () => {
    answerDashboard();
    const { router } = await openDashboard();

    const hrefs = Object.fromEntries(
      within(screen.getByRole('region', { name: 'Whitelists' }))
        .getAllByRole('link')
        .concat(
          within(screen.getByRole('region', { name: 'Inscrições e tickets' })).getAllByRole('link'),
        )
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Pendentes: '/allowlists?status=pending',
      Aprovadas: '/allowlists?status=approved',
      Reprovadas: '/allowlists?status=rejected',
      'Inscrições pendentes': '/insertions?status=pending',
      'Inscrições aprovadas': '/insertions?status=approved',
      'Inscrições reprovadas': '/insertions?status=rejected',
      'Tickets pendentes': '/tickets?status=pending',
    });
    // The number and what changed describe the link.
    expect(screen.getByRole('link', { name: 'Aprovadas' })).toHaveAccessibleDescription(
      '1.234 +12 nos últimos 7 dias',
    );

    const allowlists = serveReview({ basePath: pathOf('listAllowlists'), entries: [] });
    await userEvent.click(screen.getByRole('link', { name: 'Reprovadas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/allowlists'));
    expect(router.state.location.search).toBe('?status=rejected');
    // The list it opens asks the server for that status.
    await waitFor(() => expect(allowlists.listCalls[0]?.get('status')).toBe('rejected'));
  });

  it('links a count only when the viewer may open its list', async () => {
    answerDashboard();
    signInAs(
      testUser('suporte', {
        permissions: { ...testUser('suporte').permissions, view_insertions: false },
      }),
    );
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Pendentes' });

    expect(screen.getByRole('link', { name: 'Pendentes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tickets pendentes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Inscrições/ })).not.toBeInTheDocument();
    // The number still shows, without a link.
    const card = cardOf(screen.getByRole('heading', { name: 'Inscrições pendentes' }));
    expect(within(card).getByText('2')).toBeInTheDocument();
  });
});
