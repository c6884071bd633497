import { screen, within } from '@testing-library/react';
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

describe('calls page', { timeout: 15_000 }, () => {
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

  it('lists who is in voice, with the name or the Discord ID, the channel or a dash, and why time does not count', async () => {
    signInAs(testUser('moderador'));
    const api = serveCalls({
      connected: [
        connectedUser(1, { timeInCall: 3725, selfMuted: true, notCounted: 'alone' }),
        connectedUser(2, { username: null, callName: null, isMuted: true, selfDeafened: true }),
      ],
    });
    renderApp('/calls');

    const list = await screen.findByRole('list', { name: 'Usuários conectados' });
    expect(screen.getByRole('heading', { name: 'Usuários Conectados (2)' })).toBeVisible();
    expect(params(api.connectedCalls[0])).toEqual({ page: '1', limit: '5' });

    const first = within(within(list).getByRole('listitem', { name: 'Membro 1' }));
    expect(first.getByText('Geral')).toBeInTheDocument();
    expect(first.getByText('200000000000000001')).toBeInTheDocument();
    expect(first.getByText(/^1h 02min 0\ds$/)).toBeInTheDocument();
    expect(first.getByText('Sozinho no canal')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Microfone desligado' })).toBeInTheDocument();
    expect(first.queryByRole('img', { name: 'Áudio desligado' })).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Mutar' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Remover' })).toBeEnabled();

    const second = within(within(list).getByRole('listitem', { name: '200000000000000002' }));
    expect(second.getByText('Canal:').nextElementSibling).toHaveTextContent(/^-$/);
    expect(second.getByRole('img', { name: 'Áudio desligado' })).toBeInTheDocument();
    expect(second.getByRole('img', { name: 'Silenciado no servidor' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Desmutar' })).toBeEnabled();
    expect(second.queryByText('Sozinho no canal')).not.toBeInTheDocument();
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
    const options = screen.getAllByRole('option').map((option) => option.textContent);
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
    const connected = await screen.findByText(
      'Erro ao carregar os usuários conectados.',
      {},
      { timeout: 4000 },
    );
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
