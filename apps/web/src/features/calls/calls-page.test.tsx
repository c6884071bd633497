import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectedUser, rankingUser, voiceChannels } from '@/testing/calls-fixtures';
import { serveCalls } from '@/testing/calls-fake-api';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

// Loaded once up front: compiling the lazy page on first use can pass Testing Library's wait.
beforeAll(async () => {
  await import('./calls-page');
});

function params(search: URLSearchParams | undefined) {
  return Object.fromEntries(search ?? []);
}

function rankingItems() {
  return within(screen.getByRole('list', { name: 'Ranking de tempo em call' })).getAllByRole(
    'listitem',
  );
}

describe('calls page', () => {
  it('ranks the top five with medals for the first three and the time in hours and minutes', async () => {
    signInAs(testUser('moderador'));
    serveCalls({
      rankings: {
        all: [
          rankingUser(1, { totalSeconds: 12 * 3600 + 5 * 60 + 40, isConnected: true }),
          rankingUser(2, { username: null, discordId: '200000000000000099' }),
          rankingUser(3),
          rankingUser(4, { totalSeconds: 45 * 60 }),
          rankingUser(5, { totalSeconds: 0 }),
        ],
      },
    });
    renderApp('/calls');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gerenciar Calls' })).toBeVisible();
    expect(
      screen.getByText('Gerencie usuários em call e visualize estatísticas de tempo'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top 5 - Maior Tempo em Call' })).toBeVisible();
    await screen.findByRole('list', { name: 'Ranking de tempo em call' });
    const items = rankingItems();
    expect(
      items.map((item) => item.querySelector('[data-medal]')?.getAttribute('data-medal')),
    ).toEqual(['gold', 'silver', 'bronze', undefined, undefined]);
    expect(items[0]).toHaveTextContent('1º lugar');
    expect(within(items[0]!).queryByText('1')).not.toBeInTheDocument();
    expect(within(items[3]!).getByText('4')).toBeInTheDocument();
    expect(items[3]).toHaveTextContent('4º lugar');
    expect(items[0]).toHaveTextContent('Membro 1');
    expect(items[0]).toHaveTextContent('12h 05min');
    expect(within(items[0]!).getByText('Online')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('200000000000000099');
    expect(within(items[1]!).getByText('Offline')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('3h 00min');
    expect(items[3]).toHaveTextContent('45min');
    expect(items[4]).toHaveTextContent('0min');
  });

  it("draws each member's time as a bar against the first place's, said in words too", async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    serveCalls({
      rankings: {
        all: [
          rankingUser(1, { totalSeconds: 26 * 3600 + 10 * 60 }),
          rankingUser(2, { totalSeconds: 13 * 3600 + 5 * 60 }),
          rankingUser(3, { totalSeconds: 45 * 60 }),
        ],
        week: [rankingUser(1, { totalSeconds: 600 }), rankingUser(2, { totalSeconds: 150 })],
      },
    });
    renderApp('/calls');

    await screen.findByRole('list', { name: 'Ranking de tempo em call' });
    const bars = () => rankingItems().map((item) => item.querySelector<HTMLElement>('[data-bar]'));
    expect(bars().map((bar) => bar?.style.width)).toEqual(['100%', '50%', '3%']);
    expect(rankingItems()[0]).toHaveTextContent('26h 10min');
    expect(rankingItems()[1]).toHaveTextContent('50% do tempo do 1º lugar');
    expect(rankingItems()[2]).toHaveTextContent('3% do tempo do 1º lugar');

    // Against the first place of the period shown.
    await user.click(screen.getByRole('tab', { name: '7 dias' }));
    await waitFor(() => expect(rankingItems()).toHaveLength(2));
    expect(bars().map((bar) => bar?.style.width)).toEqual(['100%', '25%']);
    expect(rankingItems()[1]).toHaveTextContent('2min');
  });

  it('asks the server for the chosen period, keeps it in the URL and says when nobody has time', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveCalls({
      rankings: { all: [rankingUser(1)], week: [rankingUser(1, { username: 'Semana' })] },
    });
    const { router } = renderApp('/calls');

    await screen.findByRole('list', { name: 'Ranking de tempo em call' });
    expect(screen.getByRole('tab', { name: 'Desde sempre', selected: true })).toBeInTheDocument();
    expect(params(api.rankingCalls[0])).toEqual({ period: 'all', limit: '5' });

    await user.click(screen.getByRole('tab', { name: '7 dias' }));
    expect(await screen.findByText('Semana')).toBeInTheDocument();
    expect(params(api.rankingCalls.at(-1))).toEqual({ period: 'week', limit: '5' });
    expect(router.state.location.search).toBe('?period=week');

    await user.click(screen.getByRole('tab', { name: 'Hoje' }));
    expect(await screen.findByText('Ninguém passou tempo em call hoje')).toBeInTheDocument();
    expect(params(api.rankingCalls.at(-1))).toEqual({ period: 'today', limit: '5' });
  });

  it('lists who is in voice, with the name or the Discord ID, the full time in call and why time does not count', async () => {
    signInAs(testUser('moderador'));
    const api = serveCalls({
      connected: [
        connectedUser(1, { timeInCall: 3725, selfMuted: true, notCounted: 'alone' }),
        connectedUser(2, {
          username: null,
          isMuted: true,
          selfDeafened: true,
          timeInCall: 26 * 3600 + 10 * 60,
        }),
      ],
    });
    renderApp('/calls');

    const list = await screen.findByRole('list', { name: 'Usuários conectados' });
    expect(screen.getByRole('heading', { name: 'Usuários Conectados (2)' })).toBeVisible();
    expect(params(api.connectedCalls[0])).toEqual({ page: '1', limit: '5' });

    const first = within(within(list).getByRole('listitem', { name: 'Membro 1' }));
    expect(first.getByText('200000000000000001')).toBeInTheDocument();
    // The page's one time format, whole: never cut short.
    const time = first.getByText('1h 02min');
    expect(time.closest('dd')).toHaveTextContent(/^1h 02min$/);
    expect(time.closest('dd')?.previousElementSibling).toHaveTextContent('Tempo em call:');
    expect(time.closest('dd')).not.toHaveClass('truncate');
    expect(first.getByText('Sozinho no canal')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Mutou o próprio microfone' })).toBeInTheDocument();
    expect(first.queryByRole('img', { name: 'Áudio desligado' })).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Mutar' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Remover' })).toBeEnabled();

    const second = within(within(list).getByRole('listitem', { name: '200000000000000002' }));
    expect(second.getByText('26h 10min')).toBeInTheDocument();
    expect(second.getByRole('img', { name: 'Áudio desligado' })).toBeInTheDocument();
    expect(second.getByRole('img', { name: 'Mutado no servidor' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Desmutar' })).toBeEnabled();
    expect(second.queryByText('Sozinho no canal')).not.toBeInTheDocument();
  });

  it('groups the members under their voice channels, in the order Discord lists them, each with its count', async () => {
    signInAs(testUser('moderador'));
    serveCalls({
      connected: [
        connectedUser(1, { channelId: voiceChannels.patrulha.id, callName: 'Patrulha' }),
        connectedUser(2),
        connectedUser(3, { channelId: voiceChannels.patrulha.id, callName: 'Patrulha' }),
        connectedUser(4, { channelId: '510000000000000099', callName: null }),
      ],
    });
    renderApp('/calls');

    const list = await screen.findByRole('list', { name: 'Usuários conectados' });
    const headings = within(list).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Patrulha (2)',
      'Geral (1)',
      'Canal desconhecido (1)',
    ]);
    const patrulha = within(list).getByRole('list', { name: 'Patrulha (2)' });
    expect(
      within(patrulha)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading', { level: 4 }).textContent),
    ).toEqual(['Membro 1', 'Membro 3']);
    expect(within(list).getByRole('listitem', { name: 'Patrulha (2)' })).toHaveTextContent(
      'Cidade',
    );
    const unknown = within(list).getByRole('list', { name: 'Canal desconhecido (1)' });
    expect(within(unknown).getByRole('listitem', { name: 'Membro 4' })).toBeInTheDocument();
  });

  it('searches the members in voice on the server, back to page 1, and says when nobody matches', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveCalls({
      connected: [
        connectedUser(1, { username: 'Diego Rocha' }),
        connectedUser(2, { username: 'Ana Souza' }),
        ...Array.from({ length: 4 }, (_, index) => connectedUser(index + 3)),
      ],
    });
    const { router } = renderApp('/calls?page=2');
    await screen.findByRole('listitem', { name: 'Membro 6' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar membro' }), '  diego ');
    expect(await screen.findByRole('heading', { name: 'Usuários Conectados (1)' })).toBeVisible();
    expect(params(api.connectedCalls.at(-1))).toEqual({ search: 'diego', page: '1', limit: '5' });
    expect(router.state.location.search).toBe('?search=diego');
    const list = screen.getByRole('list', { name: 'Usuários conectados' });
    expect(within(list).getByRole('listitem', { name: 'Diego Rocha' })).toBeInTheDocument();
    expect(within(list).queryByRole('listitem', { name: 'Ana Souza' })).not.toBeInTheDocument();
    // The channel's heading says how many of its members the search left.
    expect(within(list).getByRole('heading', { level: 3 })).toHaveTextContent('Geral (1 de 6)');

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar membro' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar membro' }), 'zz{Enter}');
    expect(
      await screen.findByText('Nenhum usuário em call com esse nome ou ID'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Usuários Conectados (0)' })).toBeVisible();
  });

  it('opens with the search of the link', async () => {
    signInAs(testUser('moderador'));
    const api = serveCalls({
      connected: [connectedUser(1), connectedUser(2, { username: 'Ana' })],
    });
    renderApp('/calls?search=ana');
    expect(await screen.findByRole('searchbox', { name: 'Buscar membro' })).toHaveValue('ana');
    expect(await screen.findByRole('listitem', { name: 'Ana' })).toBeInTheDocument();
    expect(params(api.connectedCalls[0])).toEqual({ search: 'ana', page: '1', limit: '5' });
  });

  it('says when nobody is connected', async () => {
    signInAs(testUser('moderador'));
    serveCalls({ connected: [] });
    renderApp('/calls');
    expect(await screen.findByText('Nenhum usuário conectado no momento')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Usuários Conectados (0)' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('pages five at a time, with no pager for a single page', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const five = Array.from({ length: 5 }, (_, index) => connectedUser(index + 1));
    const single = serveCalls({ connected: five });
    const { unmount } = renderApp('/calls');
    await screen.findByRole('listitem', { name: 'Membro 5' });
    expect(single.connectedCalls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    unmount();

    const api = serveCalls({ connected: [...five, connectedUser(6)] });
    const { router } = renderApp('/calls');
    const pager = await screen.findByRole('navigation', { name: 'Paginação' });
    expect(pager).toHaveTextContent('Página 1 de 2');
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByRole('listitem', { name: 'Membro 6' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent(
      'Página 2 de 2',
    );
    expect(params(api.connectedCalls.at(-1))).toEqual({ page: '2', limit: '5' });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('filters by channel on the server, back to page 1', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveCalls({
      connected: [
        connectedUser(1),
        connectedUser(2, { channelId: voiceChannels.patrulha.id, callName: 'Patrulha' }),
        connectedUser(3),
      ],
    });
    const { router } = renderApp('/calls');
    await screen.findByRole('heading', { name: 'Usuários Conectados (3)' });

    await user.click(screen.getByRole('combobox', { name: 'Canal' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Todos os canais', 'Geral (2)', 'Patrulha (1)']);
    await user.click(screen.getByRole('option', { name: 'Patrulha (1)' }));

    expect(await screen.findByRole('heading', { name: 'Usuários Conectados (1)' })).toBeVisible();
    expect(params(api.connectedCalls.at(-1))).toEqual({
      channelId: voiceChannels.patrulha.id,
      page: '1',
      limit: '5',
    });
    expect(router.state.location.search).toBe(`?channel=${voiceChannels.patrulha.id}`);
    expect(screen.getByRole('listitem', { name: 'Membro 2' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Membro 1' })).not.toBeInTheDocument();
  });

  it('says when either list fails to load and loads again on "Tentar novamente"', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const failing = serveCalls({ connectedStatus: 500, rankingStatus: 500 });
    renderApp('/calls');

    // One automatic retry a second later, then the errors.
    const connected = await screen.findByText('Erro ao carregar os usuários conectados.');
    expect(await screen.findByText('Erro ao carregar o ranking de calls.')).toBeInTheDocument();
    expect(failing.connectedCalls).toHaveLength(2);
    expect(failing.rankingCalls).toHaveLength(2);

    serveCalls({ connected: [connectedUser(1)], rankings: { all: [rankingUser(1)] } });
    const alert = connected.closest<HTMLElement>('[role="alert"]');
    await user.click(
      within(alert ?? document.body).getByRole('button', { name: 'Tentar novamente' }),
    );
    expect(await screen.findByRole('listitem', { name: 'Membro 1' })).toBeInTheDocument();
    const rankingAlert = screen
      .getByText('Erro ao carregar o ranking de calls.')
      .closest<HTMLElement>('[role="alert"]');
    await user.click(
      within(rankingAlert ?? document.body).getByRole('button', { name: 'Tentar novamente' }),
    );
    expect(
      await screen.findByRole('list', { name: 'Ranking de tempo em call' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is in the menu of whoever may manage calls', async () => {
    signInAs(testUser('moderador'));
    serveCalls();
    renderApp('/calls');
    const link = await screen.findByRole('link', { name: 'Gerenciar Calls' });
    expect(link).toHaveAttribute('href', '/calls');
  });
});
