import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { effectivePermissions } from '@panel/contract/permissions';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { serveTickets, ticket } from '@/testing/tickets-fixtures';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

/** Staff who may read tickets but not act on them. */
const viewer = testUser('suporte', {
  permissions: effectivePermissions({ view_tickets: true, view_dashboard: true }),
});

function toast(title: string) {
  return screen.findByText(title, { selector: '[data-title]' });
}

async function openDetails(user: ReturnType<typeof userEvent.setup>, id: string) {
  const table = await screen.findByRole('table', { name: 'Tickets' });
  await user.click(within(table).getByRole('button', { name: `Ver detalhes do ticket #${id}` }));
  return within(await screen.findByRole('dialog', { name: `Ticket #${id}` }));
}

describe('ticket actions', () => {
  it('generates the unlock code, shows it and copies it', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    const api = serveTickets({ tickets: [ticket(1), ticket(2)], code: 'Xk7pQ2' });
    renderApp('/tickets');

    const dialog = await openDetails(user, '1');
    const countBefore = api.listCalls.length;
    await user.click(dialog.getByRole('button', { name: 'Gerar código de desbloqueio' }));

    expect(await toast('Código gerado')).toBeInTheDocument();
    expect(api.generateCalls).toEqual([{ ticketId: '1' }]);
    const code = await dialog.findByLabelText('Código de desbloqueio');
    expect(code).toHaveValue('Xk7pQ2');
    expect(dialog.queryByRole('button', { name: 'Gerar código de desbloqueio' })).toBeNull();
    // The list refreshes afterwards (docs/decisions/2026-11-23-client-cache-and-texts.md).
    await waitFor(() => expect(api.listCalls.length).toBeGreaterThan(countBefore));

    await user.click(dialog.getByRole('button', { name: 'Copiar' }));
    expect(await toast('Copiado!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Xk7pQ2');
  });

  it('offers no code for reports, decided tickets or tickets that have one', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    serveTickets({
      tickets: [
        ticket(1, { ticketType: 'report_user' }),
        ticket(2, { status: 'canceled' }),
        ticket(3, { generatedToken: true, token: 'AbC234' }),
      ],
    });
    renderApp('/tickets?status=all');

    const table = await screen.findByRole('table', { name: 'Tickets' });
    // Only the pending ticket whose code is out says so in the list.
    const marked = within(table).getAllByText('Código gerado');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.closest('tr')).toHaveTextContent('membro3');
    let dialog = await openDetails(user, '1');
    // A report is closed or filed, not approved or rejected.
    expect(dialog.getByRole('button', { name: 'Encerrar' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Arquivar' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(dialog.queryByRole('button', { name: /Gerar código/ })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Encerrar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Encerrar denúncia' }));
    expect(confirm.getByText(/será encerrado/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    dialog = await openDetails(user, '2');
    expect(dialog.queryByRole('button', { name: /Gerar código/ })).toBeNull();
    await user.keyboard('{Escape}');
    dialog = await openDetails(user, '3');
    expect(dialog.queryByRole('button', { name: /Gerar código/ })).toBeNull();
    expect(dialog.getByLabelText('Código de desbloqueio')).toHaveValue('AbC234');
  });

  it('closes or files a conversation staff opened, which takes no code', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    serveTickets({
      tickets: [
        ticket(4, { ticketType: 'staff_contact', reason: 'Precisamos falar sobre o evento.' }),
      ],
    });
    renderApp('/tickets');

    const dialog = await openDetails(user, '4');
    expect(dialog.getByText('Conversa com a equipe')).toBeInTheDocument();
    expect(dialog.getByText('Assunto')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Gerar código/ })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Arquivar' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Encerrar' }));
    expect(await screen.findByRole('dialog', { name: 'Encerrar conversa' })).toBeInTheDocument();
  });

  it('shows no action buttons without manage_tickets', async () => {
    signInAs(viewer);
    const user = userEvent.setup();
    serveTickets({ tickets: [ticket(1)] });
    renderApp('/tickets');

    const dialog = await openDetails(user, '1');
    expect(dialog.getByText('Motivo do ticket 1.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Gerar código/ })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Reprovar' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Cancelar ticket' })).toBeNull();
  });

  it('says when generating fails: the generic text, or the server reason for a refusal', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    serveTickets({ tickets: [ticket(1)], generateError: { status: 500, message: 'Falhou.' } });
    renderApp('/tickets');

    const dialog = await openDetails(user, '1');
    await user.click(dialog.getByRole('button', { name: 'Gerar código de desbloqueio' }));
    expect(await toast('Erro')).toBeInTheDocument();
    expect(
      screen.getByText('Ocorreu um erro ao gerar o código de desbloqueio.'),
    ).toBeInTheDocument();

    serveTickets({
      tickets: [ticket(1)],
      generateError: { status: 409, message: 'Este ticket já tem um código de desbloqueio.' },
    });
    await user.click(dialog.getByRole('button', { name: 'Gerar código de desbloqueio' }));
    expect(
      await screen.findByText('Este ticket já tem um código de desbloqueio.'),
    ).toBeInTheDocument();
  });

  it('rejects with the reason typed, and approves without one', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    const api = serveTickets({ tickets: [ticket(1), ticket(2)] });
    renderApp('/tickets');

    let dialog = await openDetails(user, '1');
    await user.click(dialog.getByRole('button', { name: 'Reprovar' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Reprovar ticket' }));
    expect(confirm.getByText('0/500')).toBeInTheDocument();
    await user.type(confirm.getByRole('textbox', { name: 'Motivo (opcional)' }), 'Sem provas');
    expect(confirm.getByText('10/500')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Reprovar' }));

    expect(await toast('Ticket reprovado')).toBeInTheDocument();
    expect(api.decisions).toEqual([{ id: '1', action: 'reject', body: { reason: 'Sem provas' } }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reprovar ticket' })).not.toBeInTheDocument(),
    );
    // The details stay open with the decision, though the ticket left the pending list.
    expect(await dialog.findByText(/Reprovado por Ana Souza/)).toBeInTheDocument();
    expect(dialog.getByText('Motivo: Sem provas')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());

    dialog = await openDetails(user, '2');
    await user.click(dialog.getByRole('button', { name: 'Aprovar' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Aprovar ticket' }));
    expect(confirm.getByText(/O membro volta a poder resgatar códigos/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Aprovar' }));
    expect(await toast('Ticket aprovado')).toBeInTheDocument();
    expect(api.decisions.at(-1)).toEqual({ id: '2', action: 'approve', body: {} });
  });

  it('closes and refetches when someone else decided first (409)', async () => {
    signInAs(testUser('suporte'));
    const user = userEvent.setup();
    const message = 'Este ticket já foi aprovado por Bruno Lima. Atualize a lista.';
    const api = serveTickets({ tickets: [ticket(1)], decisionError: { status: 409, message } });
    renderApp('/tickets');

    const dialog = await openDetails(user, '1');
    const countBefore = api.listCalls.length;
    await user.click(dialog.getByRole('button', { name: 'Cancelar ticket' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Cancelar ticket' }));
    await user.click(confirm.getByRole('button', { name: 'Cancelar ticket' }));

    expect(await toast('Erro')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(api.decisions).toEqual([{ id: '1', action: 'cancel', body: {} }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.listCalls.length).toBeGreaterThan(countBefore);
  });
});
