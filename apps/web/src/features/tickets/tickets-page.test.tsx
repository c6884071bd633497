import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { setViewportWidth } from '@/testing/viewport';
import { serveTickets, ticket } from '@/testing/tickets-fixtures';
import { defined } from '@/testing/defined';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

const twelvePending = Array.from({ length: 12 }, (_, index) => ticket(index + 1));

function params(search: URLSearchParams | undefined) {
  return Object.fromEntries(search ?? []);
}

/** The table row of a member. */
function row(username: string) {
  const table = screen.getByRole('table', { name: 'Tickets' });
  const cell = within(table).getByText(username);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${username}`);
  return within(tr);
}

async function openDetails(username: string) {
  const user = userEvent.setup();
  await user.click(row(username).getByRole('button', { name: /Ver detalhes/ }));
  return within(await screen.findByRole('dialog', { name: /Ticket #/ }));
}

async function pick(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('tickets page', () => {
  it('lists pending tickets in a table, with the filters and page in the query string', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    const api = serveTickets({
      tickets: [
        ...twelvePending,
        ticket(20, { username: 'formulario', ticketType: 'review_form' }),
        ticket(21, { username: 'fechado', ticketType: 'review_form', status: 'approved' }),
      ],
    });
    const { router } = renderApp('/tickets');

    expect(await screen.findByText('membro1')).toBeInTheDocument();
    expect(params(api.listCalls[0])).toEqual({ status: 'pending', page: '1', limit: '10' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByText('13 tickets')).toBeInTheDocument();
    const first = row('membro1');
    expect(first.getByText('400000000000000001')).toBeInTheDocument();
    expect(first.getByText('Revisão de bloqueio de código')).toBeInTheDocument();
    expect(first.getByText('Pendente')).toBeInTheDocument();
    // Its own column from 1280 px, under the type below it (CSS shows one of the two).
    expect(first.getAllByText(formatDateTime('2026-03-02T18:30:00.000Z'))).toHaveLength(2);
    expect(formatDateTime('2026-03-02T18:30:00.000Z')).toMatch(/^\d{2}\/03\/2026 \d{2}:30$/);
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Todos os tipos');
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveTextContent('Pendentes');

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('membro11')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({ status: 'pending', page: '2', limit: '10' });
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Todos os tipos',
      'Revisão de bloqueio de código',
      'Revisão de formulário',
      'Revisão de blacklist',
      'Denúncia de membro',
      'Conversa com a equipe',
    ]);
    await user.click(screen.getByRole('option', { name: 'Revisão de formulário' }));
    expect(await screen.findByText('formulario')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({
      type: 'review_form',
      status: 'pending',
      page: '1',
      limit: '10',
    });
    expect(router.state.location.search).toBe('?type=review_form');

    await pick(user, 'Situação', 'Todos');
    expect(await screen.findByText('fechado')).toBeInTheDocument();
    expect(params(api.listCalls.at(-1))).toEqual({ type: 'review_form', page: '1', limit: '10' });
    expect(router.state.location.search).toBe('?type=review_form&status=all');
    expect(row('fechado').getByText('Aprovado')).toBeInTheDocument();
  });

  it('restores the filters of a shared link and says when nothing matches', async () => {
    signInAs(testUser('suporte'));
    const api = serveTickets({ tickets: twelvePending });
    renderApp('/tickets?type=report_user&status=rejected');

    expect(await screen.findByText('Nenhum ticket encontrado.')).toBeInTheDocument();
    expect(params(api.listCalls[0])).toEqual({
      type: 'report_user',
      status: 'rejected',
      page: '1',
      limit: '10',
    });
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Denúncia de membro');
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveTextContent('Reprovados');
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('shows cards instead of the table under 768 px', async () => {
    setViewportWidth(375);
    signInAs(testUser('suporte'));
    serveTickets({ tickets: [ticket(1), ticket(2)] });
    renderApp('/tickets');

    const list = await screen.findByRole('list', { name: 'Tickets' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(defined(cards[0])).getByRole('heading', { name: 'membro1' })).toBeInTheDocument();
    expect(
      within(defined(cards[0])).getByText(formatDateTime('2026-03-02T18:30:00.000Z')),
    ).toBeVisible();
    await userEvent
      .setup()
      .click(within(defined(cards[1])).getByRole('button', { name: /Ver detalhes/ }));
    expect(await screen.findByRole('dialog', { name: 'Ticket #2' })).toBeInTheDocument();
  });

  it('says when the list fails to load and retries', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    serveTickets({ tickets: [], listStatus: 500 });
    renderApp('/tickets');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar tickets.');
    serveTickets({ tickets: [ticket(1)] });
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('membro1')).toBeInTheDocument();
  });

  it('names who opened each ticket as the server knows them now', async () => {
    signInAs(testUser('suporte'));
    serveTickets({
      tickets: [
        ticket(1, { username: 'diego.antigo', userId: '100000000000000004' }),
        ticket(2, { username: 'fabio', userId: '100000000000000009' }),
      ],
    });
    renderApp('/tickets');

    expect(await screen.findByText('Diego Rocha')).toBeInTheDocument();
    const renamed = row('Diego Rocha');
    expect(renamed.getByText('100000000000000004')).toBeInTheDocument();
    expect(screen.queryByText('diego.antigo')).toBeNull();
    expect(row('Fábio Gomes').getByText('(saiu do servidor)')).toBeInTheDocument();
  });

  it('shows a decided ticket in the dialog: who opened it, who decided, when and why', async () => {
    signInAs(testUser('suporte'));
    serveTickets({
      tickets: [
        ticket(7, {
          username: 'Elisa Martins',
          userId: '100000000000000005',
          ticketType: 'review_blacklist',
          status: 'rejected',
          reason: 'Fui colocada na blacklist por engano.',
          decidedBy: 'Bruno Lima',
          decidedAt: '2026-03-10T13:05:00.000Z',
          decisionReason: 'Evidências confirmadas.',
        }),
      ],
    });
    renderApp('/tickets?status=all');
    await screen.findByText('Elisa Martins');

    const dialog = await openDetails('Elisa Martins');
    expect(dialog.getByRole('heading', { name: 'Ticket #7' })).toBeInTheDocument();
    expect(dialog.getByText('Revisão de blacklist')).toBeInTheDocument();
    expect(dialog.getByText('100000000000000005')).toBeInTheDocument();
    expect(dialog.getByText('Fui colocada na blacklist por engano.')).toBeInTheDocument();
    expect(dialog.getByText(formatDateTime('2026-03-08T18:30:00.000Z'))).toBeInTheDocument();
    expect(dialog.getByText(/Reprovado por Bruno Lima/)).toHaveTextContent(
      `Reprovado por Bruno Lima em ${formatDateTime('2026-03-10T13:05:00.000Z')}`,
    );
    expect(dialog.getByText('Motivo: Evidências confirmadas.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Gerar código/ })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
  });
});
