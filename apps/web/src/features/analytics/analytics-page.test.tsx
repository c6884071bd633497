import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '@panel/contract/endpoints/analytics';
import { endpointUrl } from '@/lib/api-client';
import { communityAnalytics } from '@/testing/analytics-fixtures';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';

beforeAll(async () => {
  await import('./analytics-page');
});

const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
heatmap[5]![21] = 480;

const answered = communityAnalytics({
  applications: {
    submitted: [4, 2, 0],
    approved: [1, 2, 0],
    rejected: [0, 1, 0],
    funnel: { submitted: 6, approved: 3, joined: 2 },
    medianWaitHours: 30,
  },
  voice: {
    minutes: [120, 0, 45],
    heatmap,
    topChannels: [
      { channelId: '500000000000000001', name: 'geral', minutes: 900 },
      { channelId: '500000000000000002', name: null, minutes: 30 },
    ],
  },
  store: {
    earned: [10, 0, 0],
    spent: [0, 5, 0],
    refunds: [0, 0, 1],
    topProducts: [{ productId: '1', name: 'Carro esportivo', sold: 1, points: 500 }],
  },
  game: {
    allowed: [3, 0, 1],
    refused: [1, 0, 0],
    servers: [
      { serverId: '1', name: 'Cidade Alta RP', allowed: 4, refused: 1, peakPlayers: [12, 8, 30] },
    ],
    refusalReasons: [{ reason: 'no_whitelist', count: 1 }],
  },
  blacklist: { months: ['2026-11', '2026-12'], added: [3, 1], lifted: [0, 2] },
});

const chart = (name: string) => within(screen.getByRole('figure', { name }));

describe('community analytics page', () => {
  it('draws every part of the period with its figures readable as tables and lists', async () => {
    signInAs(testUser('administrador'));
    server.use(answer('communityAnalytics', answered));
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'Solicitações' })).toBeInTheDocument();
    const rows = chart('Solicitações por dia')
      .getAllByRole('row', { hidden: true })
      .map((row) => row.textContent);
    expect(rows).toEqual(['DiaEnviadasAprovadasReprovadas', '03/12410', '04/12221', '05/12000']);
    const funnel = within(screen.getByRole('list', { name: 'Funil da whitelist' }));
    expect(funnel.getByText('Entraram no jogo').closest('li')).toHaveTextContent(
      '2(67% da etapa anterior)',
    );
    expect(screen.getByText(/Espera mediana até a decisão: 30 h/)).toBeInTheDocument();
    expect(chart('Tempo em call por dia').getByRole('table', { hidden: true })).toHaveTextContent(
      '03/122 h',
    );
    // The heatmap is its own table: Friday at 21h holds the period's 8 hours.
    const heat = screen.getByRole('table', { name: 'Tempo em call por dia da semana e hora' });
    expect(within(heat).getByTitle('Sexta-feira, 21h: 8 h')).toBeInTheDocument();
    const channels = within(screen.getByRole('list', { name: 'Canais com mais tempo em call' }));
    expect(channels.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '#geral15 h',
      'Canal 50000000000000000230 min',
    ]);
    expect(screen.getByRole('list', { name: 'Produtos mais vendidos' })).toHaveTextContent(
      'Carro esportivo1 venda · 500 pts',
    );
    expect(screen.getByRole('list', { name: 'Motivos das recusas' })).toHaveTextContent(
      'Sem whitelist1 (100%)',
    );
    expect(chart('Jogadores online').getByRole('table', { hidden: true })).toHaveTextContent(
      '05/1230',
    );
    expect(chart('Blacklist por mês').getByRole('table', { hidden: true })).toHaveTextContent(
      'dez/2612',
    );
  });

  it('asks for the chosen period and exports it', async () => {
    signInAs(testUser('administrador'));
    const asked: string[] = [];
    server.use(
      answer('communityAnalytics', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(communityAnalytics());
      }),
    );
    const { router } = renderApp('/analytics');
    await screen.findByRole('heading', { name: 'Solicitações' });
    await userEvent.setup().click(screen.getByRole('button', { name: '90 dias' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?days=90'));
    expect(router.state.location.search).toBe('?dias=90');
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      endpointUrl(analyticsEndpoints.exportCommunityAnalytics, { query: { days: '90' } }),
    );
    // A period with nothing: each chart says so instead of drawing an empty grid.
    expect(screen.getAllByText('Nada no período.').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('Ninguém em call no período.')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    signInAs(testUser('administrador'));
    server.use(
      answer('communityAnalytics', { code: 'internal', message: 'Falhou.' }, { status: 500 }),
    );
    renderApp('/analytics');
    expect(
      await screen.findByText('Erro ao carregar os gráficos da comunidade.'),
    ).toBeInTheDocument();
  });

  it('is not open to staff without the permission', async () => {
    signInAs(testUser('suporte'));
    const { router } = renderApp('/analytics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });
});
