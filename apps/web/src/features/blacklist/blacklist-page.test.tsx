import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { blacklistEntry, evidence, serveBlacklist } from '@/testing/blacklist-fake-api';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

const twelve = Array.from({ length: 12 }, (_, index) => blacklistEntry(index + 1));

function params(search: URLSearchParams | undefined) {
  return Object.fromEntries(search ?? []);
}

/** The card whose heading starts with `name`. */
function card(name: string) {
  const list = screen.getByRole('list', { name: 'Blacklist' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: new RegExp(`^${name}`) }));
  return within(defined(item));
}

describe('blacklist page', () => {
  it('shows the entries, with the tab, search and page sent to the server and kept in the URL', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveBlacklist({
      entries: [
        blacklistEntry(1, {
          evidences: [evidence('11'), evidence('12')],
          expiresAt: '2026-09-01T15:00:00.000Z',
        }),
        ...twelve.slice(1),
        blacklistEntry(40, {
          type: 'server',
          target: '900000000000000040',
          discordUsername: null,
          reason: 'Servidor de vendas de contas.',
        }),
      ],
    });
    const { router } = renderApp('/blacklist');

    const first = await screen.findByRole('heading', { name: 'jogador1 (300000000000000001)' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciar Blacklist' })).toBeVisible();
    expect(params(api.listCalls[0])).toEqual({ page: '1', limit: '10' });
    expect(screen.getByText('13 entradas')).toBeInTheDocument();
    const item = within(defined(first.closest('li')));
    expect(item.getByText('Jogador')).toBeInTheDocument();
    expect(item.getByText('Motivo da entrada 1.')).toBeInTheDocument();
    expect(item.getByText(/Adicionado por Ana Souza em/)).toHaveTextContent(
      `Adicionado por Ana Souza em ${formatDateTime('2026-03-02T18:30:00.000Z')}`,
    );
    expect(item.getByText(/Expira em/)).toHaveTextContent(
      `Expira em ${formatDateTime('2026-09-01T15:00:00.000Z')}`,
    );
    expect(item.getByRole('button', { name: 'Ver Evidências (2)' })).toBeEnabled();
    expect(card('jogador2').getByRole('button', { name: 'Ver Evidências (0)' })).toBeDisabled();

    // Pagination: 1 2 and the next button; the last page holds the rest.
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(pager).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByRole('heading', { name: /^jogador11/ })).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({ page: '2', limit: '10' });
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('heading', { name: '900000000000000040' })).toBeInTheDocument();

    // Servidores: the server filters over all pages, back to page 1.
    await user.click(screen.getByRole('tab', { name: 'Servidores' }));
    expect(await screen.findByText('1 entrada')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({ type: 'server', page: '1', limit: '10' });
    expect(router.state.location.search).toBe('?type=server');
    expect(card('900000000000000040').getByText('Servidor')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();

    // Search on "Buscar", within the tab.
    await user.click(screen.getByRole('tab', { name: 'Jogadores' }));
    await user.type(
      screen.getByPlaceholderText('Buscar por ID ou nome de usuário...'),
      'jogador12',
    );
    expect(params(api.listCalls.at(-1))).toEqual({ type: 'player', page: '1', limit: '10' });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('1 entrada')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({
      type: 'player',
      search: 'jogador12',
      page: '1',
      limit: '10',
    });
    expect(router.state.location.search).toBe('?type=player&search=jogador12');
  });

  it('numbers the pages with the first, the last and ellipses', async () => {
    signInAs(testUser('suporte'));
    const many = Array.from({ length: 95 }, (_, index) => blacklistEntry(index + 1));
    const api = serveBlacklist({ entries: many });
    renderApp('/blacklist?page=5');

    expect(await screen.findByRole('heading', { name: /^jogador41 / })).toBeInTheDocument();
    expect(params(api.listCalls[0])).toEqual({ page: '5', limit: '10' });
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    const pages = within(pager)
      .getAllByRole('button', { name: /^Página \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(within(pager).getByRole('button', { name: 'Página 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says per tab when there is nothing', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    serveBlacklist({ entries: [] });
    renderApp('/blacklist');

    expect(await screen.findByText('Nenhum item na blacklist')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Jogadores' }));
    expect(await screen.findByText('Nenhum jogador na blacklist')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Servidores' }));
    expect(await screen.findByText('Nenhum servidor na blacklist')).toBeInTheDocument();
  });

  it('shows no add or remove to someone who may only look', async () => {
    signInAs(testUser('suporte'));
    serveBlacklist({ entries: [blacklistEntry(1)] });
    renderApp('/blacklist');

    await screen.findByRole('heading', { name: /^jogador1/ });
    expect(screen.queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
  });

  it('removes an entry after the confirmation, with the optional reason', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveBlacklist({ entries: [blacklistEntry(1), blacklistEntry(2)] });
    renderApp('/blacklist');
    await screen.findByRole('heading', { name: /^jogador1/ });

    const remove = card('jogador1').getByRole('button', {
      name: 'Remover jogador1 (300000000000000001) da blacklist',
    });
    await user.click(remove);
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Remover da Blacklist?' }));
    expect(dialog.getByText(/Esta ação não pode ser desfeita/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(api.removals).toEqual([]);

    await user.click(remove);
    dialog = within(await screen.findByRole('alertdialog'));
    await user.type(dialog.getByLabelText(/Motivo da remoção/), 'Ticket de revisão aprovado.');
    await user.click(dialog.getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText('Entrada removida da blacklist')).toBeInTheDocument();
    expect(api.removals).toEqual([{ id: '1', body: { reason: 'Ticket de revisão aprovado.' } }]);
    expect(await screen.findByText('1 entrada')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^jogador1 / })).not.toBeInTheDocument();
  });

  it('says when removing fails, with the server reason', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    serveBlacklist({
      entries: [blacklistEntry(1)],
      removeError: { status: 404, body: { code: 'not_found', message: 'Entrada não encontrada.' } },
    });
    renderApp('/blacklist');
    await user.click(await screen.findByRole('button', { name: /^Remover jogador1/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    expect(await screen.findByText('Falha ao remover entrada da blacklist')).toBeInTheDocument();
    expect(screen.getByText('Entrada não encontrada.')).toBeInTheDocument();
  });

  it('says when the list fails to load and retries', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    serveBlacklist({ listStatus: 500 });
    renderApp('/blacklist');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar a blacklist.');
    serveBlacklist({ entries: [blacklistEntry(1)] });
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: /^jogador1/ })).toBeInTheDocument();
  });

  it('is in the menu of whoever may see it', async () => {
    signInAs(testUser('suporte'));
    serveBlacklist({ entries: [] });
    renderApp('/blacklist');
    const link = await screen.findByRole('link', { name: 'Gerenciar Blacklist' });
    expect(link).toHaveAttribute('href', '/blacklist');
  });
});
