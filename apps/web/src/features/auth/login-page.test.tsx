import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigateToUrl } from '@/lib/full-page-navigation';
import { testConfig, testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { answer } from '@/testing/answer';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

describe('login page', () => {
  it('starts the Discord sign-in on the server, asking to come back to returnTo', async () => {
    signInAs(null);
    renderApp('/login?returnTo=%2Faccount');
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar com Discord' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/api/auth/discord?returnTo=%2Faccount');
  });

  it('ignores a returnTo that points to another site', async () => {
    signInAs(null);
    renderApp('/login?returnTo=%2F%2Fevil.example');
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar com Discord' }));
    expect(navigateToUrl).toHaveBeenLastCalledWith('/api/auth/discord');
  });

  it('says when the panel is a demo, where one picks a sample identity', async () => {
    signInAs(null);
    renderApp('/login');
    expect(await screen.findByText(/escolhe uma identidade de exemplo/)).toBeInTheDocument();
    expect(screen.queryByText(/Nunca pedimos sua senha/)).not.toBeInTheDocument();
  });

  it('promises Discord, and no password, when connected to a real Discord', async () => {
    server.use(answer('publicConfig', () => HttpResponse.json({ ...testConfig, demoMode: false })));
    signInAs(null);
    renderApp('/login');
    expect(await screen.findByText(/Nunca pedimos sua senha/)).toBeInTheDocument();
    expect(screen.queryByText(/Modo demonstração/)).not.toBeInTheDocument();
  });

  it('tells a refused non-member why, with the invite first and a way to try again', async () => {
    server.use(
      answer('publicConfig', () =>
        HttpResponse.json({ ...testConfig, discordInviteUrl: 'https://discord.gg/comunidade' }),
      ),
    );
    signInAs(null);
    renderApp('/login?error=not_member');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Você ainda não faz parte do nosso servidor',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/exclusivo para membros do servidor/);
    expect(screen.getByRole('link', { name: 'Entrar no servidor do Discord' })).toHaveAttribute(
      'href',
      'https://discord.gg/comunidade',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Já entrei, tentar de novo' }));
    expect(navigateToUrl).toHaveBeenLastCalledWith('/api/auth/discord');
  });

  it.each([
    ['state', 'Link de login inválido ou expirado'],
    ['denied', 'Login cancelado'],
    ['code', 'O Discord não confirmou seu login'],
  ])('says why a sign-in was refused (%s) and offers to try again', async (reason, heading) => {
    signInAs(null);
    renderApp(`/login?error=${reason}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar no servidor do Discord' })).toBeNull();
  });

  it('shows the ordinary page for an error it does not know', async () => {
    signInAs(null);
    renderApp('/login?error=%3Cscript%3E');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entrar no painel' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes signed-in staff to the dashboard', async () => {
    signInAs(testUser('moderador'));
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Olá, Bruno Lima!' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('takes a signed-in member to their account', async () => {
    signInAs(testUser('user'));
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Minha Conta' });
    expect(router.state.location.pathname).toBe('/account');
  });

  it('honours returnTo for a signed-in user', async () => {
    signInAs(testUser('administrador'));
    const { router } = renderApp('/login?returnTo=%2Faccount');
    await screen.findByRole('heading', { level: 1, name: 'Minha Conta' });
    expect(router.state.location.pathname).toBe('/account');
  });
});
