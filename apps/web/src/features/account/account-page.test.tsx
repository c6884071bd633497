import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';

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

  it('leads a member to code redemption and to their tickets', async () => {
    signInAs(testUser('user'));
    renderApp('/account');
    expect(await screen.findByRole('link', { name: 'Resgatar código' })).toHaveAttribute(
      'href',
      '/use-code',
    );
    expect(screen.getByRole('link', { name: 'Meus tickets' })).toHaveAttribute(
      'href',
      '/account/tickets',
    );
  });
});

describe('account page, applications', () => {
  it('lists the member applications with status, and the reason of a rejection', async () => {
    signInAs(testUser('user'));
    server.use(
      http.get('*/api/me/applications', () =>
        HttpResponse.json([
          {
            id: '12',
            form: 'insertion',
            createdAt: '2026-11-20T15:00:00.000Z',
            identity: null,
            answers: [],
            roleName: 'modeler3d',
            status: 'pending',
            decidedAt: null,
            decisionReason: null,
            reapplyAt: null,
          },
          {
            id: '10',
            form: 'whitelist',
            createdAt: '2026-11-10T15:00:00.000Z',
            identity: null,
            answers: [],
            roleName: null,
            status: 'rejected',
            decidedAt: '2026-11-11T15:00:00.000Z',
            decisionReason: 'Respostas muito curtas.',
            reapplyAt: '2026-11-18T15:00:00.000Z',
          },
        ]),
      ),
    );
    renderApp('/account');
    const list = await screen.findByRole('list', { name: 'Minhas solicitações' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Inscrição: Modeler');
    expect(items[0]).toHaveTextContent('Pendente');
    expect(items[1]).toHaveTextContent('Whitelist');
    expect(items[1]).toHaveTextContent('Reprovada');
    expect(items[1]).toHaveTextContent('Motivo: Respostas muito curtas.');
    expect(items[1]).toHaveTextContent('a partir de 18/11/2026');
  });

  it('invites a member without applications to send one', async () => {
    signInAs(testUser('user'));
    renderApp('/account');
    expect(
      await screen.findByText('Você ainda não enviou nenhuma solicitação.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Solicitar whitelist/ })).toHaveAttribute(
      'href',
      '/whitelist',
    );
  });
});
