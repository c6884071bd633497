import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { effectivePermissions } from '@panel/contract/permissions';
import { botCatalog, ids } from '@/testing/bot-settings-fixtures';
import { testUser } from '@/testing/fixtures';
import { serveGameServers } from '@/testing/game-servers-fake-api';
import { gameServer } from '@/testing/game-servers-fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { answer } from '@/testing/answer';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./game-servers-page');
});

function toast(title: string) {
  return screen.findByText(title, { selector: '[data-title]' });
}

function serveCatalog(catalog = botCatalog()) {
  const calls: string[] = [];
  server.use(
    answer('getBotCatalog', ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json(catalog);
    }),
  );
  return calls;
}

async function openEditor(name: string, user = testUser('administrador')) {
  signInAs(user);
  renderApp('/game-servers');
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: `Editar ${name}` }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Editar servidor' }));
  return { user: events, sheet };
}

describe('game server settings', () => {
  it('saves only the changed name, mode and minimum matches', async () => {
    serveCatalog();
    const api = serveGameServers({ servers: [gameServer(1, { name: 'Cidade' })] });
    const { user, sheet } = await openEditor('Cidade');

    expect(sheet.getByRole('radio', { name: 'Whitelist aprovada' })).toBeChecked();
    expect(sheet.getByRole('radio', { name: '1' })).toBeChecked();
    expect(
      sheet.getByRole('group', { name: 'Correspondências mínimas' }),
    ).toHaveAccessibleDescription(/1 é o mais rígido\./);
    expect(sheet.getByRole('radio', { name: 'Membros do Discord' })).toHaveAccessibleDescription(
      'Entra quem estiver no servidor do Discord da comunidade.',
    );

    // Unchanged: nothing is sent.
    await user.click(sheet.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updates).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Editar Cidade' }));
    const again = within(await screen.findByRole('dialog', { name: 'Editar servidor' }));
    await user.clear(again.getByLabelText(/Nome/));
    await user.type(again.getByLabelText(/Nome/), 'Cidade Alta');
    await user.click(again.getByRole('radio', { name: 'Membros do Discord' }));
    await user.click(again.getByRole('radio', { name: '3' }));
    await user.click(again.getByRole('button', { name: 'Salvar' }));

    expect(await toast('Servidor de jogo atualizado')).toBeInTheDocument();
    expect(api.updates).toEqual([
      { id: '1', body: { name: 'Cidade Alta', whitelistMode: 'guild', minIdentifierMatches: 3 } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Cidade Alta' })).toBeInTheDocument();
    expect(screen.getByText('Membros do Discord')).toBeInTheDocument();
  });

  it('picks the roles of mode roles from the guild catalog', async () => {
    const catalogCalls = serveCatalog();
    const api = serveGameServers({ servers: [gameServer(1, { name: 'Cidade' })] });
    const { user, sheet } = await openEditor('Cidade');

    await user.click(sheet.getByRole('radio', { name: 'Cargos do Discord' }));
    await user.click(sheet.getByRole('button', { name: 'Salvar' }));
    expect(await sheet.findByText('Escolha pelo menos um cargo.')).toBeInTheDocument();
    expect(api.updates).toEqual([]);

    await user.click(await sheet.findByRole('button', { name: 'Escolher cargos' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Escolher cargos' }));
    // Highest first, as Discord lists them; every role fits (the bot gives none of them).
    const options = picker.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Administração', 'Moderação', 'Bot de música', 'Allowlist']);
    await user.click(picker.getByRole('option', { name: 'Allowlist' }));
    await user.click(picker.getByRole('option', { name: 'Moderação' }));
    await user.keyboard('{Escape}');

    const chosen = within(sheet.getByRole('list', { name: 'Cargos escolhidos' }));
    expect(chosen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Allowlist',
      'Moderação',
    ]);
    await user.click(chosen.getByRole('button', { name: 'Remover o cargo Moderação' }));
    await user.click(sheet.getByRole('button', { name: 'Salvar' }));

    expect(await toast('Servidor de jogo atualizado')).toBeInTheDocument();
    expect(api.updates).toEqual([
      { id: '1', body: { whitelistMode: 'roles', roleIds: [ids.allowRole] } },
    ]);
    expect(catalogCalls).toHaveLength(1);
  });

  it('takes role ids typed by hand while the bot has not synchronised the guild', async () => {
    const catalogCalls = serveCatalog({ ...botCatalog(), synced: false });
    const api = serveGameServers({
      servers: [
        gameServer(1, {
          name: 'Cidade',
          whitelistMode: 'roles',
          roles: [{ id: '300000000000000001', name: 'VIP' }],
        }),
      ],
    });
    const manager = testUser('moderador', {
      permissions: effectivePermissions({ manage_game_servers: true }),
    });
    const { user, sheet } = await openEditor('Cidade', manager);

    expect(sheet.getByText(/O bot ainda não sincronizou os cargos/)).toBeInTheDocument();
    expect(
      within(sheet.getByRole('list', { name: 'Cargos escolhidos' })).getByText('VIP'),
    ).toBeInTheDocument();
    const typed = sheet.getByRole('textbox', { name: 'ID do cargo' });
    await user.type(typed, '12ab');
    await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
    expect(sheet.getByText('Um ID do Discord tem de 17 a 20 dígitos.')).toBeInTheDocument();
    await user.clear(typed);
    await user.type(typed, '300000000000000009{Enter}');
    await user.click(sheet.getByRole('button', { name: 'Salvar' }));

    expect(await toast('Servidor de jogo atualizado')).toBeInTheDocument();
    expect(api.updates).toEqual([
      { id: '1', body: { roleIds: ['300000000000000001', '300000000000000009'] } },
    ]);
    // Any member of staff reads the catalog, bot settings permission or not.
    expect(catalogCalls).toHaveLength(1);
  });

  it('shows the server’s refusal under its field', async () => {
    serveCatalog();
    serveGameServers({
      servers: [gameServer(1, { name: 'Cidade' })],
      refuse: {
        update: {
          status: 400,
          body: {
            code: 'validation',
            message: 'Dados inválidos.',
            issues: [{ path: 'body.name', message: 'Já existe um servidor com este nome.' }],
          },
        },
      },
    });
    const { user, sheet } = await openEditor('Cidade');
    await user.type(sheet.getByLabelText(/Nome/), ' 2');
    await user.click(sheet.getByRole('button', { name: 'Salvar' }));
    expect(await toast('Erro ao salvar o servidor de jogo')).toBeInTheDocument();
    expect(await sheet.findByText('Já existe um servidor com este nome.')).toBeInTheDocument();
    expect(sheet.getByLabelText(/Nome/)).toHaveAttribute('aria-invalid', 'true');
  });
});
