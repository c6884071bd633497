import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamEndpoints } from '@panel/contract/endpoints/team';
import { endpointUrl } from '@/lib/api-client';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { teamFigures, teamLine, teamOverview } from '@/testing/team-fixtures';

beforeAll(async () => {
  await import('./team-page');
});

const ana = teamLine({
  staffId: '100000000000000011',
  name: 'Ana Lima',
  current: teamFigures({
    whitelistDecided: 9,
    insertionDecided: 3,
    approved: 10,
    rejected: 2,
    approvalRate: 10 / 12,
    medianWaitHours: 5.5,
    discordDecisions: 4,
    panelDecisions: 8,
    dutyHours: 12.5,
  }),
  previous: teamFigures({ whitelistDecided: 4 }),
  lastActivityAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
});
const bruno = teamLine({
  staffId: '100000000000000012',
  name: 'Bruno Reis',
  current: teamFigures({ whitelistDecided: 2, medianWaitHours: 50 }),
  lastActivityAt: new Date(Date.now() - 12 * 86_400_000).toISOString(),
});

function serveTeam(overview = teamOverview({ staff: [bruno, ana] })) {
  const asked: string[] = [];
  server.use(
    answer('teamOverview', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(overview);
    }),
    answer('listOnDuty', {
      staff: [
        {
          staffId: ana.staffId,
          staffName: 'Ana Lima',
          avatarUrl: null,
          since: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          source: 'discord',
        },
      ],
      serverTime: new Date().toISOString(),
    }),
  );
  return asked;
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).queryByRole('link', { name: /^(Ana|Bruno)/ })?.textContent);

describe('team page', () => {
  it('lists each staff member with the period before under each figure, most decided first', async () => {
    signInAs(testUser('administrador'));
    serveTeam();
    renderApp('/team');
    const table = await screen.findByRole('table');
    expect(rowNames()).toEqual(['Ana Lima', 'Bruno Reis', undefined]);
    const anaRow = within(table).getByRole('row', { name: /Ana Lima/ });
    expect(within(anaRow).getByText('12')).toBeInTheDocument();
    expect(within(anaRow).getByText('83%')).toBeInTheDocument();
    expect(within(anaRow).getByText('5h 30min')).toBeInTheDocument();
    expect(within(anaRow).getByText('4 / 8')).toBeInTheDocument();
    expect(within(anaRow).getByText('12,5h')).toBeInTheDocument();
    expect(within(anaRow).getByText('há 3 horas')).toBeInTheDocument();
    expect(within(anaRow).getAllByText('período anterior:', { exact: false })).not.toHaveLength(0);
    const brunoRow = within(table).getByRole('row', { name: /Bruno Reis/ });
    expect(within(brunoRow).getByText('2,1 dias')).toBeInTheDocument();
    expect(within(brunoRow).getByText('há 12 dias')).toBeInTheDocument();
    // Who is on duty now, from Discord.
    const onDuty = screen.getByRole('list', { name: 'Equipe em serviço' });
    expect(within(onDuty).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(onDuty).getByText(/pelo Discord/)).toBeInTheDocument();
  });

  it('sorts by the chosen figure, turns the order round and keeps it in the address', async () => {
    signInAs(testUser('administrador'));
    serveTeam();
    const { router } = renderApp('/team');
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(await screen.findByRole('option', { name: 'Espera mediana' }));
    expect(rowNames().slice(0, 2)).toEqual(['Bruno Reis', 'Ana Lima']);
    expect(router.state.location.search).toBe('?ordem=espera&sentido=desc');
    expect(screen.getByRole('columnheader', { name: 'Espera mediana' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: 'Maior primeiro' }));
    expect(rowNames().slice(0, 2)).toEqual(['Ana Lima', 'Bruno Reis']);
    expect(router.state.location.search).toBe('?ordem=espera&sentido=asc');
    expect(screen.getByRole('columnheader', { name: 'Espera mediana' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('button', { name: 'Menor primeiro' })).toBeInTheDocument();
  });

  it('asks for the chosen period, keeps it in the address and in the CSV and detail links', async () => {
    signInAs(testUser('administrador'));
    const asked = serveTeam();
    const { router } = renderApp('/team');
    await screen.findByRole('table');
    expect(asked.at(-1)).toBe('?days=30');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '7 dias' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?days=7'));
    expect(router.state.location.search).toBe('?dias=7');
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      endpointUrl(teamEndpoints.exportTeam, { query: { days: '7' } }),
    );
    expect(screen.getByRole('link', { name: 'Ana Lima' })).toHaveAttribute(
      'href',
      `/team/${ana.staffId}?dias=7`,
    );

    await user.click(screen.getByRole('button', { name: 'Personalizado' }));
    await user.type(screen.getByLabelText('De'), '30112026');
    await user.type(screen.getByLabelText('Até'), '01112026');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A data inicial deve ser anterior ou igual à data final.',
    );
    await user.clear(screen.getByLabelText('De'));
    await user.type(screen.getByLabelText('De'), '01112026');
    await user.clear(screen.getByLabelText('Até'));
    await user.type(screen.getByLabelText('Até'), '30112026');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-11-01&to=2026-11-30'));
    expect(router.state.location.search).toBe('?de=2026-11-01&ate=2026-11-30');
  });

  it('says when only one’s own line is shown, and leaves the team total out', async () => {
    signInAs(testUser('suporte'));
    serveTeam(teamOverview({ ownOnly: true, staff: [ana] }));
    renderApp('/team');
    expect(await screen.findByText(/Você vê só a sua linha/)).toBeInTheDocument();
    expect(screen.queryByText(/^Equipe \(/)).not.toBeInTheDocument();
  });

  it('shows the error with a retry, and the empty state', async () => {
    signInAs(testUser('administrador'));
    server.use(
      answer('teamOverview', { code: 'internal', message: 'Falhou.' }, { status: 500 }),
      answer('listOnDuty', { staff: [], serverTime: new Date().toISOString() }),
    );
    renderApp('/team');
    expect(await screen.findByText('Erro ao carregar a equipe.')).toBeInTheDocument();
    expect(screen.getByText('Ninguém da equipe em serviço agora.')).toBeInTheDocument();
    serveTeam(teamOverview({ staff: [] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Ninguém da equipe no período.')).toBeInTheDocument();
  });
});
