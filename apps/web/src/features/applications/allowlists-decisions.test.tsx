import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { entry } from '@/testing/applications-fixtures';
import { serveReviewPage as serveReview } from './review-test-server';
import { basePath, card, toast } from './allowlists-test-helpers';

// The app loads the page lazily; compiled on first use it can outlast a test's time budget
// on a busy machine, so it is loaded once up front (with the dialog the shortcuts open).
beforeAll(async () => {
  await Promise.all([import('./allowlists-page'), import('./components/reject-dialog')]);
});

describe('allowlists page', () => {
  it('approves: sends the entry, says so and reloads the list and the dashboard', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({ basePath, entries: [entry(1), entry(2)] });
    const { queryClient } = renderApp('/allowlists');
    await screen.findByText('membro1');
    queryClient.setQueryData(['dashboard'], { seeded: true });
    const callsBefore = api.listCalls.length;

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar' }));

    expect(await toast('Allowlist aprovada')).toBeInTheDocument();
    expect(screen.getByText('A whitelist de membro1 foi aprovada.')).toBeInTheDocument();
    expect(api.decisions).toEqual([
      { action: 'approve', body: { userId: '300000000000000001', id: '1', undoable: true } },
    ]);
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());
    expect(api.listCalls.length).toBeGreaterThan(callsBefore);
    expect(queryClient.getQueryState(['dashboard'])?.isInvalidated).toBe(true);
    expect(screen.getByText('1 resultado')).toBeInTheDocument();
  });

  it('undoes a decision from its toast: the entry is back in the queue', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({ basePath, entries: [entry(1), entry(2)] });
    renderApp('/allowlists');
    await screen.findByText('membro1');

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar' }));
    await toast('Allowlist aprovada');
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));

    expect(await toast('Decisão desfeita')).toBeInTheDocument();
    expect(screen.getByText('A whitelist de membro1 voltou para a fila.')).toBeInTheDocument();
    expect(api.undone).toEqual(['1']);
    expect(await screen.findByText('membro1')).toBeInTheDocument();
  });

  it('revokes an approved whitelist with a required reason, and undoes it from the toast', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const approved = { status: 'approved' as const, decidedBy: 'Ana Souza' };
    const api = serveReview({
      basePath,
      entries: [entry(1, approved), entry(2, approved), entry(3)],
    });
    renderApp('/allowlists?status=approved');
    await screen.findByText('membro1');
    expect(card('membro1').queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();

    await user.click(card('membro1').getByRole('button', { name: 'Revogar whitelist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar whitelist' });
    expect(dialog).toHaveTextContent('membro1 perde o cargo da whitelist');
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    expect(await within(dialog).findByText('Informe o motivo.')).toBeInTheDocument();
    expect(api.revocations).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), 'Combate em zona segura');
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));

    expect(await toast('Whitelist revogada')).toBeInTheDocument();
    expect(api.revocations).toEqual([{ id: '1', reason: 'Combate em zona segura' }]);
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await toast('Decisão desfeita')).toBeInTheDocument();
    expect(screen.getByText('A whitelist de membro1 voltou a valer.')).toBeInTheDocument();
    expect(api.undone).toEqual(['1']);
    expect(await screen.findByText('membro1')).toBeInTheDocument();
  });

  it('shows a revoked whitelist with who revoked it and why, and no revoke button', async () => {
    signInAs(testUser('administrador'));
    serveReview({
      basePath,
      entries: [
        entry(1, {
          status: 'revoked',
          decidedBy: 'Ana Souza',
          decidedAt: '2026-03-01T10:00:00.000Z',
          revokedBy: 'Bruno Lima',
          revokedAt: '2026-03-02T10:00:00.000Z',
          revokeReason: 'Combate em zona segura',
        }),
      ],
    });
    renderApp('/allowlists?status=revoked');
    await screen.findByText('membro1');
    expect(screen.getByRole('tab', { name: 'Revogadas' })).toHaveAttribute('aria-selected', 'true');
    expect(card('membro1').getByText(/Revogada por/)).toHaveTextContent('Revogada por Bruno Lima');
    expect(card('membro1').getByText('Motivo: Combate em zona segura')).toBeInTheDocument();
    expect(
      card('membro1').queryByRole('button', { name: 'Revogar whitelist' }),
    ).not.toBeInTheDocument();
  });

  it('rejects with the optional reason typed in the dialog', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({ basePath, entries: [entry(1), entry(2)] });
    renderApp('/allowlists');
    await screen.findByText('membro1');

    // "Cancelar" sends nothing.
    await user.click(card('membro2').getByRole('button', { name: 'Rejeitar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rejeitar whitelist' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.decisions).toHaveLength(0);

    await user.click(card('membro1').getByRole('button', { name: 'Rejeitar' }));
    dialog = await screen.findByRole('dialog', { name: 'Rejeitar whitelist' });
    expect(dialog).toHaveTextContent('membro1');
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' });
    expect(reason).toHaveAttribute('maxLength', '500');
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    await user.type(reason, 'Sem experiência');
    expect(within(dialog).getByText('15/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));

    const rejected = (await toast('Allowlist reprovada')).closest('[data-sonner-toast]');
    // Not the green success style: a neutral toast naming the member.
    expect(rejected).not.toHaveAttribute('data-type', 'success');
    expect(rejected?.querySelector('[data-icon]')).toBeNull();
    expect(rejected).toHaveTextContent('A whitelist de membro1 foi reprovada.');
    expect(api.decisions).toEqual([
      {
        action: 'reject',
        body: { userId: '300000000000000001', id: '1', reason: 'Sem experiência', undoable: true },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());

    // Without a reason, none is sent; the dialog starts empty again.
    await user.click(card('membro2').getByRole('button', { name: 'Rejeitar' }));
    dialog = await screen.findByRole('dialog', { name: 'Rejeitar whitelist' });
    expect(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() => expect(api.decisions).toHaveLength(2));
    expect(api.decisions[1]).toEqual({
      action: 'reject',
      body: { userId: '300000000000000002', id: '2', undoable: true },
    });
  });

  it('shows the server message when someone else decided first, and reloads', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const message = 'Esta whitelist já foi aprovada por Bruno Lima. Atualize a lista.';
    const api = serveReview({
      basePath,
      entries: [entry(1)],
      decisionError: { status: 409, message },
    });
    renderApp('/allowlists');
    await screen.findByText('membro1');
    const callsBefore = api.listCalls.length;

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar' }));
    expect(await toast('Erro')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Ocorreu um erro ao aprovar a allowlist.')).not.toBeInTheDocument();
    await waitFor(() => expect(api.listCalls.length).toBeGreaterThan(callsBefore));

    // A rejection refused the same way closes its dialog: nothing is left to reject.
    await user.click(card('membro1').getByRole('button', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar whitelist' });
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.decisions.map((decision) => decision.action)).toEqual(['approve', 'reject']);
  });

  it('says the spec error when a decision fails, keeping the reason for another try', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReview({
      basePath,
      entries: [entry(1)],
      decisionError: { status: 500, message: 'Falha interna.' },
    });
    renderApp('/allowlists');
    await screen.findByText('membro1');

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Ocorreu um erro ao aprovar a allowlist.')).toBeInTheDocument();

    await user.click(card('membro1').getByRole('button', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar whitelist' });
    await user.type(within(dialog).getByRole('textbox'), 'Motivo qualquer');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText('Ocorreu um erro ao reprovar a allowlist.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rejeitar whitelist' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Motivo qualquer');
    expect(screen.queryByText('Falha interna.')).not.toBeInTheDocument();
    expect(api.decisions).toHaveLength(2);
  });
});
