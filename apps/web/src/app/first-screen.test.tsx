import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicationsRoutes } from '@panel/contract/endpoints/applications-routes';
import { pageRoutes, type PageRoute } from '@panel/contract/routes';
import { serveReviewPage } from '@/features/applications/review-test-server';
import { entry } from '@/testing/applications-fixtures';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { forgetEarlyAnswers } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { startFirstScreen } from './first-screen';
import { firstScreenOf } from './pages';

/** Every API call the app made, as `METHOD /path?query`. */
let calls: string[] = [];
function record({ request }: { request: Request }) {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/'))
    calls.push(`${request.method} ${url.pathname}${url.search}`);
}
beforeEach(() => {
  calls = [];
  forgetEarlyAnswers();
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const count = (call: string) => calls.filter((made) => made === call).length;

/** What main.tsx does: start the first screen, render once the code is there. */
async function openFirstScreen(path: string) {
  const queryClient = createQueryClient();
  const [pathname = '/', search = ''] = path.split(/(?=\?)/);
  await startFirstScreen(queryClient, { pathname, search });
  return renderApp(path, { queryClient });
}

describe('first screen', () => {
  it("asks for the session and the page's data once, before the page renders", async () => {
    signInAs(testUser('suporte'));
    const queryClient = createQueryClient();
    const started = startFirstScreen(queryClient, { pathname: '/dashboard', search: '' });
    // Both requests leave before React has rendered anything.
    await expect.poll(() => count('GET /api/dashboard')).toBe(1);
    expect(count('GET /api/auth/me')).toBe(1);
    await started;
    renderApp('/dashboard', { queryClient });
    expect(await screen.findByRole('heading', { name: 'Olá, Carla Dias!' })).toBeInTheDocument();
    expect(await screen.findByText('Pendentes')).toBeInTheDocument();
    expect(count('GET /api/auth/me')).toBe(1);
    expect(count('GET /api/dashboard')).toBe(1);
    expect(count('GET /api/config')).toBe(1);
  });

  it('asks for a list with the filters of the address, as the page does', async () => {
    signInAs(testUser('administrador'));
    serveReviewPage({ basePath: '/api/allowlists', entries: [entry(1, { status: 'approved' })] });
    await openFirstScreen('/allowlists?status=approved');
    expect(await screen.findByRole('heading', { level: 2, name: 'membro1' })).toBeInTheDocument();
    const lists = calls.filter((call) => call.startsWith('GET /api/allowlists'));
    expect(lists).toEqual(['GET /api/allowlists?status=approved&page=1&limit=5']);
  });

  it.each([
    ['/allowlists', '/api/allowlists', 'whitelist'],
    ['/insertions', '/api/insertions', 'insertion'],
    ['/appeals', '/api/appeals', 'appeal'],
  ])(
    'starts the list of %s and its questions before its code, as the page asks, once',
    async (path, basePath, formType) => {
      signInAs(testUser('administrador'));
      const review = serveReviewPage({
        basePath,
        entries: [entry(1, { status: 'pending' }), entry(2, { status: 'rejected' })],
      });
      await openFirstScreen(path);
      expect(await screen.findByRole('heading', { level: 2, name: 'membro1' })).toBeInTheDocument();
      const lists = calls.filter((call) => call.startsWith(`GET ${basePath}?`));
      expect(lists).toEqual([`GET ${basePath}?status=pending&page=1&limit=5`]);
      expect(await screen.findByText('Nenhuma pergunta encontrada.')).toBeInTheDocument();
      expect(review.questionCalls).toHaveLength(1);
      const questions = calls.filter((call) => call.startsWith('GET /api/whitelist-questions'));
      expect(questions).toEqual([`GET /api/whitelist-questions?formType=${formType}`]);
    },
  );

  it("asks for the form's questions before the page renders only for those who may read them", async () => {
    const admin = testUser('administrador');
    const withoutQuestions = testUser('administrador', {
      permissions: { ...admin.permissions, view_allowlists_questions: false },
    });
    for (const [user, expected] of [
      [admin, 1],
      [withoutQuestions, 0],
    ] as const) {
      calls = [];
      forgetEarlyAnswers();
      signInAs(user);
      const review = serveReviewPage({ basePath: '/api/allowlists', entries: [entry(1)] });
      // Nothing rendered: what was asked for, the first screen asked for.
      await startFirstScreen(createQueryClient(), { pathname: '/allowlists', search: '' });
      await expect.poll(() => count('GET /api/allowlists?status=pending&page=1&limit=5')).toBe(1);
      expect(review.questionCalls).toHaveLength(expected);
    }
  });

  it('sends the early request of the dashboard to the endpoint the page reads', async () => {
    signInAs(testUser('administrador'));
    await openFirstScreen('/dashboard');
    expect(await screen.findByText('Pendentes')).toBeInTheDocument();
    // Nothing but the session, the settings and the dashboard: no request to a wrong address.
    // (The top bar asks for the staff member's own failed deliveries once the screen is drawn,
    // and for their duty once the page is used: an earlier test of this worker may have used it;
    // an administrador's dashboard asks who has gone quiet beside its figures.)
    const later = new Set([
      'GET /api/me/delivery-failures',
      'GET /api/duty/me',
      'GET /api/team/inactive',
    ]);
    const early = calls.filter((call) => !later.has(call));
    expect(early.toSorted()).toEqual(['GET /api/auth/me', 'GET /api/config', 'GET /api/dashboard']);
  });

  it("leaves a guarded page's data alone when the session does not open the page", async () => {
    signInAs(null);
    await openFirstScreen('/dashboard');
    await screen.findByRole('button', { name: 'Continuar com Discord' });
    expect(count('GET /api/dashboard')).toBe(0);

    calls = [];
    signInAs(testUser('user'));
    await openFirstScreen('/dashboard');
    await screen.findByText('Você não tem permissão para acessar o painel administrativo');
    expect(count('GET /api/dashboard')).toBe(0);
  });

  it('draws the page itself first, not the loading spinner in its place', async () => {
    signInAs(null);
    await openFirstScreen('/blocked');
    // No Suspense fallback: the page is there on the first render.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(
      screen.getByText('Você está temporariamente bloqueado de realizar esta ação...'),
    ).toBeInTheDocument();
  });

  it.each(
    (pageRoutes as readonly PageRoute[]).flatMap(({ id, firstRequest }) =>
      firstRequest ? [[id, firstRequest] as const] : [],
    ),
  )(
    "%s: the page's first query asks for the very request the server preloads (%s)",
    async (id, firstRequest) => {
      const user = testUser('administrador');
      signInAs(user);
      for (const route of [applicationsRoutes.listAllowlists, applicationsRoutes.listInsertions]) {
        serveReviewPage({ basePath: route.path, entries: [entry(1)] });
      }
      const prefetch = firstScreenOf(id)?.prefetch;
      expect(prefetch, id).toBeDefined();
      // Without the early request: the page's own query, as its feature declares it.
      await prefetch?.(createQueryClient(), new URLSearchParams(), user.permissions);
      expect(calls).toContain(`GET ${firstRequest}`);
    },
  );
});
