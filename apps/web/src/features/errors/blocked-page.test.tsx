import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('blocked page', () => {
  it('explains the block and links to a ticket, the unlock code and home', async () => {
    renderApp('/blocked');

    expect(
      await screen.findByText(
        'Você está temporariamente bloqueado de realizar esta ação...',
        {},
        { timeout: 5000 },
      ),
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
});
