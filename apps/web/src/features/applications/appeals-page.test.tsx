import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppealSubject } from '@panel/contract/api/appeals';
import { formatDateTime } from '@/lib/format-date';
import { pathOf } from '@/testing/answer';
import { entry } from '@/testing/applications-fixtures';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { card, toast } from './allowlists-test-helpers';
import { emptyHistory, serveReviewPage } from './review-test-server';

const basePath = pathOf('listAppeals');

const blacklistAppeal: AppealSubject = {
  kind: 'blacklist',
  id: '42',
  reason: 'Ofensas no chat de voz',
  decidedAt: '2026-01-10T14:00:00.000Z',
  decidedBy: 'Bruno Lima',
  expiresAt: '2026-12-31T23:00:00.000Z',
  evidenceCount: 3,
  attempt: 2,
  appealsAllowed: 3,
};

const whitelistAppeal: AppealSubject = {
  kind: 'whitelist',
  id: '77',
  reason: null,
  decidedAt: '2026-01-20T09:30:00.000Z',
  decidedBy: 'Carla Dias',
  expiresAt: null,
  evidenceCount: 0,
  attempt: 1,
  appealsAllowed: 3,
};

const appeals = [
  entry(1, { appeal: blacklistAppeal }),
  entry(2, { appeal: whitelistAppeal, userId: '300000000000000077' }),
];

/** What the card says the appeal is about. */
function subject(username: string) {
  return within(card(username).getByRole('region', { name: 'Sobre a apelação' }));
}

// The app loads the page lazily; compiled on first use it can outlast a test's time budget
// on a busy machine, so it is loaded once up front (with the dialog the shortcuts open).
beforeAll(async () => {
  await Promise.all([import('./appeals-page'), import('./components/reject-dialog')]);
});

