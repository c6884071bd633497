import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { answer } from '@/testing/answer';

function currentPath(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('route guards', () => {
  it('sends a signed-out visitor of a guarded page to the login page, keeping the way back', async () => {
    signInAs(null);
    const { router } = renderApp('/dashboard?aba=1');
    expect(
      await screen.findByRole('button', { name: 'Continuar com Discord' }),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/login?returnTo=${encodeURIComponent('/dashboard?aba=1')}`);
  });

  it('asks a signed-out visitor of /account to sign in too', async () => {
    signInAs(null);
    const { router } = renderApp('/account');
    await screen.findByRole('button', { name: 'Continuar com Discord' });
    expect(currentPath(router)).toBe('/login?returnTo=%2Faccount');
  });

  it('sends a signed-in user without the permission to /access-denied', async () => {
    signInAs(testUser('user'));
    const { router } = renderApp('/dashboard');
    expect(
      await screen.findByText('Você não tem permissão para acessar o painel administrativo'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
    // Signed in: /login sends them on to their own start page.
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('opens the page for a user holding the permission', async () => {
    signInAs(testUser('suporte'));
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Olá, Carla Dias!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows a spinner while the session is being read', async () => {
    server.use(answer('me', () => new Promise<never>(() => undefined)));
    renderApp('/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando sua sessão...');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('lets anyone see public pages without asking who they are', async () => {
    signInAs(null);
    renderApp('/blocked');
    expect(
      await screen.findByText('Você está temporariamente bloqueado de realizar esta ação...'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /início/i })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/store/42/nada');
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /página inicial/i })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(document.title).toBe('Página não encontrada · Painel Administrativo'),
    );
  });
});
