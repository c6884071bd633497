import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

describe('blocked page', () => {
  it('explains the block and links to a ticket, the unlock code and home', async () => {
    renderApp('/blocked');

    expect(
      await screen.findByText('Você está temporariamente bloqueado de realizar esta ação...'),
    ).toBeInTheDocument();
    expect(screen.getByText(/um ticket de revisão é aberto automaticamente/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir um ticket' })).toHaveAttribute(
      'href',
      '/account/tickets?type=review_token',
    );
    expect(screen.getByRole('link', { name: 'Resgatar código de desbloqueio' })).toHaveAttribute(
      'href',
      '/use-code',
    );
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  });

  it('keeps the shell for a signed-in member, who can still sign out', async () => {
    signInAs(testUser('user'));
    renderApp('/blocked');
    await screen.findByText('Você está temporariamente bloqueado de realizar esta ação...');
    // The top bar names the page; the page does not repeat it.
    expect(screen.getAllByText('Acesso bloqueado')).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: /^Menu da conta/ }));
    expect(await screen.findByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
  });
});
