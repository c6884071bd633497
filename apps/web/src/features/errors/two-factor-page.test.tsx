import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyPermissionMap } from '@panel/contract/permissions';
import { describe, expect, it, vi } from 'vitest';
import { navigateToUrl } from '@/lib/full-page-navigation';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

/** Carla, of the suporte, while the panel requires Discord's two-step authentication. */
const heldBack = () =>
  testUser('suporte', { permissions: emptyPermissionMap(), twoFactorRequired: true });

describe('two-factor page', () => {
  it('shows in place of a staff page, with Discord’s steps and a way to sign in again', async () => {
    signInAs(heldBack());
    const { router } = renderApp('/allowlists');
    expect(await screen.findByText(/a sua conta do Discord ainda não usa/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/two-factor');
    expect(screen.getByText('Configurações de usuário')).toBeInTheDocument();
    expect(screen.getByText('Minha conta')).toBeInTheDocument();
    expect(screen.getByText('Ativar autenticação em duas etapas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Minha Conta' })).toHaveAttribute(
      'href',
      '/account',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Entrar de novo com o Discord' }));
    expect(vi.mocked(navigateToUrl)).toHaveBeenCalledWith(
      expect.stringContaining(`returnTo=${encodeURIComponent('/allowlists')}`),
    );
  });

  it('leaves the member’s own pages open', async () => {
    signInAs(heldBack());
    const { router } = renderApp('/account');
    expect(await screen.findByText('Sessões abertas')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('tells someone it does not concern that nothing is missing', async () => {
    signInAs(testUser('suporte'));
    renderApp('/two-factor');
    expect(
      await screen.findByText('Sua conta não precisa de nada para usar o painel.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByText(/a sua conta do Discord ainda não usa/)).not.toBeInTheDocument();
  });
});
