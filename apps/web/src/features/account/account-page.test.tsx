import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { myCallTime } from '@/testing/calls-fixtures';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { answer } from '@/testing/answer';

describe('account page', () => {
  it('shows who is signed in, their role and what it grants, by area', async () => {
    signInAs(testUser('suporte', { id: '100000000000000003' }));
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Carla Dias' })).toBeInTheDocument();
    expect(screen.getByText('100000000000000003')).toBeInTheDocument();
    expect(screen.getAllByText('Suporte').length).toBeGreaterThan(0);
    expect(screen.getByText(/concede 9 de 37 permissões/)).toBeInTheDocument();

    const allowlists = screen.getByRole('list', { name: 'Permissões de Allowlists' });
    const items = within(allowlists).getAllByRole('listitem');
    expect(items.map((item) => [item.textContent, item.dataset.granted])).toEqual([
      ['Ver whitelists(concedida)', 'true'],
      ['Aprovar e reprovar whitelists(não concedida)', 'false'],
    ]);
    const permissions = screen.getByRole('list', { name: 'Permissões de Permissões' });
    expect(within(permissions).getByText('Gerenciar permissões').closest('li')).toHaveAttribute(
      'data-granted',
      'false',
    );
  });

  it('shows a member without staff permissions no permissions section', async () => {
    signInAs(testUser('user'));
    renderApp('/account');
    expect(await screen.findByText('Membro')).toBeInTheDocument();
    expect(screen.getByText('Minhas solicitações')).toBeInTheDocument();
    expect(screen.queryByText('Permissões')).not.toBeInTheDocument();
    expect(screen.queryByText(/permissões do painel/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Permissões de/ })).not.toBeInTheDocument();
  });

  it('uses the wide column, in two columns on wide screens', async () => {
    signInAs(testUser('user'));
    renderApp('/account');
    await screen.findByText('Minhas solicitações');
    const column = document.querySelector<HTMLElement>('[data-slot="page-column"]');
    // The shell widens its column for a page that asks for it (no narrow column at 1440 px).
    expect(column).toHaveClass('has-[[data-page-width=wide]]:max-w-[96rem]');
    const page = column?.querySelector<HTMLElement>('[data-page-width="wide"]');
    expect(page).toHaveClass('xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]');
    const main = page?.querySelector<HTMLElement>('[data-slot="account-main"]');
    const side = page?.querySelector<HTMLElement>('[data-slot="account-side"]');
    expect(main).toHaveTextContent('Minhas solicitações');
    expect(side).toHaveTextContent('Códigos, loja e suporte');
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
      answer('myApplications', () =>
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
            revokedAt: null,
            revokeReason: null,
            reapplyAt: null,
            score: null,
            triage: null,
          },
          {
            id: '11',
            form: 'whitelist',
            createdAt: '2026-11-12T15:00:00.000Z',
            identity: null,
            answers: [],
            roleName: null,
            status: 'revoked',
            decidedAt: '2026-11-13T15:00:00.000Z',
            decisionReason: null,
            revokedAt: '2026-11-19T15:00:00.000Z',
            revokeReason: 'Combate em zona segura.',
            reapplyAt: '2026-11-26T15:00:00.000Z',
            score: null,
            triage: null,
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
            revokedAt: null,
            revokeReason: null,
            reapplyAt: '2026-11-18T15:00:00.000Z',
            score: null,
            triage: null,
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
    expect(items[1]).toHaveTextContent('Revogada em 19/11/2026');
    expect(items[1]).toHaveTextContent('Motivo: Combate em zona segura.');
    expect(items[1]).toHaveTextContent('a partir de 26/11/2026');
    expect(items[2]).toHaveTextContent('Whitelist');
    expect(items[2]).toHaveTextContent('Reprovada');
    expect(items[2]).toHaveTextContent('Motivo: Respostas muito curtas.');
    expect(items[2]).toHaveTextContent('a partir de 18/11/2026');
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

describe('account page, time in call', () => {
  it('shows the time of today, 7 and 30 days, the 30-day place and whether in call now', async () => {
    signInAs(testUser('user'));
    server.use(
      answer('myCallTime', () =>
        HttpResponse.json(
          myCallTime({
            todaySeconds: 45 * 60,
            weekSeconds: 12 * 3600 + 5 * 60,
            monthSeconds: 30 * 3600,
            monthRank: 3,
            isConnected: true,
          }),
        ),
      ),
    );
    renderApp('/account');
    const title = await screen.findByRole('heading', { name: 'Tempo em call' });
    const card = within(title.closest<HTMLElement>('[data-slot="card"]') ?? document.body);
    expect(await card.findByText('#3 nos últimos 30 dias')).toBeInTheDocument();
    const times = card.getAllByRole('definition').map((item) => item.textContent);
    expect(times).toEqual(['45min', '12h 05min', '30h 00min']);
    const labels = card.getAllByRole('term').map((item) => item.textContent);
    expect(labels).toEqual(['Hoje', '7 dias', '30 dias']);
    expect(card.getByText('Em call agora')).toBeInTheDocument();
  });

  it('says when there was no time in the last 30 days', async () => {
    signInAs(testUser('user'));
    renderApp('/account');
    expect(await screen.findByText('Sem tempo em call nos últimos 30 dias')).toBeInTheDocument();
    expect(screen.queryByText('Em call agora')).not.toBeInTheDocument();
    expect(screen.getAllByText('0min')).toHaveLength(3);
  });

  it('says when it fails to load, keeps the rest of the page, and loads again', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    server.use(
      answer('myCallTime', () =>
        HttpResponse.json({ code: 'internal', message: 'Falhou.' }, { status: 500 }),
      ),
    );
    renderApp('/account');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar seu tempo em call.');
    expect(screen.getByRole('heading', { name: 'Diego Rocha' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resgatar código' })).toBeInTheDocument();

    server.use(answer('myCallTime', () => HttpResponse.json(myCallTime({ monthRank: 7 }))));
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('#7 nos últimos 30 dias')).toBeInTheDocument();
  });
});