describe('appeals page', () => {
  it('lists the pending appeals with what each is about', async () => {
    signInAs(testUser('administrador'));
    const api = serveReviewPage({ basePath, entries: appeals });
    renderApp('/appeals');

    expect(await screen.findByText('membro1')).toBeInTheDocument();
    expect(Object.fromEntries(api.listCalls[0] ?? [])).toEqual({
      status: 'pending',
      page: '1',
      limit: '5',
    });
    expect(screen.getByRole('list', { name: 'Apelações' })).toBeInTheDocument();

    const blacklist = subject('membro1');
    expect(blacklist.getByText('Blacklist')).toBeInTheDocument();
    expect(blacklist.getByText('Apelação 2 de 3')).toBeInTheDocument();
    expect(blacklist.getByText(/^Blacklist aplicada/)).toHaveTextContent(
      `Blacklist aplicada por Bruno Lima em ${formatDateTime('2026-01-10T14:00:00.000Z')}`,
    );
    expect(blacklist.getByText('Motivo: Ofensas no chat de voz')).toBeInTheDocument();
    expect(blacklist.getByText(/^Blacklist temporária/)).toHaveTextContent(
      `Blacklist temporária: termina em ${formatDateTime('2026-12-31T23:00:00.000Z')}`,
    );
    expect(blacklist.getByText('3 evidências')).toBeInTheDocument();
    expect(blacklist.getByRole('link', { name: 'Ver na blacklist' })).toHaveAttribute(
      'href',
      '/blacklist?type=player&search=300000000000000001',
    );

    const whitelist = subject('membro2');
    expect(whitelist.getByText('Whitelist reprovada')).toBeInTheDocument();
    expect(whitelist.getByText('Apelação 1 de 3')).toBeInTheDocument();
    expect(whitelist.getByText(/^Whitelist reprovada por/)).toHaveTextContent(
      `Whitelist reprovada por Carla Dias em ${formatDateTime('2026-01-20T09:30:00.000Z')}`,
    );
    expect(whitelist.getByText('Nenhum motivo informado.')).toBeInTheDocument();
    // A whitelist has no evidence nor end.
    expect(whitelist.queryByText(/evidência/)).not.toBeInTheDocument();
    expect(whitelist.queryByRole('link', { name: 'Ver na blacklist' })).not.toBeInTheDocument();

    expect(card('membro1').getByRole('button', { name: 'Aprovar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      `${pathOf('exportAppeals')}?status=pending&separator=%3B`,
    );
  });

  it('says whether the subject still holds once the entry is opened', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReviewPage({
      basePath,
      entries: appeals,
      histories: {
        '1': {
          ...emptyHistory,
          blacklist: {
            reason: 'Ofensas no chat de voz',
            createdAt: '2026-01-10T14:00:00.000Z',
            expiresAt: '2026-12-31T23:00:00.000Z',
          },
        },
        '2': {
          ...emptyHistory,
          applications: [
            {
              id: '77',
              form: 'whitelist',
              status: 'approved',
              createdAt: '2026-01-19T09:00:00.000Z',
              decidedAt: '2026-02-01T10:00:00.000Z',
              decidedBy: 'Ana Souza',
              decisionReason: null,
              roleName: null,
            },
          ],
        },
      },
    });
    renderApp('/appeals');
    await screen.findByText('membro1');
    // The queue opens on its first entry: its history says the member is still listed.
    expect(await subject('membro1').findByText('Ainda na blacklist')).toBeInTheDocument();
    // The others' histories are not asked for until they open.
    expect(subject('membro2').queryByText('Whitelist já aprovada')).not.toBeInTheDocument();
    expect(api.historyCalls).toEqual(['1']);

    await user.click(card('membro2').getByRole('button', { name: 'Mostrar detalhes' }));
    expect(await subject('membro2').findByText('Whitelist já aprovada')).toBeInTheDocument();
  });

  it('approves and rejects through the appeal endpoints, with the canned reasons', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveReviewPage({
      basePath,
      entries: appeals,
      reasons: [{ id: '1', text: 'Sem fatos novos.' }],
    });
    renderApp('/appeals');
    await screen.findByText('membro1');

    await user.click(card('membro1').getByRole('button', { name: 'Aprovar' }));
    const approved = (await toast('Apelação aprovada')).closest('[data-sonner-toast]');
    expect(approved).toHaveTextContent('A apelação de membro1 foi aprovada.');
    await waitFor(() => expect(screen.queryByText('membro1')).not.toBeInTheDocument());

    await user.click(card('membro2').getByRole('button', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar apelação' });
    await user.click(await within(dialog).findByRole('button', { name: 'Sem fatos novos.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    const rejected = (await toast('Apelação reprovada')).closest('[data-sonner-toast]');
    expect(rejected).toHaveTextContent('A apelação de membro2 foi reprovada.');

    expect(api.decisions).toEqual([
      { action: 'approve', body: { userId: '300000000000000001', id: '1', undoable: true } },
      {
        action: 'reject',
        body: {
          userId: '300000000000000077',
          id: '2',
          reason: 'Sem fatos novos.',
          undoable: true,
        },
      },
    ]);
    expect(await screen.findByText('Nenhuma apelação encontrada.')).toBeInTheDocument();
  });

  it('shows the appeals without their actions to staff who only see them', async () => {
    signInAs(
      testUser('suporte', {
        permissions: {
          ...testUser('suporte').permissions,
          view_appeals: true,
          view_blacklist: false,
        },
      }),
    );
    serveReviewPage({ basePath, entries: appeals });
    renderApp('/appeals');
    await screen.findByText('membro1');

    expect(subject('membro1').getByText('Motivo: Ofensas no chat de voz')).toBeInTheDocument();
    expect(subject('membro1').getByText('3 evidências')).toBeInTheDocument();
    expect(card('membro1').queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(card('membro1').queryByRole('button', { name: 'Rejeitar' })).not.toBeInTheDocument();
    expect(card('membro1').queryByRole('checkbox')).not.toBeInTheDocument();
    // Without the blacklist's page, no link to it.
    expect(
      subject('membro1').queryByRole('link', { name: 'Ver na blacklist' }),
    ).not.toBeInTheDocument();
  });
});
