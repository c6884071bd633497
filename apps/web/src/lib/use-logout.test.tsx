import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { currentUserQueryKey } from './query-keys';
import { answer, pathOf } from '@/testing/answer';

describe('logout', () => {
  it('ends the session, forgets cached data and goes to the login page', async () => {
    let loggedOut = false;
    signInAs(testUser('administrador'));
    server.use(
      answer('logout', () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router, queryClient } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /Ana Souza/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    expect(
      await screen.findByRole('button', { name: 'Continuar com Discord' }),
    ).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
  });

  it('lets no staff request reach the server while the session ends', async () => {
    signInAs(testUser('administrador'));
    let finishLogout = () => {};
    const logoutAnswered = new Promise<void>((resolve) => {
      finishLogout = resolve;
    });
    let logoutStarted = false;
    let logoutDone = false;
    const laterRequests: string[] = [];
    server.use(
      answer('logout', async () => {
        logoutStarted = true;
        await logoutAnswered;
        logoutDone = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { queryClient } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /Ana Souza/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(logoutStarted).toBe(true));
    server.events.on('request:start', ({ request }) => {
      if (!logoutDone) laterRequests.push(new URL(request.url).pathname);
    });
    // A timer or a focus refetching the header's data as the session ends.
    await queryClient.refetchQueries().catch(() => undefined);
    finishLogout();
    expect(
      await screen.findByRole('button', { name: 'Continuar com Discord' }),
    ).toBeInTheDocument();
    // Only what a signed-out page asks: who is signed in, and the public settings.
    const signedOut = new Set([pathOf('me'), pathOf('publicConfig')]);
    expect(laterRequests.filter((path) => !signedOut.has(path))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('stays put and says so when the server cannot end the session', async () => {
    signInAs(testUser('administrador'));
    server.use(answer('logout', () => HttpResponse.error()));
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /Ana Souza/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    expect(await screen.findByText('Não foi possível sair')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
