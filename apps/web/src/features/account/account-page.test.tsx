import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

describe('account page', () => {
  it('shows who is signed in, their role and what it grants, by area', async () => {
    signInAs(testUser('suporte', { id: '100000000000000003' }));
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Carla Dias' })).toBeInTheDocument();
    expect(screen.getByText('100000000000000003')).toBeInTheDocument();
    expect(screen.getAllByText('Suporte').length).toBeGreaterThan(0);
    expect(screen.getByText(/concede 6 de 23 permissões/)).toBeInTheDocument();

    const allowlists = screen.getByRole('list', { name: 'Permissões de Allowlists' });
    const items = within(allowlists).getAllByRole('listitem');
    expect(items.map((item) => [item.textContent, item.dataset.granted])).toEqual([
      ['Ver allowlists(concedida)', 'true'],
      ['Aprovar e reprovar allowlists(não concedida)', 'false'],
    ]);
    const permissions = screen.getByRole('list', { name: 'Permissões de Permissões' });
    expect(within(permissions).getByText('Gerenciar permissões').closest('li')).toHaveAttribute(
      'data-granted',
      'false',
    );
  });

  it('tells a member without permissions what they can do instead', async () => {
    signInAs(testUser('user'));
    renderApp('/account');
    expect(
      await screen.findByText(/Você ainda não tem permissões no painel administrativo/),
    ).toBeInTheDocument();
    expect(screen.getByText('Membro')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Permissões de/ })).not.toBeInTheDocument();
  });
});
