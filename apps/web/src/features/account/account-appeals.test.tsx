import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MyAppeals } from '@panel/contract/api/appeals';
import { formatDateTime } from '@/lib/format-date';
import { memberKeys } from '@/lib/query-keys';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { appealable, myAppeal } from '@/testing/my-appeals-fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';

function answerAppeals(appeals: MyAppeals) {
  server.use(answer('myAppeals', () => HttpResponse.json(appeals)));
}

describe('account page, appeals', () => {
  it('shows no "Apelações" to a member with nothing to appeal and no appeal', async () => {
    signInAs(testUser('user'));
    const { queryClient } = renderApp('/account');
    await screen.findByText('Você ainda não enviou nenhuma solicitação.');
    await waitFor(() =>
      expect(queryClient.getQueryState(memberKeys.appeals)?.status).toBe('success'),
    );
    expect(screen.queryByText('Apelações')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apelar' })).not.toBeInTheDocument();
  });

  it('links each decision that may be appealed, and says why not for the others', async () => {
    signInAs(testUser('user'));
    answerAppeals({
      appealable: [
        appealable({ appealsUsed: 1 }),
        appealable({
          kind: 'whitelist',
          id: '8',
          reason: 'Respostas copiadas.',
          appealsUsed: 1,
          blocked: 'cooldown',
          nextAt: '2026-12-11T13:30:00.000Z',
        }),
      ],
      appeals: [],
    });
    renderApp('/account');

    const list = within(await screen.findByRole('list', { name: 'O que você pode contestar' }));
    const [blacklist, whitelist] = list.getAllByRole('listitem').map((item) => within(item));
    expect(blacklist?.getByText('Ofensas no chat de voz.')).toBeInTheDocument();
    expect(blacklist?.getByText('1 de 3 apelações usadas')).toBeInTheDocument();
    expect(blacklist?.getByRole('link', { name: 'Apelar' })).toHaveAttribute(
      'href',
      '/apelacao?subject=blacklist:5',
    );
    expect(whitelist?.getByText('Whitelist reprovada')).toBeInTheDocument();
    expect(
      whitelist?.getByText(
        'Você poderá apelar de novo a partir de 11/12/2026 10:30 (horário de Brasília).',
      ),
    ).toBeInTheDocument();
    expect(whitelist?.queryByRole('link', { name: 'Apelar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Apelações enviadas' })).not.toBeInTheDocument();
  });

  it('lists the appeals sent, their status and a rejection with its reason and date', async () => {
    signInAs(testUser('user'));
    const decidedAt = '2026-11-25T18:00:00.000Z';
    answerAppeals({
      appealable: [],
      appeals: [
        myAppeal({ id: '72', subjectKind: 'whitelist', createdAt: '2026-11-26T10:00:00.000Z' }),
        myAppeal({
          id: '71',
          status: 'rejected',
          decidedAt,
          decisionReason: 'Sem fatos novos.',
        }),
        myAppeal({ id: '70', subjectKind: 'blacklist', status: 'approved', decidedAt }),
      ],
    });
    renderApp('/account');

    const list = within(await screen.findByRole('list', { name: 'Apelações enviadas' }));
    const [pending, rejected, approved] = list.getAllByRole('listitem');
    expect(pending).toHaveTextContent('Apelação: Whitelist reprovada');
    expect(pending).toHaveTextContent('Em análise');
    expect(rejected).toHaveTextContent('Apelação: Blacklist');
    expect(rejected).toHaveTextContent('Reprovada');
    expect(rejected).toHaveTextContent('Motivo: Sem fatos novos.');
    expect(rejected).toHaveTextContent(`decidida em ${formatDateTime(decidedAt)}`);
    expect(approved).toHaveTextContent('Aprovada');
    expect(approved).not.toHaveTextContent('Motivo');
    // Nothing left to appeal: no list of decisions.
    expect(
      screen.queryByRole('list', { name: 'O que você pode contestar' }),
    ).not.toBeInTheDocument();
  });

  it('keeps appeals out of "Minhas solicitações"', async () => {
    signInAs(testUser('user'));
    server.use(answer('myApplications', () => HttpResponse.json([myAppeal()])));
    answerAppeals({ appealable: [], appeals: [myAppeal()] });
    renderApp('/account');
    expect(await screen.findByRole('list', { name: 'Apelações enviadas' })).toBeInTheDocument();
    expect(screen.getByText('Você ainda não enviou nenhuma solicitação.')).toBeInTheDocument();
  });
});
