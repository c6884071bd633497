import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { discordEpochMs } from '@panel/contract/api/application-values';
import { pathOf } from '@/testing/answer';
import { entry } from '@/testing/applications-fixtures';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { basePath, params, shownUsernames } from './allowlists-test-helpers';
import { serveReviewPage } from './review-test-server';

beforeAll(async () => {
  await import('./allowlists-page');
});

/** The id Discord would give an account created `days` ago. */
function idCreatedDaysAgo(days: number): string {
  const ms = Date.now() - days * 24 * 60 * 60_000 - discordEpochMs;
  return (BigInt(ms) << 22n).toString();
}

// membro2's account is 5 days old; membro3 had a whitelist rejected before; the others' accounts
// are years old, membro4's the newest of them.
const entries = [
  entry(1),
  entry(2, { userId: idCreatedDaysAgo(5) }),
  entry(3),
  entry(4, { userId: idCreatedDaysAgo(400) }),
  entry(9, { userId: entry(3).userId, username: 'membro3', status: 'rejected' }),
];

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('allowlists: the "Sinais" filter and the newest account first', () => {
  it('sends the signal and the order in the list call, the address and the CSV', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReviewPage({ basePath, entries });
    const { router } = renderApp('/allowlists');
    await screen.findByText('membro1');
    expect(screen.getByRole('combobox', { name: 'Sinais' })).toHaveTextContent('Todos');

    await choose(user, 'Sinais', 'Conta do Discord nova');
    await waitFor(() => expect(shownUsernames()).toEqual(['membro2']));
    expect(params(api.listCalls.at(-1))).toEqual({
      status: 'pending',
      signal: 'new_account',
      page: '1',
      limit: '5',
    });
    expect(router.state.location.search).toBe('?signal=new_account');

    await choose(user, 'Sinais', 'Já reprovado antes');
    await waitFor(() => expect(shownUsernames()).toEqual(['membro3']));
    expect(router.state.location.search).toBe('?signal=rejected_before');

    await choose(user, 'Ordenar por', 'Conta do Discord mais nova');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?signal=rejected_before&sort=account'),
    );
    expect(params(api.listCalls.at(-1))).toEqual({
      status: 'pending',
      signal: 'rejected_before',
      sort: 'account',
      page: '1',
      limit: '5',
    });
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      `${pathOf('exportAllowlists')}?status=pending&signal=rejected_before&sort=account&separator=%3B`,
    );

    await choose(user, 'Sinais', 'Todos');
    await waitFor(() =>
      expect(shownUsernames()).toEqual(['membro2', 'membro4', 'membro3', 'membro1']),
    );
    expect(router.state.location.search).toBe('?sort=account');
  });

  it('restores a shared link, and "Limpar filtros" drops the signal but keeps the order', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    const api = serveReviewPage({ basePath, entries });
    const { router } = renderApp('/allowlists?search=membro1&signal=new_account&sort=account');

    expect(await screen.findByText('Nenhuma whitelist encontrada.')).toBeInTheDocument();
    expect(params(api.listCalls[0])).toEqual({
      status: 'pending',
      search: 'membro1',
      signal: 'new_account',
      sort: 'account',
      page: '1',
      limit: '5',
    });
    expect(screen.getByRole('combobox', { name: 'Sinais' })).toHaveTextContent(
      'Conta do Discord nova',
    );
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent(
      'Conta do Discord mais nova',
    );

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('membro1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=account');
    expect(shownUsernames()).toEqual(['membro2', 'membro4', 'membro3', 'membro1']);
  });
});
