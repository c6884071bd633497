import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberSignal } from '@panel/contract/api/members';
import { effectivePermissions } from '@panel/contract/permissions';
import { entry } from '@/testing/applications-fixtures';
import { answer } from '@/testing/answer';
import { testUser } from '@/testing/fixtures';
import { memberSignal } from '@/testing/member-signals-fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { basePath, card } from './allowlists-test-helpers';
import { serveReviewPage } from './review-test-server';

beforeAll(async () => {
  await import('./allowlists-page');
});

const dayMs = 24 * 60 * 60_000;
const entries = [entry(1), entry(2), entry(3)];
const [firstId, secondId, thirdId] = entries.map((item) => item.userId) as [string, string, string];

/** Answers the signals of the listed members (the others quiet), keeping each `ids` sent. */
function serveSignals(signals: MemberSignal[]) {
  const calls: string[] = [];
  server.use(
    answer('listMemberSignals', ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? '';
      calls.push(ids);
      return HttpResponse.json(
        ids
          .split(',')
          .map((id) => signals.find((signal) => signal.discordId === id) ?? memberSignal(id)),
      );
    }),
  );
  return calls;
}

describe('allowlists: what the member’s file warns about', () => {
  it('shows who shares the PC or a game account, and the watch tags, each linking to the file', async () => {
    signInAs(testUser('moderador'));
    serveReviewPage({ basePath, entries });
    const calls = serveSignals([
      // The blacklisted ones are named first, whatever the others.
      memberSignal(firstId, {
        pc: { members: 3, blacklisted: 1 },
        account: { members: 2, blacklisted: 0 },
      }),
      memberSignal(secondId, {
        pc: { members: 1, blacklisted: 0 },
        account: { members: 4, blacklisted: 3 },
        watch: [{ id: '7', name: 'Suspeito de multi-conta', color: '#e11d48', watch: true }],
      }),
    ]);
    renderApp('/allowlists');
    await screen.findByText('membro1');
    // The warnings wait until someone uses the page: a key here.
    await userEvent.setup().keyboard('{Shift}');

    const pc = await card('membro1').findByRole('link', {
      name: 'Compartilha PC com 1 jogador da blacklist',
    });
    expect(pc).toHaveAttribute('href', `/members/${firstId}#compartilham`);
    expect(pc).toHaveClass('text-destructive');
    const account = card('membro1').getByRole('link', {
      name: 'Compartilha conta do jogo com 2 membros',
    });
    expect(account).toHaveAttribute('href', `/members/${firstId}#compartilham`);
    expect(account).toHaveClass('bg-amber-50');
    expect(card('membro1').queryByText(/3 membros/)).toBeNull();

    const secondCard = card('membro2');
    expect(
      secondCard.getByRole('link', { name: 'Compartilha PC com 1 membro' }),
    ).toBeInTheDocument();
    expect(
      secondCard.getByRole('link', {
        name: 'Compartilha conta do jogo com 3 jogadores da blacklist',
      }),
    ).toHaveClass('text-destructive');
    const watch = secondCard.getByRole('link', { name: 'Em observação: Suspeito de multi-conta' });
    expect(watch).toHaveAttribute('href', `/members/${secondId}`);
    expect(watch.querySelector('svg')).toHaveStyle({ color: '#e11d48' });

    expect(card('membro3').queryByRole('link', { name: /Compartilha|Em observação/ })).toBeNull();
    // One request for the page's cards.
    expect(calls).toEqual([[firstId, secondId, thirdId].sort().join(',')]);
  });

  it('shows the account’s age, the stay in the guild, and rejections and appeals when any', async () => {
    signInAs(testUser('moderador'));
    serveReviewPage({ basePath, entries });
    const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();
    serveSignals([
      memberSignal(firstId, {
        accountCreatedAt: daysAgo(5),
        joinedGuildAt: null,
        rejections: 2,
        appeals: 1,
      }),
      memberSignal(secondId, { accountCreatedAt: daysAgo(1200), joinedGuildAt: daysAgo(75) }),
      memberSignal(thirdId, { joinedGuildAt: daysAgo(0), rejections: 1, appeals: 2 }),
    ]);
    renderApp('/allowlists');
    await screen.findByText('membro1');
    await userEvent.setup().keyboard('{Shift}');

    // Younger than `newAccountDays`: a warning, said in words too.
    const young = await card('membro1').findByText('Conta criada há 5 dias');
    expect(young).toHaveClass('bg-amber-50');
    expect(young).toHaveTextContent('Conta criada há 5 dias: conta nova');
    expect(card('membro1').getByText('Fora do servidor')).toBeInTheDocument();
    expect(card('membro1').getByText('2 reprovações')).toHaveClass('bg-amber-50');
    expect(card('membro1').getByText('1 apelação')).not.toHaveClass('bg-amber-50');

    const old = card('membro2').getByText('Conta criada há 3 anos');
    expect(old).not.toHaveClass('bg-amber-50');
    expect(old).toHaveTextContent(/^Conta criada há 3 anos$/);
    expect(card('membro2').getByText('No servidor há 2 meses')).toBeInTheDocument();
    // None so far: not shown.
    expect(card('membro2').queryByText(/reprovaç|apelaç/)).toBeNull();

    expect(card('membro3').getByText('Entrou no servidor hoje')).toBeInTheDocument();
    expect(card('membro3').getByText('1 reprovação')).toBeInTheDocument();
    expect(card('membro3').getByText('2 apelações')).toBeInTheDocument();
  });

  it('asks nothing and shows no warning to staff who may not open members’ files', async () => {
    signInAs(
      testUser('moderador', {
        permissions: effectivePermissions({ view_allowlists: true, manage_allowlists: true }),
      }),
    );
    serveReviewPage({ basePath, entries });
    const calls = serveSignals([memberSignal(firstId, { pc: { members: 1, blacklisted: 1 } })]);
    renderApp('/allowlists');
    await screen.findByText('membro1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('link', { name: /Compartilha/ })).toBeNull();
    expect(screen.queryByText(/Conta criada/)).toBeNull();
  });
});
