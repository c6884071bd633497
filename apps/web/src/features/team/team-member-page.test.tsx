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
import { teamDay, teamFigures, teamMember } from '@/testing/team-fixtures';

beforeAll(async () => {
  await import('./team-member-page');
});

const staffId = '100000000000000011';

describe('team member page', () => {
  it("shows the staff member's figures, the period before and each chart's days as a table", async () => {
    signInAs(testUser('administrador'));
    const asked: string[] = [];
    server.use(
      answer('teamMember', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(
          teamMember({
            staffId,
            name: 'Ana Lima',
            current: teamFigures({ whitelistDecided: 3, approved: 2, rejected: 1, undone: 1 }),
            previous: teamFigures({ whitelistDecided: 1 }),
            days: [
              teamDay('2026-12-04', {
                approved: 2,
                rejected: 1,
                dutyHours: 1.5,
                medianWaitHours: 2,
              }),
              teamDay('2026-12-05', { ticketsHandled: 4 }),
            ],
          }),
        );
      }),
    );
    renderApp(`/team/${staffId}?dias=7`);
    expect(await screen.findByRole('heading', { name: 'Ana Lima' })).toBeInTheDocument();
    expect(asked).toEqual(['?days=7']);
    const decisions = screen.getByRole('figure', { name: 'Decisões por dia' });
    const table = within(decisions).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      'DiaAprovadasReprovadas',
      '04/1221',
      '05/1200',
    ]);
    const wait = screen.getByRole('figure', { name: 'Espera mediana por dia' });
    expect(within(wait).getByRole('table', { hidden: true })).toHaveTextContent('05/12—');
    // A day with nothing at all draws "Nada no período." instead of an empty chart.
    expect(
      within(screen.getByRole('figure', { name: 'Tickets por dia' })).queryByText(
        'Nada no período.',
      ),
    ).not.toBeInTheDocument();
    expect(within(decisions).getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      endpointUrl(teamEndpoints.exportTeamMember, { params: { staffId }, query: { days: '7' } }),
    );
    expect(screen.getByRole('link', { name: 'Voltar para a equipe' })).toHaveAttribute(
      'href',
      '/team?dias=7',
    );
    expect(screen.getByRole('link', { name: 'Ver ficha' })).toHaveAttribute(
      'href',
      `/members/${staffId}`,
    );
  });

  it("says so when another's figures are refused", async () => {
    signInAs(testUser('suporte'));
    server.use(
      answer('teamMember', { code: 'forbidden', message: 'Sem permissão.' }, { status: 403 }),
    );
    renderApp(`/team/${staffId}`);
    expect(
      await screen.findByText('Você só pode ver os seus próprios números.'),
    ).toBeInTheDocument();
  });

  it('says so when the staff member is unknown', async () => {
    signInAs(testUser('administrador'));
    server.use(answer('teamMember', { code: 'not_found', message: 'Não.' }, { status: 404 }));
    renderApp(`/team/${staffId}`);
    expect(await screen.findByText('Membro da equipe não encontrado.')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    signInAs(testUser('administrador'));
    server.use(answer('teamMember', { code: 'internal', message: 'Falhou.' }, { status: 500 }));
    renderApp(`/team/${staffId}`);
    expect(
      await screen.findByText('Erro ao carregar os números do membro da equipe.'),
    ).toBeInTheDocument();
    server.use(answer('teamMember', teamMember({ staffId, name: 'Ana Lima' })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Ana Lima' })).toBeInTheDocument(),
    );
    expect(screen.getAllByText('Nada no período.')).toHaveLength(4);
  });
});
