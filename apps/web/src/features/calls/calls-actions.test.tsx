import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callMessages } from '@panel/contract/api/calls';
import { connectedUser } from '@/testing/calls-fixtures';
import { serveCalls } from '@/testing/calls-fake-api';
import { deferred } from '@/testing/deferred';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./calls-page');
});

afterEach(() => {
  vi.useRealTimers();
});

async function openRow(name: string) {
  const list = await screen.findByRole('list', { name: 'Usuários conectados' });
  return within(within(list).getByRole('listitem', { name }));
}

describe('calls page actions', { timeout: 15_000 }, () => {
  it('mutes with the new state and says so only after the server answered', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const hold = deferred();
    const api = serveCalls({ connected: [connectedUser(1)], holdActions: hold.promise });
    renderApp('/calls');

    const row = await openRow('Membro 1');
    await user.click(row.getByRole('button', { name: 'Mutar' }));
    await waitFor(() => expect(api.mutes).toHaveLength(1));
    expect(api.mutes[0]).toEqual({ discordId: '200000000000000001', body: { muted: true } });
    // Busy, and no toast, until the server answers.
    expect(row.getByRole('button', { name: /Mutar/ })).toBeDisabled();
    expect(row.getByText('Alterando status de mute...')).toBeInTheDocument();
    expect(screen.queryByText('Status de mute atualizado')).not.toBeInTheDocument();

    const listCalls = api.connectedCalls.length;
    hold.resolve();
    expect(await screen.findByText('Status de mute atualizado')).toBeInTheDocument();
    expect(screen.getByText('Sucesso')).toBeInTheDocument();
    // The lists are asked again and the row now offers the opposite.
    expect(await row.findByRole('button', { name: 'Desmutar' })).toBeEnabled();
    expect(api.connectedCalls.length).toBeGreaterThan(listCalls);

    await user.click(row.getByRole('button', { name: 'Desmutar' }));
    await waitFor(() => expect(api.mutes).toHaveLength(2));
    expect(api.mutes[1]?.body).toEqual({ muted: false });
  });

  it("turns off what the bot may not do in the member's channel, and says why", async () => {
    signInAs(testUser('moderador'));
    serveCalls({
      connected: [
        connectedUser(1, { muteBlocked: callMessages.muteBlocked }),
        connectedUser(2, {
          muteBlocked: callMessages.muteBlocked,
          removeBlocked: callMessages.removeBlocked,
        }),
        connectedUser(3),
      ],
    });
    renderApp('/calls');

    const first = await openRow('Membro 1');
    expect(first.getByRole('button', { name: 'Mutar' })).toBeDisabled();
    expect(first.getByRole('button', { name: 'Remover' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Mutar' })).toHaveAccessibleDescription(
      `Membro 1 ${callMessages.muteBlocked}`,
    );
    const second = await openRow('Membro 2');
    expect(second.getByRole('button', { name: 'Remover' })).toBeDisabled();
    expect(
      second.getByText(`${callMessages.muteBlocked} ${callMessages.removeBlocked}`),
    ).toBeInTheDocument();
    const third = await openRow('Membro 3');
    expect(third.getByRole('button', { name: 'Mutar' })).toBeEnabled();
    expect(third.queryByText(/O bot não pode/)).not.toBeInTheDocument();
  });

  it('shows the server reason when the member already left, and refreshes the list', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveCalls({
      connected: [connectedUser(1)],
      muteError: { status: 409, body: { code: 'conflict', message: callMessages.notInVoice } },
    });
    renderApp('/calls');

    const row = await openRow('Membro 1');
    const listCalls = api.connectedCalls.length;
    const rankingCalls = api.rankingCalls.length;
    await user.click(row.getByRole('button', { name: 'Mutar' }));
    expect(await screen.findByText('Este usuário não está mais em uma call.')).toBeInTheDocument();
    expect(screen.getByText('Erro')).toBeInTheDocument();
    expect(screen.queryByText('Status de mute atualizado')).not.toBeInTheDocument();
    await waitFor(() => expect(api.connectedCalls.length).toBeGreaterThan(listCalls));
    expect(api.rankingCalls.length).toBeGreaterThan(rankingCalls);
  });

  it('falls back to the spec text on a crash, and says when Discord did not answer', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    serveCalls({
      connected: [connectedUser(1)],
      muteError: { status: 500, body: { code: 'internal', message: 'Ocorreu um erro interno.' } },
      removeError: {
        status: 503,
        body: { code: 'unavailable', message: callMessages.discordUnavailable },
      },
    });
    renderApp('/calls');

    const row = await openRow('Membro 1');
    await user.click(row.getByRole('button', { name: 'Mutar' }));
    expect(await screen.findByText('Falha ao alterar status de mute')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Remover' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    expect(
      await screen.findByText('O Discord não respondeu. Tente novamente em instantes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Falha ao remover usuário da call')).not.toBeInTheDocument();
  });

  it('removes a member only after the confirmation', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveCalls({ connected: [connectedUser(1), connectedUser(2)] });
    renderApp('/calls');

    const row = await openRow('Membro 1');
    await user.click(row.getByRole('button', { name: 'Remover' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Remover da call?' }));
    expect(dialog.getByText(/Membro 1/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(api.removals).toEqual([]);

    await user.click(row.getByRole('button', { name: 'Remover' }));
    dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Usuário removido da call')).toBeInTheDocument();
    expect(api.removals).toEqual(['200000000000000001']);
    expect(await screen.findByRole('heading', { name: 'Usuários Conectados (1)' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Membro 1' })).not.toBeInTheDocument();
  });

  it('counts the time in call up every second, whatever the server clock says', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(testUser('moderador'));
    // The server's clock is years off: only the seconds it counted and this clock matter.
    serveCalls({
      connected: [connectedUser(1, { timeInCall: 65 })],
      serverTime: '2020-01-01T00:00:00.000Z',
    });
    renderApp('/calls');

    const row = await openRow('Membro 1');
    const time = row.getByText(/^\dmin \d\ds$/);
    const start = time.textContent;
    expect(start).toMatch(/^1min 0[5-7]s$/);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const seconds = (text: string | null) => Number(/(\d\d)s$/.exec(text ?? '')?.[1]);
    expect(seconds(time.textContent) - seconds(start)).toBeGreaterThanOrEqual(3);
    expect(seconds(time.textContent) - seconds(start)).toBeLessThanOrEqual(4);
  });

  it('asks again for who is connected every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(testUser('moderador'));
    const api = serveCalls({ connected: [connectedUser(1)] });
    renderApp('/calls');
    await openRow('Membro 1');
    const before = api.connectedCalls.length;

    api.connected.push(connectedUser(2));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('listitem', { name: 'Membro 2' })).toBeInTheDocument();
    expect(api.connectedCalls.length).toBe(before + 1);
  });
});
