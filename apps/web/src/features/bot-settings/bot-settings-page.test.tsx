import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { botInfo, botSettingsView } from '@/testing/bot-settings-fixtures';
import { serveBotSettings } from '@/testing/bot-settings-fake-api';
import { deferred } from '@/testing/deferred';
import { serveDeliveries } from '@/testing/deliveries-fake-api';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

// Loaded once up front: compiling the lazy page on first use can pass Testing Library's wait.
beforeAll(async () => {
  await import('./bot-settings-page');
});

function cardTitled(name: string): HTMLElement {
  const card = screen.getByRole('heading', { name }).closest<HTMLElement>('[data-slot="card"]');
  if (!card) throw new Error(`no card titled ${name}`);
  return card;
}

describe('bot settings page', () => {
  it('shows a spinner while loading, then the bot', async () => {
    signInAs(testUser('administrador'));
    const hold = deferred();
    serveBotSettings({ holdView: hold.promise });
    renderApp('/bot-settings');

    expect(await screen.findByText('Carregando configurações do bot...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Configurações do Bot' })).toBeVisible();
    hold.resolve();
    expect(await screen.findByRole('heading', { name: 'Guardião RP' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando configurações do bot...')).not.toBeInTheDocument();
  });

  it('says when loading fails and loads again on "Tentar novamente"', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const failing = serveBotSettings({ viewStatus: 500 });
    renderApp('/bot-settings');

    // One automatic retry a second later, then the error.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar as configurações do bot');
    expect(failing.viewCalls).toBe(2);

    serveBotSettings();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Guardião RP' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the bot on "Geral": status, activity, connection, server, role and intents', async () => {
    signInAs(testUser('administrador'));
    serveBotSettings({
      view: botSettingsView({ bot: botInfo({ lastError: 'Token inválido (401).' }) }),
    });
    renderApp('/bot-settings');

    const name = await screen.findByRole('heading', { name: 'Guardião RP' });
    const header = within(name.closest<HTMLElement>('[data-slot="card"]') ?? document.body);
    expect(header.getByText('Online')).toBeInTheDocument();
    expect(header.getByText('a cidade')).toBeInTheDocument();
    expect(header.getByText('Cuida da allowlist da Cidade Alta.')).toBeInTheDocument();
    // No avatar: the placeholder icon, no picture.
    expect(header.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Geral', selected: true })).toBeInTheDocument();

    const connection = within(cardTitled('Conexão'));
    expect(connection.getByText('87 ms')).toBeInTheDocument();
    expect(connection.getByText(formatDateTime('2026-03-10T12:00:00.000Z'))).toBeInTheDocument();
    expect(connection.getByRole('note', { name: 'Último erro' })).toHaveTextContent(
      'Token inválido (401).',
    );

    const guild = within(cardTitled('Servidor'));
    expect(guild.getByText('Cidade Alta RP')).toBeInTheDocument();
    expect(guild.getByText('1.234 membros')).toBeInTheDocument();
    expect(guild.getByText('(posição 12)')).toBeInTheDocument();

    const intents = within(screen.getByRole('list', { name: 'Intents privilegiadas' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(intents).toEqual([
      'Membros do servidorNecessáriaAtivada',
      'PresençaDesativada',
      expect.stringMatching(/^Conteúdo de mensagensNecessáriaDesativadaO painel precisa/),
    ]);
  });

  it('names a bot offline and never connected', async () => {
    signInAs(testUser('administrador'));
    serveBotSettings({
      view: botSettingsView({
        bot: botInfo({
          id: null,
          name: null,
          status: 'offline',
          latencyMs: null,
          connectedAt: null,
          seenAt: null,
          guild: null,
          highestRole: null,
        }),
      }),
    });
    renderApp('/bot-settings');
    expect(await screen.findByRole('heading', { name: 'Bot sem nome' })).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByText('O bot ainda não se conectou ao Discord.')).toBeInTheDocument();
    expect(within(cardTitled('Conexão')).getByText('Nunca')).toBeInTheDocument();
  });

  it('keeps the open tab in the URL', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveBotSettings();
    serveDeliveries();
    const { router } = renderApp('/bot-settings?tab=ids');

    expect(await screen.findByRole('tab', { name: 'IDs Discord', selected: true })).toBeVisible();
    // The tab's code loads when it first shows.
    expect(await screen.findByRole('heading', { name: 'Cargos' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Entregas' }));
    expect(router.state.location.search).toBe('?tab=entregas');
    expect(await screen.findByText('Nenhuma entrega encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Geral' }));
    expect(router.state.location.search).toBe('');
  });

  it('is in the menu of whoever may see it', async () => {
    signInAs(testUser('administrador'));
    serveBotSettings();
    renderApp('/bot-settings');
    const link = await screen.findByRole('link', { name: 'Configurações Bot' });
    expect(link).toHaveAttribute('href', '/bot-settings');
  });
});
