import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { serveGameServers } from '@/testing/game-servers-fake-api';
import { gameServer } from '@/testing/game-servers-fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./game-servers-page');
});

function toast(title: string) {
  return screen.findByText(title, { selector: '[data-title]' });
}

async function openPage() {
  signInAs(testUser('administrador'));
  renderApp('/game-servers');
  return userEvent.setup();
}

describe('game server keys', () => {
  it('creates a server and shows its key and server.cfg lines once', async () => {
    const api = serveGameServers();
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Conectar o primeiro servidor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo servidor' }));

    await user.click(dialog.getByRole('button', { name: 'Criar servidor' }));
    expect(dialog.getByText('O nome precisa de pelo menos 2 caracteres.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Nome/)).toHaveFocus();
    expect(api.creates).toEqual([]);

    await user.type(dialog.getByLabelText(/Nome/), '  Cidade principal ');
    await user.click(dialog.getByRole('button', { name: 'Criar servidor' }));
    expect(await toast('Servidor de jogo criado')).toBeInTheDocument();
    expect(api.creates).toEqual([{ name: 'Cidade principal' }]);

    const shown = within(
      await screen.findByRole('dialog', { name: 'Servidor Cidade principal criado' }),
    );
    const key = api.keys[0] ?? '';
    expect(shown.getByLabelText('Chave da API')).toHaveValue(key);
    expect(shown.getByText('Copie a chave agora: ela não será mostrada de novo.')).toBeVisible();
    const cfg = shown.getByLabelText('No server.cfg do servidor FiveM');
    expect(cfg).toHaveTextContent(`set painel_url "${window.location.origin}"`);
    expect(cfg).toHaveTextContent(`set painel_key "${key}"`);
    expect(cfg).toHaveTextContent('ensure painel-rp');

    await user.click(shown.getByRole('button', { name: 'Copiar a chave da API' }));
    expect(await navigator.clipboard.readText()).toBe(key);
    await user.click(shown.getByRole('button', { name: 'Copiar as linhas do server.cfg' }));
    expect(await navigator.clipboard.readText()).toContain(`set painel_key "${key}"`);

    // Closed, the key is gone: the list shows only its start, and a new dialog starts blank.
    await user.click(shown.getByRole('button', { name: 'Concluído' }));
    expect(await screen.findByRole('heading', { name: 'Cidade principal' })).toBeInTheDocument();
    expect(screen.getByText(`${key.slice(0, 12)}…`)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(key)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Novo servidor' }));
    const again = within(await screen.findByRole('dialog', { name: 'Novo servidor' }));
    expect(again.getByLabelText(/Nome/)).toHaveValue('');
    expect(screen.queryByDisplayValue(key)).toBeNull();
  });

  it('shows the server’s refusal of a creation', async () => {
    serveGameServers({
      refuse: {
        create: {
          status: 409,
          body: { code: 'conflict', message: 'Já são 20 servidores de jogo: revogue um antes.' },
        },
      },
    });
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Conectar o primeiro servidor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo servidor' }));
    await user.type(dialog.getByLabelText(/Nome/), 'Mais um');
    await user.click(dialog.getByRole('button', { name: 'Criar servidor' }));
    expect(await toast('Erro ao criar o servidor de jogo')).toBeInTheDocument();
    expect(screen.getByText('Já são 20 servidores de jogo: revogue um antes.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Nome/)).toHaveValue('Mais um');
  });

  it('generates a new key after a confirmation and shows it once', async () => {
    const api = serveGameServers({ servers: [gameServer(1, { name: 'Cidade principal' })] });
    const user = await openPage();
    await user.click(
      await screen.findByRole('button', { name: 'Gerar nova chave para Cidade principal' }),
    );
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Gerar nova chave?' }));
    expect(confirm.getByText(/A chave atual deixa de funcionar na hora\./)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Gerar nova chave' }));

    expect(await toast('Nova chave gerada')).toBeInTheDocument();
    expect(api.rotations).toEqual(['1']);
    const shown = within(
      await screen.findByRole('dialog', { name: 'Nova chave de Cidade principal' }),
    );
    const key = api.keys[0] ?? '';
    expect(shown.getByLabelText('Chave da API')).toHaveValue(key);
    await user.click(shown.getByRole('button', { name: 'Concluído' }));
    await waitFor(() => expect(screen.queryByDisplayValue(key)).toBeNull());
    expect(await screen.findByText(/nova chave em/)).toBeInTheDocument();
  });

  it('revokes a server after a confirmation', async () => {
    const api = serveGameServers({
      servers: [gameServer(1, { name: 'Cidade principal' }), gameServer(2)],
    });
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Revogar Cidade principal' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Revogar o servidor de jogo?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Revogar' }));

    expect(await toast('Servidor de jogo revogado')).toBeInTheDocument();
    expect(api.removals).toEqual(['1']);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Cidade principal' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'Servidor 2' })).toBeInTheDocument();
  });
});
