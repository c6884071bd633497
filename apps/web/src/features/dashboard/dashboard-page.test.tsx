import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@panel/contract/api/dashboard';
import { formatDateTime } from '@/lib/format-date';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { ids } from '@/testing/bot-settings-fixtures';
import { dashboardFixture } from '@/testing/dashboard-fixtures';
import { defined } from '@/testing/defined';
import { answer } from '@/testing/answer';

/** Answers `/api/dashboard` with `body` and counts the calls. */
function answerDashboard(body: Dashboard = dashboardFixture()) {
  const calls = { count: 0 };
  server.use(
    answer('dashboard', () => {
      calls.count += 1;
      return HttpResponse.json(body);
    }),
  );
  return calls;
}

function cardOf(heading: HTMLElement): HTMLElement {
  const card = heading.closest<HTMLElement>('[data-slot="card"]');
  if (!card) throw new Error(`no card around "${heading.textContent}"`);
  return card;
}

async function openDashboard(level: 'administrador' | 'suporte' = 'administrador') {
  signInAs(testUser(level));
  const result = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Pendentes' });
  return result;
}

// The app loads this page lazily: compiling it (and its schemas) on first use takes longer than
// Testing Library's one-second wait, so it is loaded once up front.
beforeAll(async () => {
  await import('./dashboard-page');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('dashboard page', () => {
  it('shows each whitelist count with what changed, under the one "Dashboard" title', async () => {
    answerDashboard();
    await openDashboard();

    const figures = ['Pendentes', 'Aprovadas', 'Reprovadas'].map((title) => {
      const card = cardOf(screen.getByRole('heading', { level: 3, name: title }));
      return [title, ...Array.from(card.querySelectorAll('p'), (p) => p.textContent)];
    });
    expect(figures).toEqual([
      ['Pendentes', '7', '+3 hoje'],
      ['Aprovadas', '1.234', '+12 nos últimos 7 dias'],
      ['Reprovadas', '5', '+1 hoje'],
    ]);
    expect(screen.getByRole('heading', { name: 'Olá, Ana Souza!' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Dashboard',
    ]);
  });

  it('tells who did what and when, and links to the full audit log', async () => {
    answerDashboard();
    await openDashboard();

    const items = within(screen.getByRole('list', { name: 'Atividade recente' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(first).getByText('Aprovou a whitelist de Eduardo Alves')).toBeInTheDocument();
    expect(within(first).getByText('Aprovação')).toBeInTheDocument();
    const firstTime = within(first).getByText('há 5 minutos');
    expect(firstTime.tagName).toBe('TIME');
    const firstIso = firstTime.getAttribute('datetime') ?? '';
    expect(firstTime).toHaveAttribute('title', formatDateTime(firstIso));

    expect(within(second).getByText('Bruno Lima')).toBeInTheDocument();
    expect(within(second).getByText('Removeu o cargo suporte de Carla Dias')).toBeInTheDocument();
    expect(within(second).getByText('há 3 horas')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Ver registro completo' })).toHaveAttribute(
      'href',
      '/audit',
    );
  });

  it('names the members, roles and channels an activity gives only by id', async () => {
    const base = dashboardFixture().recentActivity[0];
    if (!base) throw new Error('the fixture has activity');
    answerDashboard(
      dashboardFixture({
        recentActivity: [
          { ...base, id: '3', action: `Mutou 100000000000000004 na call ${ids.voiceChannel}` },
          { ...base, id: '2', action: `Alterou um ID do bot: Cargo de moderador → ${ids.modRole}` },
          { ...base, id: '1', action: 'Deu 50 pontos a Carla Dias (100000000000000003): bônus' },
        ],
      }),
    );
    await openDashboard();

    const list = screen.getByRole('list', { name: 'Atividade recente' });
    const [muted, changed, granted] = within(list).getAllByRole('listitem');
    await waitFor(() =>
      expect(within(defined(muted)).getByText('Mutou', { exact: false })).toHaveTextContent(
        'Mutou Diego Rocha na call Sala de espera',
      ),
    );
    expect(within(defined(muted)).getByText('Diego Rocha').parentElement).toHaveAttribute(
      'title',
      'ID 100000000000000004',
    );
    expect(within(defined(changed)).getByText('Alterou', { exact: false })).toHaveTextContent(
      'Alterou um ID do bot: Cargo de moderador → Moderação',
    );
    // Named already: the id stays beside the name, in small type.
    expect(within(defined(granted)).getByText('(100000000000000003)')).toHaveClass('text-xs');
  });

  it('offers the audit link only to who may read the audit log', async () => {
    answerDashboard();
    await openDashboard('suporte');
    expect(screen.getByText('Aprovou a whitelist de Eduardo Alves')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver registro completo' })).not.toBeInTheDocument();
  });

  it('says so when nothing happened yet', async () => {
    answerDashboard(dashboardFixture({ recentActivity: [] }));
    await openDashboard();
    expect(screen.getByText('Nenhuma atividade recente.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Atividade recente' })).not.toBeInTheDocument();
  });

  it('shows the bot state and gateway latency, the API latency and the uptime', async () => {
    answerDashboard(dashboardFixture({ backups: null }));
    await openDashboard();

    const panel = cardOf(screen.getByRole('heading', { name: 'Status do sistema' }));
    const rows = within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Bot', 'Online'],
      ['Conectado desde', '31/12/2025 14:05'],
      ['Latência do bot', '42 ms'],
      ['Latência da API', '3,4 ms'],
      ['Disponibilidade (24h)', '99,5%'],
    ]);
    expect(within(panel).queryByText(/ficam na fila/)).not.toBeInTheDocument();
  });

  it('warns that Discord actions wait while the bot is offline', async () => {
    answerDashboard(
      dashboardFixture({
        status: {
          bot: 'offline',
          botLatencyMs: null,
          botConnectedAt: null,
          api: 48.6,
          uptime: 87.25,
        },
      }),
    );
    await openDashboard();

    const panel = cardOf(screen.getByRole('heading', { name: 'Status do sistema' }));
    expect(within(panel).getByText('Offline')).toBeInTheDocument();
    expect(within(panel).getByText('49 ms')).toBeInTheDocument();
    expect(within(panel).getByText('87,3%')).toBeInTheDocument();
    expect(within(panel).getByText(/ficam na fila/)).toBeInTheDocument();
  });

  it('shows the last backup and the next to whoever may see them', async () => {
    const fixture = dashboardFixture();
    answerDashboard(fixture);
    await openDashboard();
    const panel = cardOf(screen.getByRole('heading', { name: 'Status do sistema' }));
    const backups = defined(within(panel).getByRole('heading', { name: 'Backups' }).parentElement);
    const rows = within(backups)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Último backup', 'há 3 horas · 45,2 MBAgendado, em 12,4 s'],
      ['Próximo backup', formatDateTime(fixture.backups?.schedule?.nextAt ?? '')],
    ]);
    expect(within(backups).queryByText(/BACKUP_SCHEDULE/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says when scheduled backups are off and none was made, and how to turn them on', async () => {
    answerDashboard(
      dashboardFixture({ backups: { schedule: null, lastSuccess: null, lastFailure: null } }),
    );
    await openDashboard();
    const backups = defined(screen.getByRole('heading', { name: 'Backups' }).parentElement);
    expect(within(backups).getByText('Nenhum ainda')).toBeInTheDocument();
    expect(within(backups).getByText('Desligado')).toBeInTheDocument();
    expect(backups).toHaveTextContent(
      'Os backups agendados estão desligados: defina BACKUP_SCHEDULE no servidor do painel',
    );
  });

  it('warns when the last backup failed, with why, and when a scheduled one was missed', async () => {
    const base = dashboardFixture().backups;
    const failedAt = '2025-11-14T07:00:05.000Z';
    answerDashboard(
      dashboardFixture({
        backups: {
          schedule: base?.schedule ?? null,
          lastSuccess: null,
          lastFailure: {
            finishedAt: failedAt,
            trigger: 'schedule',
            error: 'pg_dump falhou: server version mismatch',
          },
        },
      }),
    );
    const { unmount } = await openDashboard();
    expect(screen.getByRole('note')).toHaveTextContent(
      `O último backup (${formatDateTime(failedAt)}) falhou` +
        'pg_dump falhou: server version mismatch',
    );
    unmount();

    const missedAt = '2025-11-14T07:00:00.000Z';
    answerDashboard(
      dashboardFixture({
        backups: {
          schedule: { pattern: '0 4 * * *', keep: 7, nextAt: null, missedAt },
          lastSuccess: base?.lastSuccess ?? null,
          lastFailure: null,
        },
      }),
    );
    await openDashboard();
    expect(screen.getByRole('note')).toHaveTextContent(
      `O backup agendado para ${formatDateTime(missedAt)} não foi feito: confira se o worker do painel está rodando.`,
    );
  });

  it('says nothing of backups to whoever may not see them', async () => {
    answerDashboard(dashboardFixture({ backups: null }));
    await openDashboard('suporte');
    expect(screen.queryByRole('heading', { name: 'Backups' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('warns of Discord deliveries that failed, linking to them', async () => {
    answerDashboard(dashboardFixture({ failedDeliveries: 3 }));
    await openDashboard();
    const warning = screen.getByRole('link', {
      name: '3 entregas ao Discord falharam nas últimas 24 horas',
    });
    expect(warning).toHaveAttribute('href', '/bot-settings?tab=entregas&status=failed');
  });

  it("warns of ticket categories near Discord's 50 channels, linking to the bot settings", async () => {
    answerDashboard(
      dashboardFixture({
        fullCategories: [
          { id: '1', name: 'Tickets de revisão', channels: 50 },
          { id: '2', name: 'Denúncias', channels: 46 },
        ],
      }),
    );
    await openDashboard();
    const warning = screen.getByRole('link', { name: /Tickets de revisão está cheia/ });
    expect(warning).toHaveAttribute('href', '/bot-settings?tab=ids');
    expect(warning).toHaveTextContent('A categoria Denúncias tem 46 de 50 canais');
  });

  it('says nothing of deliveries when none failed or they are not for this user', async () => {
    answerDashboard(dashboardFixture({ failedDeliveries: 0 }));
    const { unmount } = await openDashboard();
    expect(screen.queryByText(/ao Discord/)).not.toBeInTheDocument();
    unmount();

    answerDashboard(dashboardFixture({ failedDeliveries: null }));
    await openDashboard('suporte');
    expect(screen.queryByText(/ao Discord/)).not.toBeInTheDocument();
  });

  it('draws one bar per day, scaled to the busiest day, with the period total', async () => {
    answerDashboard();
    await openDashboard();

    const chart = screen.getByRole('list', { name: 'Solicitações por dia' });
    const labels = within(chart)
      .getAllByRole('listitem')
      .map((bar) => within(bar).getByText(/^\d{2}\/\d{2}: /).textContent);
    expect(labels).toEqual([
      '01/11: 0 solicitações',
      '02/11: 2 solicitações',
      '03/11: 1 solicitação',
      '04/11: 0 solicitações',
      '05/11: 3 solicitações',
      '06/11: 5 solicitações',
      '07/11: 4 solicitações',
      '08/11: 0 solicitações',
      '09/11: 1 solicitação',
      '10/11: 8 solicitações',
      '11/11: 2 solicitações',
      '12/11: 6 solicitações',
      '13/11: 1 solicitação',
      '14/11: 4 solicitações',
    ]);

    const barHeight = (label: string) =>
      screen.getByTitle(label).querySelector<HTMLElement>('[data-bar]')?.style.height;
    expect(barHeight('10/11: 8 solicitações')).toBe('100%');
    expect(barHeight('02/11: 2 solicitações')).toBe('25%');
    expect(barHeight('01/11: 0 solicitações')).toBe('');

    expect(screen.getByText(/^Total no período:/)).toHaveTextContent(
      'Total no período: 37 solicitações',
    );
  });

  it('shows placeholders while the numbers load', async () => {
    let release: () => void = () => undefined;
    server.use(
      answer('dashboard', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(dashboardFixture());
      }),
    );
    signInAs(testUser('administrador'));
    renderApp('/dashboard');

    expect(await screen.findByText('Carregando dashboard...')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);

    release();
    expect(await screen.findByRole('heading', { name: 'Pendentes' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando dashboard...')).not.toBeInTheDocument();
    expect(document.querySelector('[data-slot="skeleton"]')).toBeNull();
  });

  it('reports a failed load and loads again on retry', async () => {
    const failures = { count: 0 };
    server.use(
      answer('dashboard', () => {
        failures.count += 1;
        return HttpResponse.json({ code: 'internal', message: 'Falhou.' }, { status: 500 });
      }),
    );
    signInAs(testUser('administrador'));
    renderApp('/dashboard');

    // A status query retries once (one second later) before giving up.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar dados do dashboard.');
    expect(failures.count).toBe(2);
    expect(screen.queryByRole('heading', { name: 'Pendentes' })).not.toBeInTheDocument();

    const calls = answerDashboard();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Pendentes' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
    expect(screen.queryByText('Erro ao carregar dados do dashboard.')).not.toBeInTheDocument();
  });

  it('asks again every minute, so the status on screen stays current', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = answerDashboard();
    await openDashboard();
    expect(screen.getByText('Online')).toBeInTheDocument();

    const later = answerDashboard(
      dashboardFixture({
        status: { bot: 'offline', botLatencyMs: null, botConnectedAt: null, api: 12, uptime: 98 },
      }),
    );
    await vi.advanceTimersByTimeAsync(59_000);
    expect(later.count).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(screen.getByText('Offline')).toBeInTheDocument());
    expect(first.count).toBe(1);
    expect(later.count).toBe(1);
  });
});
