import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { entry } from '@/testing/applications-fixtures';
import { basePath, card, toast } from './allowlists-test-helpers';
import { emptyHistory, serveReviewPage } from './review-test-server';

beforeAll(async () => {
  await Promise.all([import('./allowlists-page'), import('./components/reject-dialog')]);
});

async function openReview(options: Partial<Parameters<typeof serveReviewPage>[0]> = {}) {
  signInAs(testUser('administrador'));
  const user = userEvent.setup();
  const api = serveReviewPage({
    basePath,
    entries: [entry(1), entry(2), entry(3)],
    reasons: [{ id: '1', text: 'Respostas muito curtas.' }],
    ...options,
  });
  renderApp('/allowlists');
  await screen.findByText('membro1');
  return { user, api };
}

describe('allowlists: bulk decisions', () => {
  it('approves the selected entries after one confirmation and says how many', async () => {
    const { user, api } = await openReview();
    expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument();

    await user.click(card('membro1').getByRole('checkbox', { name: 'Selecionar membro1' }));
    await user.click(card('membro3').getByRole('checkbox', { name: 'Selecionar membro3' }));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    expect(bar).toHaveTextContent('2 selecionadas');
    expect(screen.getByRole('checkbox', { name: 'Selecionar todas desta página' })).toHaveProperty(
      'indeterminate',
      true,
    );

    await user.click(within(bar).getByRole('button', { name: 'Aprovar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Aprovar 2 whitelists?' });
    expect(confirm).toHaveTextContent('membro1 e membro3');
    await user.click(within(confirm).getByRole('button', { name: 'Aprovar' }));

    const done = (await toast('2 whitelists aprovadas')).closest('[data-sonner-toast]');
    expect(done).toHaveTextContent('membro1, membro3');
    expect(api.bulkCalls).toEqual([
      {
        action: 'approve',
        body: {
          entries: [
            { userId: '300000000000000001', id: '1' },
            { userId: '300000000000000003', id: '3' },
          ],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());
    expect(screen.queryByText('membro3')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'membro2' })).toHaveFocus());
  });

  it('undoes the whole batch from its toast', async () => {
    const { user, api } = await openReview();
    await user.click(card('membro1').getByRole('checkbox', { name: 'Selecionar membro1' }));
    await user.click(card('membro2').getByRole('checkbox', { name: 'Selecionar membro2' }));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    await user.click(within(bar).getByRole('button', { name: 'Aprovar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Aprovar 2 whitelists?' });
    await user.click(within(confirm).getByRole('button', { name: 'Aprovar' }));

    const done = (await toast('2 whitelists aprovadas')).closest('[data-sonner-toast]');
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());
    await user.click(within(done as HTMLElement).getByRole('button', { name: 'Desfazer' }));
    const undone = (await toast('Decisões desfeitas')).closest('[data-sonner-toast]');
    expect(undone).toHaveTextContent('2 whitelists de volta à fila: membro1, membro2.');
    expect([...api.undone].sort()).toEqual(['1', '2']);
    expect(await screen.findByText('membro1')).toBeInTheDocument();
  });

  it('says "todas" means this page, and offers the whole filtered queue', async () => {
    const entries = [1, 2, 3, 4, 5, 6, 7].map((n) => entry(n));
    const { user, api } = await openReview({ entries });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todas desta página' }));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    expect(bar).toHaveTextContent('5 selecionadas (esta página)');

    await user.click(
      within(bar).getByRole('button', { name: 'Selecionar todas as 7 da fila filtrada' }),
    );
    await waitFor(() => expect(bar).toHaveTextContent('7 selecionadas da fila filtrada'));
    await user.click(within(bar).getByRole('button', { name: 'Aprovar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Aprovar 7 whitelists?' });
    await user.click(within(confirm).getByRole('button', { name: 'Aprovar' }));

    expect(await toast('7 whitelists aprovadas')).toBeInTheDocument();
    const body = api.bulkCalls.at(-1)?.body as { entries: { id: string }[] };
    expect(body.entries.map((item) => item.id)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('rejects all with one reason and names the entries that failed', async () => {
    const { user, api } = await openReview();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todas desta página' }));
    expect(screen.getByRole('region', { name: 'Ações em lote' })).toHaveTextContent(
      '3 selecionadas',
    );
    // Someone else decides membro2 meanwhile: the fake server no longer has it pending.
    await user.click(card('membro2').getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(screen.queryByText('membro2')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Ações em lote' })).toHaveTextContent(
      '2 selecionadas',
    );

    await user.click(
      within(screen.getByRole('region', { name: 'Ações em lote' })).getByRole('button', {
        name: 'Rejeitar',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar 2 whitelists' });
    await user.click(within(dialog).getByRole('button', { name: 'Respostas muito curtas.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));

    expect(await toast('2 whitelists reprovadas')).toBeInTheDocument();
    expect(api.bulkCalls.at(-1)).toMatchObject({
      action: 'reject',
      body: { reason: 'Respostas muito curtas.' },
    });
    expect(await screen.findByText('Nenhuma whitelist encontrada.')).toBeInTheDocument();
  });

  it('names each member that could not be decided, with the server reason', async () => {
    const { user } = await openReview({
      decisionError: { status: 409, message: 'Já decidida por Bruno Lima.' },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todas desta página' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Ações em lote' })).getByRole('button', {
        name: 'Aprovar',
      }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Aprovar' }));
    const error = (await toast('Erro')).closest('[data-sonner-toast]');
    expect(error).toHaveTextContent(
      'Não foi possível aprovar: membro1 (Já decidida por Bruno Lima.); membro2',
    );
  });
});

describe('allowlists: member history', () => {
  it('shows the open entry’s history beside its answers', async () => {
    const { user, api } = await openReview({
      histories: {
        '1': {
          ...emptyHistory,
          applications: [
            {
              id: '9',
              form: 'whitelist',
              status: 'rejected',
              createdAt: '2026-01-05T10:00:00.000Z',
              decidedAt: '2026-01-06T10:00:00.000Z',
              decidedBy: 'Bruno Lima',
              decisionReason: 'Respostas copiadas.',
              roleName: null,
            },
          ],
          tickets: [
            {
              id: '4',
              ticketType: 'review_form',
              status: 'pending',
              createdAt: '2026-01-07T10:00:00.000Z',
              reason: 'Quero tentar de novo.',
              decisionReason: null,
            },
          ],
          blacklist: {
            reason: 'Ofensas no canal.',
            createdAt: '2026-01-01T10:00:00.000Z',
            expiresAt: null,
          },
        },
      },
    });
    const history = card('membro1').getByRole('region', { name: 'Histórico do membro' });
    expect(await within(history).findByText('Motivo: Respostas copiadas.')).toBeInTheDocument();
    expect(history).toHaveTextContent('decidida por Bruno Lima');
    expect(history).toHaveTextContent('Reprovada');
    expect(history).toHaveTextContent('Ticket: Revisão de formulário');
    expect(history).toHaveTextContent('Na blacklist');
    expect(history).toHaveTextContent('Ofensas no canal.');
    // Only the open entry asks for its history.
    expect(api.historyCalls).toEqual(['1']);

    await user.keyboard('j');
    const next = card('membro2').getByRole('region', { name: 'Histórico do membro' });
    expect(await within(next).findByText('Nenhum histórico anterior.')).toBeInTheDocument();
    expect(api.historyCalls).toEqual(['1', '2']);
  });

  it('says when the history cannot be loaded', async () => {
    await openReview({ historyStatus: 500 });
    const history = card('membro1').getByRole('region', { name: 'Histórico do membro' });
    const alert = await within(history).findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar o histórico do membro.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
