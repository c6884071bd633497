import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { navigateToUrl } from '@/lib/full-page-navigation';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { http, HttpResponse } from 'msw';
import { entry } from '@/testing/applications-fixtures';
import { serveReviewPage as serveReview } from './review-test-server';
import { deferred } from '@/testing/deferred';
import { basePath, card, params, shownUsernames, twelvePending } from './allowlists-test-helpers';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

// The app loads the page lazily; compiled on first use it can outlast a test's time budget
// on a busy machine, so it is loaded once up front (with the dialog the shortcuts open).
beforeAll(async () => {
  await Promise.all([import('./allowlists-page'), import('./components/reject-dialog')]);
});

describe('allowlists page', () => {
  it('says when a search matched more than the server counted', async () => {
    signInAs(testUser('administrador'));
    server.use(
      http.get(`*${basePath}`, () =>
        HttpResponse.json([entry(1)], {
          headers: { 'X-Total-Count': '1000', 'X-Total-Capped': 'true' },
        }),
      ),
    );
    renderApp('/allowlists?search=a');
    expect(await screen.findByText('Mais de 1.000 resultados')).toBeInTheDocument();
  });

  it('shows the first page of pending entries and steps through the pages', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({ basePath, entries: twelvePending });
    const { router } = renderApp('/allowlists');

    expect(await screen.findByText('membro1')).toBeInTheDocument();
    expect(shownUsernames()).toEqual(['membro1', 'membro2', 'membro3', 'membro4', 'membro5']);
    expect(params(api.listCalls[0])).toEqual({ status: 'pending', page: '1', limit: '5' });
    expect(screen.getByRole('tab', { name: 'Pendentes' })).toHaveAttribute('aria-selected', 'true');

    const first = card('membro1');
    expect(first.getByText('300000000000000001')).toBeInTheDocument();
    expect(first.getByText(formatDateTime('2026-02-02T15:45:00.000Z'))).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Aprovar' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Rejeitar' })).toBeEnabled();
    // The first pending entry opens by itself; the others stay closed.
    expect(first.getByRole('button', { name: 'Ocultar detalhes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(card('membro2').getByRole('button', { name: 'Mostrar detalhes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByText('12 resultados')).toBeInTheDocument();

    const pager = within(screen.getByRole('navigation', { name: 'Paginação' }));
    expect(pager.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: /Anterior/ })).toBeDisabled();

    // The page on screen stays while the next one loads.
    const slow = deferred();
    const slowApi = serveReview({
      basePath,
      entries: twelvePending,
      listDelay: () => slow.promise,
    });
    await user.click(pager.getByRole('button', { name: /Próximo/ }));
    await waitFor(() => expect(slowApi.listCalls).toHaveLength(1));
    expect(params(slowApi.listCalls[0])).toEqual({ status: 'pending', page: '2', limit: '5' });
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('list', { name: 'Allowlists' })).toHaveAttribute('aria-busy', 'true');
    expect(shownUsernames()[0]).toBe('membro1');

    slow.resolve();
    expect(await screen.findByText('membro6')).toBeInTheDocument();
    expect(shownUsernames()).toEqual(['membro6', 'membro7', 'membro8', 'membro9', 'membro10']);
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Próximo/ }));
    expect(await screen.findByText('membro11')).toBeInTheDocument();
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Próximo/ })).toBeDisabled();
  });

  it('searches once typing pauses, back on page 1, without paging for one page', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({
      basePath,
      entries: [...twelvePending, entry(40, { username: 'bruno_rp' })],
    });
    const { router } = renderApp('/allowlists?page=2');
    await screen.findByText('membro6');
    expect(params(api.listCalls[0])).toEqual({ status: 'pending', page: '2', limit: '5' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'bruno');
    // Still inside the pause: not one call per key.
    expect(api.listCalls.filter((call) => call.has('search'))).toHaveLength(0);

    expect(await screen.findByText('bruno_rp')).toBeInTheDocument();
    expect(api.listCalls.filter((call) => call.has('search')).map(params)).toEqual([
      { status: 'pending', search: 'bruno', page: '1', limit: '5' },
    ]);
    expect(router.state.location.search).toBe('?search=bruno');
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/allowlists/export.csv?status=pending&search=bruno&separator=%3B',
    );
  });

  it('shows who decided, when and why in the other tabs, without decision buttons', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({
      basePath,
      entries: [
        entry(1),
        entry(2, {
          username: 'aprovado',
          status: 'approved',
          decidedBy: 'Bruno Lima',
          decidedAt: '2026-02-10T13:05:00.000Z',
        }),
        entry(3, {
          username: 'reprovado',
          status: 'rejected',
          decidedBy: 'Carla Dias',
          decidedAt: '2026-02-11T09:00:00.000Z',
          decisionReason: 'Respostas copiadas de outro membro.',
        }),
      ],
    });
    const { router } = renderApp('/allowlists');
    await screen.findByText('membro1');

    await user.click(screen.getByRole('tab', { name: 'Aprovadas' }));
    expect(await screen.findByText('aprovado')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({ status: 'approved', page: '1', limit: '5' });
    expect(router.state.location.search).toBe('?status=approved');
    const approved = card('aprovado');
    expect(approved.getByText(/Aprovada por/)).toHaveTextContent(
      `Aprovada por Bruno Lima em ${formatDateTime('2026-02-10T13:05:00.000Z')}`,
    );
    expect(approved.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(approved.queryByRole('button', { name: 'Rejeitar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/allowlists/export.csv?status=approved&separator=%3B',
    );

    await user.click(screen.getByRole('tab', { name: 'Reprovadas' }));
    expect(await screen.findByText('reprovado')).toBeInTheDocument();
    const rejected = card('reprovado');
    expect(rejected.getByText(/Reprovada por/)).toHaveTextContent(
      `Reprovada por Carla Dias em ${formatDateTime('2026-02-11T09:00:00.000Z')}`,
    );
    expect(rejected.getByText('Motivo: Respostas copiadas de outro membro.')).toBeInTheDocument();
    expect(rejected.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
  });

  it('restores the tab, search and page of a shared link', async () => {
    signInAs(testUser('administrador'));
    const rejected = Array.from({ length: 7 }, (_, index) =>
      entry(index + 1, { username: `ana${index + 1}`, status: 'rejected' }),
    );
    const api = serveReview({ basePath, entries: rejected });
    renderApp('/allowlists?status=rejected&search=ana&page=2');

    expect(await screen.findByText('ana6')).toBeInTheDocument();
    expect(params(api.listCalls[0])).toEqual({
      status: 'rejected',
      search: 'ana',
      page: '2',
      limit: '5',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ana');
    expect(screen.getByRole('tab', { name: 'Reprovadas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('says when nothing is found, and offers to clear the search', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveReview({ basePath, entries: [entry(1)] });
    const { router } = renderApp('/allowlists?search=ninguem');

    expect(await screen.findByText('Nenhuma whitelist encontrada.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Allowlists' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(await screen.findByText('membro1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('moves back to the last page when the one asked for is past it', async () => {
    signInAs(testUser('administrador'));
    const api = serveReview({ basePath, entries: twelvePending });
    const { router } = renderApp('/allowlists?page=7');

    expect(await screen.findByText('membro11')).toBeInTheDocument();
    expect(api.listCalls.map((call) => call.get('page'))).toEqual(['7', '3']);
    expect(router.state.location.search).toBe('?page=3');
  });

  it('shows the load error and loads again on retry', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const failing = serveReview({ basePath, entries: [], listStatus: 500 });
    renderApp('/allowlists');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar allowlists.');
    expect(failing.listCalls.length).toBeGreaterThan(0);

    serveReview({ basePath, entries: [entry(1)] });
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('membro1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends to the login page when the session expired, to come back here', async () => {
    signInAs(testUser('administrador'));
    serveReview({ basePath, entries: [], listStatus: 401 });
    window.history.replaceState(null, '', '/allowlists?status=approved');
    renderApp('/allowlists?status=approved');

    // The shared API client's 401 handling: to the login page, and back here afterwards.
    await waitFor(() =>
      expect(navigateToUrl).toHaveBeenCalledWith(
        '/login?returnTo=%2Fallowlists%3Fstatus%3Dapproved',
      ),
    );
    window.history.replaceState(null, '', '/');
  });
});
