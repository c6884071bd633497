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
