import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { serveGameServers } from '@/testing/game-servers-fake-api';
import { gameJoin, gameServer } from '@/testing/game-servers-fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { answer } from '@/testing/answer';
import { memberSignal } from '@/testing/member-signals-fixtures';
import { HttpResponse } from 'msw';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./game-servers-page');
});

function params(search: URLSearchParams | undefined) {
  return Object.fromEntries(search ?? []);
}

/** The join card whose heading is `player`. */
function joinCard(player: string) {
  const list = screen.getByRole('list', { name: 'Conexões' });
  const heading = within(list).getByRole('heading', { name: player });
  return within(defined(heading.closest('li')));
}

const refused = gameJoin(2, {
  playerName: 'Jogador Teste',
  member: null,
  outcome: 'refused',
  reason: 'unlinked',
  message: 'Sua conta do jogo ainda não está vinculada ao seu Discord.\nDigite o código R7K2Q.',
  requestCode: 'R7K2Q',
  identifiers: ['license:0123456789abcdef0123456789abcdef01234567', 'steam:110000112345678'],
});
const banned = gameJoin(3, {
  playerName: 'Trapaceiro',
  outcome: 'refused',
  reason: 'blacklisted',
  message: 'Você está na blacklist desta comunidade.',
  ip: '203.0.113.7',
});
const allowed = gameJoin(1, {
  playerName: 'Diego_RP',
  member: { id: '100000000000000004', name: 'Diego Rocha', avatarUrl: null },
});

describe('game server joins', () => {
  it('opens a server’s joins in the URL, with the member, outcome, reason and message', async () => {
    signInAs(testUser('administrador'));
    const api = serveGameServers({
      servers: [gameServer(1, { name: 'Cidade principal' })],
      joins: { '1': [allowed, refused, banned] },
    });
    const { router } = renderApp('/game-servers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Conexões de Cidade principal' }));

    expect(await screen.findByRole('heading', { name: 'Conexões' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?server=1');
    expect(screen.getByRole('heading', { name: 'Cidade principal' })).toBeInTheDocument();
    expect(await screen.findByText('3 conexões')).toBeInTheDocument();
    expect(params(api.joinCalls[0]?.params)).toEqual({ page: '1', limit: '20' });

    const first = joinCard('Diego_RP');
    expect(first.getByText('Diego Rocha')).toBeInTheDocument();
    expect(first.getByText('100000000000000004')).toBeInTheDocument();
    expect(first.getByText('Liberado')).toBeInTheDocument();
    expect(first.getByText(formatDateTime('2026-03-20T21:15:00.000Z'))).toBeInTheDocument();
    expect(first.queryByText(/IP/)).toBeNull();

    const second = joinCard('Jogador Teste');
    expect(second.getByText('Não vinculado')).toBeInTheDocument();
    expect(second.getByText('Recusado')).toBeInTheDocument();
    expect(second.getByText('Conta não vinculada')).toBeInTheDocument();
    expect(second.getByText('R7K2Q')).toBeInTheDocument();
    expect(second.getByText(/Digite o código R7K2Q\./)).toBeInTheDocument();
    // Identifiers stay folded until asked for.
    const identifier = second.getByText('steam:110000112345678');
    expect(identifier).not.toBeVisible();
    await user.click(second.getByText('Identificadores (2)'));
    expect(identifier).toBeVisible();

    const third = joinCard('Trapaceiro');
    expect(third.getByText('Blacklist')).toBeInTheDocument();
    expect(third.getByText('203.0.113.7')).toBeInTheDocument();
  });

  it('filters by outcome and pages through the joins, kept in the URL', async () => {
    signInAs(testUser('moderador'));
    const many = Array.from({ length: 25 }, (_, index) =>
      gameJoin(index + 10, index % 5 === 0 ? { outcome: 'refused', reason: 'no_whitelist' } : {}),
    );
    const api = serveGameServers({ servers: [gameServer(1)], joins: { '1': many } });
    const { router } = renderApp('/game-servers?server=1');
    const user = userEvent.setup();

    expect(await screen.findByText('25 conexões')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByRole('heading', { name: 'Jogador 34' })).toBeInTheDocument();
    expect(params(api.joinCalls.at(-1)?.params)).toEqual({ page: '2', limit: '20' });
    expect(router.state.location.search).toBe('?server=1&page=2');

    await user.click(screen.getByRole('tab', { name: 'Recusadas' }));
    expect(await screen.findByText('5 conexões')).toBeInTheDocument();
    expect(params(api.joinCalls.at(-1)?.params)).toEqual({
      outcome: 'refused',
      page: '1',
      limit: '20',
    });
    expect(router.state.location.search).toBe('?server=1&outcome=refused');
    expect(screen.getAllByText('Sem whitelist')).toHaveLength(5);
    // A moderador sees the joins but manages nothing.
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Liberadas' }));
    expect(await screen.findByText('20 conexões')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Todos os servidores' }));
    expect(
      await screen.findByRole('button', { name: 'Conexões de Servidor 1' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says when a server has no joins, when they fail, and when the server is gone', async () => {
    signInAs(testUser('administrador'));
    serveGameServers({ servers: [gameServer(1)] });
    const { unmount } = renderApp('/game-servers?server=1');
    expect(await screen.findByText('Nenhuma conexão registrada ainda.')).toBeInTheDocument();
    unmount();

    serveGameServers({
      servers: [gameServer(1)],
      refuse: { joins: { status: 500, body: { code: 'internal', message: 'Falhou.' } } },
    });
    const failed = renderApp('/game-servers?server=1');
    expect(await screen.findByText('Erro ao carregar as conexões.')).toBeInTheDocument();
    failed.unmount();

    renderApp('/game-servers?server=99');
    expect(
      await screen.findByText('Servidor de jogo não encontrado: ele pode ter sido revogado.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Todos os servidores' })).toBeInTheDocument();
  });
  it("warns of a watched member's join and of a PC shared with the blacklist", async () => {
    signInAs(testUser('administrador'));
    serveGameServers({
      servers: [gameServer(1, { name: 'Cidade principal' })],
      joins: { '1': [allowed, refused, banned] },
    });
    const asked: string[] = [];
    server.use(
      answer('listMemberSignals', ({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids') ?? '';
        asked.push(ids);
        return HttpResponse.json([
          memberSignal('100000000000000004', {
            pc: { members: 1, blacklisted: 1 },
            watch: [{ id: '1', name: 'Observação', color: '#f59e0b', watch: true }],
          }),
        ]);
      }),
    );
    renderApp('/game-servers?server=1');
    const user = userEvent.setup();
    expect(await screen.findByText('3 conexões')).toBeInTheDocument();
    // The warnings load once someone uses the page.
    await user.keyboard('{Shift}');
    const first = joinCard('Diego_RP');
    expect(await first.findByRole('link', { name: 'Em observação: Observação' })).toHaveAttribute(
      'href',
      '/members/100000000000000004',
    );
    expect(
      first.getByRole('link', { name: 'Compartilha PC com 1 jogador da blacklist' }),
    ).toBeVisible();
    // One request for the page's linked members (the unlinked join has none).
    expect(asked).toEqual([
      [allowed, banned]
        .map((join) => join.member?.id)
        .filter(Boolean)
        .sort()
        .join(','),
    ]);
  });
});
