import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectedUser, rankingUser, voiceChannels } from '@/testing/calls-fixtures';
import { serveCalls } from '@/testing/calls-fake-api';
import { defined } from '@/testing/defined';
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

/** `count` members ranked one after another, `Membro 1` first with `count` hours. */
function ranked(count: number) {
  return Array.from({ length: count }, (_, index) =>
    rankingUser(index + 1, { totalSeconds: (count - index) * 3600 }),
  );
}

/** The table of who is in voice (the wide layout; the cards below carry the same members). */
function connectedTable() {
  return within(screen.getByRole('table', { name: 'Usuários conectados' }));
}

async function findTableRow(name: string) {
  const table = within(await screen.findByRole('table', { name: 'Usuários conectados' }));
  return within(table.getByRole('row', { name }));
}

/** The names of the table's rows, in order. */
function rowNames() {
  return connectedTable()
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(defined(id))?.textContent);
}

describe('calls page: the ranking', () => {
  it('ranks with medals for the first three and the time in hours and minutes, under its period', async () => {
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
    expect(screen.getByRole('heading', { name: 'Ranking — desde sempre' })).toBeVisible();
    await screen.findByRole('list', { name: 'Ranking de tempo em call' });
    expect(screen.getByText('5 membros')).toBeInTheDocument();
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

  it('lists the whole ranking a page at a time, places and bars carried over from page to page', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveCalls({ rankings: { all: ranked(12), week: ranked(3) } });
    const { router } = renderApp('/calls');

    await screen.findByRole('list', { name: 'Ranking de tempo em call' });
    expect(rankingItems()).toHaveLength(10);
    expect(screen.getByText('12 membros')).toBeInTheDocument();
    const pager = within(screen.getByRole('navigation', { name: 'Páginas do ranking' }));
    await user.click(pager.getByRole('button', { name: 'Página 2' }));

    await waitFor(() => expect(rankingItems()).toHaveLength(2));
    expect(params(api.rankingCalls.at(-1))).toEqual({ period: 'all', page: '2', limit: '10' });
    expect(router.state.location.search).toBe('?rankingPage=2');
    expect(rankingItems()[0]).toHaveTextContent('11º lugar');
    expect(rankingItems()[1]).toHaveTextContent('Membro 12');
    // 1 hour against the first place's 12, not against this page's first.
    expect(rankingItems()[1]).toHaveTextContent('8% do tempo do 1º lugar');

    // Another period starts at its first place.
    await user.click(screen.getByRole('tab', { name: '7 dias' }));
    await waitFor(() => expect(rankingItems()).toHaveLength(3));
    expect(params(api.rankingCalls.at(-1))).toEqual({ period: 'week', page: '1', limit: '10' });
    expect(router.state.location.search).toBe('?period=week');
    expect(
      screen.queryByRole('navigation', { name: 'Páginas do ranking' }),
    ).not.toBeInTheDocument();
  });

  it('opens at the ranking page of the link, and steps back from a page past the end', async () => {
    signInAs(testUser('moderador'));
    serveCalls({ rankings: { month: ranked(12) } });
    const { router } = renderApp('/calls?period=month&rankingPage=9');

    expect(await screen.findByRole('heading', { name: 'Ranking — últimos 30 dias' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?period=month&rankingPage=2'));
    await waitFor(() => expect(rankingItems()).toHaveLength(2));
    expect(
      within(screen.getByRole('navigation', { name: 'Páginas do ranking' })).getByRole('button', {
        name: 'Página 2',
      }),
    ).toHaveAttribute('aria-current', 'page');
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
    expect(params(api.rankingCalls[0])).toEqual({ period: 'all', page: '1', limit: '10' });

    await user.click(screen.getByRole('tab', { name: '7 dias' }));
    expect(await screen.findByText('Semana')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ranking — últimos 7 dias' })).toBeVisible();
    expect(params(api.rankingCalls.at(-1))).toEqual({ period: 'week', page: '1', limit: '10' });
    expect(router.state.location.search).toBe('?period=week');

    await user.click(screen.getByRole('tab', { name: 'Hoje' }));
    expect(await screen.findByText('Ninguém passou tempo em call hoje')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ranking — hoje' })).toBeVisible();
    expect(params(api.rankingCalls.at(-1))).toEqual({ period: 'today', page: '1', limit: '10' });
  });
});

describe('calls page: who is in voice', () => {
  it('gives each member a row: the name or the Discord ID, the channel, the full time in call and why time does not count', async () => {
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

    const first = await findTableRow('Membro 1');
    expect(screen.getByRole('heading', { name: 'Usuários Conectados (2)' })).toBeVisible();
    expect(params(api.connectedCalls[0])).toEqual({ page: '1', limit: '5' });
    expect(
      connectedTable()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Membro', 'Canal', 'Tempo em call', 'Ações']);

    const cells = first.getAllByRole('cell');
    expect(first.getByRole('rowheader')).toHaveTextContent('Membro 1');
    expect(first.getByText('200000000000000001')).toBeInTheDocument();
    expect(cells[0]).toHaveTextContent('GeralCidade');
    // The page's one time format, whole: never cut short.
    expect(cells[1]).toHaveTextContent(/^1h 02min$/);
    expect(first.getByText('Sozinho no canal')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Mutou o próprio microfone' })).toBeInTheDocument();
    expect(first.queryByRole('img', { name: 'Áudio desligado' })).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Mutar Membro 1' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Remover Membro 1 da call' })).toBeEnabled();

    const second = await findTableRow('200000000000000002');
    // The ID is the name: said once.
    expect(second.getAllByText('200000000000000002')).toHaveLength(1);
    expect(second.getByText('26h 10min')).toBeInTheDocument();
    expect(second.getByRole('img', { name: 'Áudio desligado' })).toBeInTheDocument();
    expect(second.getByRole('img', { name: 'Mutado no servidor' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Desmutar 200000000000000002' })).toBeEnabled();
    expect(second.queryByText('Sozinho no canal')).not.toBeInTheDocument();
  });

  it('names each button with its member for screen readers, the visible text unchanged', async () => {
    signInAs(testUser('moderador'));
    serveCalls({
      connected: [connectedUser(1, { username: 'Ana Souza' }), connectedUser(2, { isMuted: true })],
    });
    renderApp('/calls');

    const ana = await findTableRow('Ana Souza');
    expect(ana.getByRole('button', { name: 'Mutar Ana Souza' })).toHaveTextContent(/^Mutar$/);
    expect(ana.getByRole('button', { name: 'Remover Ana Souza da call' })).toHaveTextContent(
      /^Remover$/,
    );
    const muted = await findTableRow('Membro 2');
    expect(muted.getByRole('button', { name: 'Desmutar Membro 2' })).toHaveTextContent(
      /^Desmutar$/,
    );
    // No two buttons of the table share a name.
    const names = connectedTable()
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(names.length);
  });

  it("keeps the server's order, one row per member, each with its channel", async () => {
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

    await findTableRow('Membro 1');
    expect(rowNames()).toEqual(['Membro 1', 'Membro 3', 'Membro 2', 'Membro 4']);
    const channelOf = (name: string) =>
      connectedTable().getByRole('row', { name }).querySelectorAll('td')[0]?.textContent;
    expect(channelOf('Membro 3')).toBe('PatrulhaCidade');
    expect(channelOf('Membro 2')).toBe('GeralCidade');
    expect(channelOf('Membro 4')).toBe('Canal desconhecido');
  });

  it('shows the same members as cards where the table does not fit (phones)', async () => {
    signInAs(testUser('moderador'));
    serveCalls({
      connected: [
        connectedUser(1, { timeInCall: 3725 }),
        connectedUser(2, { channelId: voiceChannels.patrulha.id, callName: 'Patrulha' }),
      ],
    });
    renderApp('/calls');

    const table = await screen.findByRole('table', { name: 'Usuários conectados' });
    const cards = screen.getByRole('list', { name: 'Usuários conectados' });
    // CSS shows one of the two by the card's width: the table from 33rem, the cards below it.
    expect(table.closest('[data-slot="table-container"]')).toHaveClass(
      'hidden',
      '@min-[33rem]:block',
    );
    expect(cards).toHaveClass('@min-[33rem]:hidden');
    expect(cards.parentElement).toHaveClass('@container');

    const card = within(within(cards).getByRole('listitem', { name: 'Membro 1' }));
    const time = card.getByText('1h 02min');
    expect(time.closest('dd')?.previousElementSibling).toHaveTextContent('Tempo em call');
    expect(card.getByText('Geral').closest('dd')?.previousElementSibling).toHaveTextContent(
      'Canal',
    );
    expect(card.getByRole('button', { name: 'Mutar Membro 1' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'Remover Membro 1 da call' })).toBeEnabled();
    expect(within(cards).getByRole('listitem', { name: 'Membro 2' })).toHaveTextContent('Patrulha');
  });

  it('puts the ranking after the list, and beside it from xl on', async () => {
    signInAs(testUser('moderador'));
    serveCalls({ connected: [connectedUser(1)], rankings: { all: [rankingUser(1)] } });
    renderApp('/calls');

    const connected = await screen.findByRole('heading', { name: 'Usuários Conectados (1)' });
    const ranking = screen.getByRole('heading', { name: 'Ranking — desde sempre' });
    expect(connected.compareDocumentPosition(ranking)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const grid = connected.closest('[data-slot="card"]')?.parentElement;
    expect(grid).toHaveClass('grid-cols-1', 'xl:grid-cols-[minmax(0,1fr)_20rem]');
    expect(ranking.closest('[data-slot="card"]')?.parentElement).toBe(grid);
    // The page's wide column, so the table and the ranking both have room.
    expect(grid?.closest('[data-page-width="wide"]')).not.toBeNull();
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
    await findTableRow('Membro 6');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar membro' }), '  diego ');
    expect(await screen.findByRole('heading', { name: 'Usuários Conectados (1)' })).toBeVisible();
    expect(params(api.connectedCalls.at(-1))).toEqual({ search: 'diego', page: '1', limit: '5' });
    expect(router.state.location.search).toBe('?search=diego');
    expect(rowNames()).toEqual(['Diego Rocha']);

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
    await findTableRow('Ana');
    expect(params(api.connectedCalls[0])).toEqual({ search: 'ana', page: '1', limit: '5' });
  });

  it('says when nobody is connected', async () => {
    signInAs(testUser('moderador'));
    serveCalls({ connected: [] });
    renderApp('/calls');
    expect(await screen.findByText('Nenhum usuário conectado no momento')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Usuários Conectados (0)' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Usuários conectados' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('pages five at a time, with no pager for a single page', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const five = Array.from({ length: 5 }, (_, index) => connectedUser(index + 1));
    const single = serveCalls({ connected: five });
    const { unmount } = renderApp('/calls');
    await findTableRow('Membro 5');
    expect(single.connectedCalls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    unmount();

    const api = serveCalls({ connected: [...five, connectedUser(6)] });
    const { router } = renderApp('/calls');
    const pager = await screen.findByRole('navigation', { name: 'Paginação' });
    expect(pager).toHaveTextContent('Página 1 de 2');
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Próxima' }));
    await findTableRow('Membro 6');
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
    expect(rowNames()).toEqual(['Membro 2']);
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
    await findTableRow('Membro 1');
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
