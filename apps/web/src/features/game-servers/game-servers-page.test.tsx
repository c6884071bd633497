import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { deferred } from '@/testing/deferred';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { serveGameServers } from '@/testing/game-servers-fake-api';
import { gameServer } from '@/testing/game-servers-fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./game-servers-page');
});

/** The card whose heading is `name`. */
function card(name: string) {
  const heading = screen.getByRole('heading', { name });
  return within(defined(heading.closest('li')));
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('game servers page', () => {
  it('lists each server with its key prefix, mode, roles, matches, last call and joins', async () => {
    signInAs(testUser('administrador'));
    serveGameServers({
      servers: [
        gameServer(1, {
          name: 'Cidade principal',
          keyPrefix: 'prp_abcd1234',
          whitelistMode: 'roles',
          roles: [
            { id: '300000000000000001', name: 'Allowlist' },
            { id: '300000000000000002', name: null },
          ],
          minIdentifierMatches: 2,
          lastSeenAt: minutesAgo(2),
          playersOnline: 37,
          joinsToday: { allowed: 120, refused: 1 },
        }),
        gameServer(2, { name: 'Servidor de testes' }),
      ],
    });
    renderApp('/game-servers');

    expect(await screen.findByRole('heading', { name: 'Cidade principal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Servidores de jogo' })).toBeVisible();
    const first = card('Cidade principal');
    expect(first.getByText('prp_abcd1234…')).toBeInTheDocument();
    expect(first.getByText('Cargos do Discord')).toBeInTheDocument();
    expect(first.getByText('Allowlist')).toBeInTheDocument();
    // A role the catalog does not know shows its id.
    expect(first.getByText('300000000000000002')).toBeInTheDocument();
    expect(first.getByText('2')).toBeInTheDocument();
    expect(first.getByText('Visto há 2 min')).toBeInTheDocument();
    expect(first.getByText('37')).toBeInTheDocument();
    expect(first.getByText('120 liberadas')).toBeInTheDocument();
    expect(first.getByText('1 recusada')).toBeInTheDocument();
    expect(first.getByText('Ana Souza')).toBeInTheDocument();
    expect(first.getByText(formatDateTime('2026-03-02T18:30:00.000Z'))).toBeInTheDocument();
    // The key itself is never on the page.
    expect(screen.queryByText(/prp_\w{43}/)).toBeNull();

    const second = card('Servidor de testes');
    expect(second.getByText('Nunca conectado')).toBeInTheDocument();
    expect(second.getByText('Whitelist aprovada')).toBeInTheDocument();
    expect(second.queryByText('Cargos que liberam a conexão')).toBeNull();
    expect(second.getByText('—')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Editar Servidor de testes' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Revogar Servidor de testes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo servidor' })).toBeEnabled();
  });

  it('lets a moderador look and open the joins, without managing', async () => {
    signInAs(testUser('moderador'));
    serveGameServers({ servers: [gameServer(1)] });
    renderApp('/game-servers');

    const item = within(defined((await screen.findByText('Servidor 1')).closest('li')));
    expect(item.getByRole('button', { name: 'Conexões de Servidor 1' })).toBeInTheDocument();
    expect(item.queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(item.queryByRole('button', { name: /Gerar nova chave/ })).toBeNull();
    expect(item.queryByRole('button', { name: /Revogar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Novo servidor' })).toBeNull();
  });

  it('shows a skeleton while loading, then the empty state with the first step', async () => {
    signInAs(testUser('administrador'));
    const hold = deferred();
    serveGameServers({ holdList: hold.promise });
    renderApp('/game-servers');

    expect(await screen.findByText('Carregando servidores de jogo...')).toBeInTheDocument();
    hold.resolve();
    expect(await screen.findByText('Nenhum servidor de jogo conectado')).toBeInTheDocument();
    expect(screen.getByText(/Conectar o servidor FiveM/)).toBeInTheDocument();
    // The empty list's own call replaces the header's button.
    expect(screen.queryByRole('button', { name: 'Novo servidor' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Conectar o primeiro servidor' }));
    expect(await screen.findByRole('dialog', { name: 'Novo servidor' })).toBeInTheDocument();
  });

  it('offers no creation to whoever may only look at an empty list', async () => {
    signInAs(testUser('moderador'));
    serveGameServers();
    renderApp('/game-servers');
    expect(await screen.findByText('Nenhum servidor de jogo conectado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conectar o primeiro servidor' })).toBeNull();
  });

  it('says when the list fails and loads it again', async () => {
    signInAs(testUser('administrador'));
    const api = serveGameServers({
      refuse: { list: { status: 500, body: { code: 'internal', message: 'Falhou.' } } },
    });
    renderApp('/game-servers');
    expect(await screen.findByText('Erro ao carregar os servidores de jogo.')).toBeInTheDocument();

    serveGameServers({ servers: [gameServer(1)], joins: api.joins });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Servidor 1' })).toBeInTheDocument();
  });

  it('stops offering a new server at the limit of 20', async () => {
    signInAs(testUser('administrador'));
    serveGameServers({ servers: Array.from({ length: 20 }, (_, index) => gameServer(index + 1)) });
    renderApp('/game-servers');
    expect(await screen.findByText(/Limite de 20 servidores/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Novo servidor' })).toBeDisabled(),
    );
  });
});
