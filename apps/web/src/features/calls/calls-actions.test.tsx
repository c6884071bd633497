import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callMessages } from '@panel/contract/api/calls';
import { connectedUser } from '@/testing/calls-fixtures';
import { serveCalls } from '@/testing/calls-fake-api';
import { defined } from '@/testing/defined';
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

/** The toast with this title, and what it says under it (the member). */
async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '[data-title]' });
  return within(defined(heading.closest<HTMLElement>('[data-sonner-toast]')));
}

/** The member's row of the table (the wide layout; the cards carry the same buttons). */
async function openRow(name: string) {
  const table = await screen.findByRole('table', { name: 'Usuários conectados' });
  return within(within(table).getByRole('row', { name }));
}

describe('calls page actions', () => {
  it('mutes with the new state and says so, naming the member, only after the server answered', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const hold = deferred();
    const api = serveCalls({ connected: [connectedUser(1)], holdActions: hold.promise });
    renderApp('/calls');

    const row = await openRow('Membro 1');
    await user.click(row.getByRole('button', { name: 'Mutar Membro 1' }));
    await waitFor(() => expect(api.mutes).toHaveLength(1));
    expect(api.mutes[0]).toEqual({ discordId: '200000000000000001', body: { muted: true } });
    // Busy, and no toast, until the server answers.
    expect(row.getByRole('button', { name: 'Mutar Membro 1' })).toBeDisabled();
    expect(row.getByText('Mutando...')).toBeInTheDocument();
    expect(screen.queryByText(/Status de mute atualizado/)).not.toBeInTheDocument();

    const listCalls = api.connectedCalls.length;
    hold.resolve();
    // The spec's text as the title, the member under it.
    const toast = await findToast('Sucesso - Status de mute atualizado');
    expect(
      toast.getByText('Membro 1 foi mutado.', { selector: '[data-description]' }),
    ).toBeInTheDocument();
    // The lists are asked again and the row now offers the opposite.
    expect(await row.findByRole('button', { name: 'Desmutar Membro 1' })).toBeEnabled();
    expect(api.connectedCalls.length).toBeGreaterThan(listCalls);

    await user.click(row.getByRole('button', { name: 'Desmutar Membro 1' }));
    await waitFor(() => expect(api.mutes).toHaveLength(2));
    expect(api.mutes[1]?.body).toEqual({ muted: false });
  });

  it('says "Desmutando..." while unmuting, and names a member without a name by their ID', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const hold = deferred();
    serveCalls({
      connected: [connectedUser(1, { username: null, isMuted: true })],
      holdActions: hold.promise,
    });
    renderApp('/calls');

    const row = await openRow('200000000000000001');
    await user.click(row.getByRole('button', { name: 'Desmutar 200000000000000001' }));
    expect(await row.findByText('Desmutando...')).toBeInTheDocument();
    hold.resolve();
    const toast = await findToast('Sucesso - Status de mute atualizado');
    expect(toast.getByText('200000000000000001 foi desmutado.')).toBeInTheDocument();
  });

  it('undoes a mute from its toast: Discord is asked the opposite at once', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveCalls({ connected: [connectedUser(1)] });
    renderApp('/calls');

    const row = await openRow('Membro 1');
    await user.click(row.getByRole('button', { name: 'Mutar Membro 1' }));
    const toast = await findToast('Sucesso - Status de mute atualizado');
    await user.click(toast.getByRole('button', { name: 'Desfazer' }));
    const undone = await findToast('Mute desfeito');
    expect(undone.getByText('Membro 1 foi desmutado.')).toBeInTheDocument();
    expect(api.undone).toHaveLength(1);
    expect(await row.findByRole('button', { name: 'Mutar Membro 1' })).toBeEnabled();
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
    expect(first.getByRole('button', { name: 'Mutar Membro 1' })).toBeDisabled();
    expect(first.getByRole('button', { name: 'Remover Membro 1 da call' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Mutar Membro 1' })).toHaveAccessibleDescription(
      callMessages.muteBlocked,
    );
    const second = await openRow('Membro 2');
    expect(second.getByRole('button', { name: 'Remover Membro 2 da call' })).toBeDisabled();
    expect(
      second.getByText(`${callMessages.muteBlocked} ${callMessages.removeBlocked}`),
    ).toBeInTheDocument();
    const third = await openRow('Membro 3');
    expect(third.getByRole('button', { name: 'Mutar Membro 3' })).toBeEnabled();
    expect(third.getByRole('button', { name: 'Mutar Membro 3' })).not.toHaveAccessibleDescription();
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
    await user.click(row.getByRole('button', { name: 'Mutar Membro 1' }));
    const toast = await findToast('Erro - Este usuário não está mais em uma call.');
    expect(toast.getByText('Membro 1')).toBeInTheDocument();
    expect(screen.queryByText(/Status de mute atualizado/)).not.toBeInTheDocument();
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
    await user.click(row.getByRole('button', { name: 'Mutar Membro 1' }));
    const muteToast = await findToast('Erro - Falha ao alterar status de mute');
    expect(muteToast.getByText('Membro 1')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Remover Membro 1 da call' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    const removeToast = await findToast(
      'Erro - O Discord não respondeu. Tente novamente em instantes.',
    );
    expect(removeToast.getByText('Membro 1')).toBeInTheDocument();
    expect(screen.queryByText(/Falha ao remover usuário da call/)).not.toBeInTheDocument();
  });

  it('removes a member only after the confirmation', async () => {
    signInAs(testUser('moderador'));
    const user = userEvent.setup();
    const api = serveCalls({ connected: [connectedUser(1), connectedUser(2)] });
    renderApp('/calls');

    const row = await openRow('Membro 1');
    await user.click(row.getByRole('button', { name: 'Remover Membro 1 da call' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Remover da call?' }));
    expect(dialog.getByText(/Membro 1/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(api.removals).toEqual([]);

    await user.click(row.getByRole('button', { name: 'Remover Membro 1 da call' }));
    dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Remover' }));
    const toast = await findToast('Sucesso - Usuário removido da call');
    expect(toast.getByText('Membro 1')).toBeInTheDocument();
    expect(api.removals).toEqual(['200000000000000001']);
    expect(await screen.findByRole('heading', { name: 'Usuários Conectados (1)' })).toBeVisible();
    expect(screen.queryByRole('row', { name: 'Membro 1' })).not.toBeInTheDocument();
  });

  it('counts the time in call on in hours and minutes, whatever the server clock says', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(testUser('moderador'));
    // The server's clock is years off: only the seconds it counted and this clock matter.
    // 1h 04min 55s: the next minute turns within the 10 seconds before the list is asked again.
    serveCalls({
      connected: [connectedUser(1, { timeInCall: 3600 + 4 * 60 + 55 })],
      serverTime: '2020-01-01T00:00:00.000Z',
    });
    renderApp('/calls');

    const row = await openRow('Membro 1');
    const time = row.getByText('1h 04min');
    expect(time).toHaveAttribute('dateTime', expect.stringMatching(/^PT1H4M5\dS$/));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(time).toHaveTextContent(/^1h 05min$/);
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
    expect(await screen.findByRole('row', { name: 'Membro 2' })).toBeInTheDocument();
    expect(api.connectedCalls.length).toBe(before + 1);
  });
});
