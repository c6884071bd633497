import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ids } from '@/testing/bot-settings-fixtures';
import { serveBotSettings } from '@/testing/bot-settings-fake-api';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./bot-settings-page');
});

afterEach(() => {
  vi.useRealTimers();
});

function field(label: string) {
  return within(screen.getByRole('group', { name: label }));
}

async function openIds() {
  signInAs(testUser('administrador'));
  renderApp('/bot-settings?tab=ids');
  await screen.findByRole('heading', { name: 'Canais' });
}

describe('bot settings: testing a channel', () => {
  it('sends the typed channel and asks every second until the message is delivered', async () => {
    const user = userEvent.setup();
    const api = serveBotSettings({
      testDeliveryStates: [{ status: 'pending' }, { status: 'delivered' }],
    });
    await openIds();

    // Not saved yet: the test uses what is typed.
    await user.type(field('Canal de logs de códigos').getByRole('textbox'), ids.hiddenChannel);
    await user.click(screen.getByRole('button', { name: 'Testar Canal de logs de códigos' }));
    expect(
      await field('Canal de logs de códigos').findByText('Enviando a mensagem de teste...'),
    ).toBeInTheDocument();
    expect(api.tests).toEqual([{ key: 'codeLogChannelId', channelId: ids.hiddenChannel }]);

    const outcome = await field('Canal de logs de códigos').findByText(
      'Mensagem de teste entregue',
    );
    expect(outcome).toBeInTheDocument();
    expect(api.polls).toEqual(['900', '900']);
    // The toast says it too.
    // The toaster loads with the first toast.
    await waitFor(() => expect(screen.getAllByText('Mensagem de teste entregue')).toHaveLength(2));
    expect(field('Canal de logs').getByRole('button', { name: /^Testar/ })).toBeEnabled();
  });

  it("shows why Discord refused the message, in Discord's words too", async () => {
    const user = userEvent.setup();
    serveBotSettings({
      testDeliveryStates: [
        {
          status: 'failed',
          failure: {
            reason: 'O bot não pode enviar mensagens neste canal.',
            detail: 'Missing Access',
          },
        },
      ],
    });
    await openIds();
    await user.click(screen.getByRole('button', { name: 'Testar Canal de logs' }));

    const logs = field('Canal de logs');
    expect(
      await logs.findByText('O bot não pode enviar mensagens neste canal.'),
    ).toBeInTheDocument();
    expect(logs.getByText('Missing Access')).toBeInTheDocument();
  });

  it('gives up after about 30 seconds and says the message is still queued', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = serveBotSettings({ testDeliveryStates: [{ status: 'pending' }] });
    await openIds();
    await user.click(screen.getByRole('button', { name: 'Testar Canal de logs' }));
    await field('Canal de logs').findByText('Enviando a mensagem de teste...');

    await vi.advanceTimersByTimeAsync(29_000);
    expect(field('Canal de logs').queryByText(/ainda está na fila/)).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(
      await field('Canal de logs').findByText(
        'A mensagem ainda está na fila (o bot está offline?)',
      ),
    ).toBeInTheDocument();
    expect(api.polls.length).toBeGreaterThanOrEqual(29);
    expect(api.polls.length).toBeLessThanOrEqual(31);
  });

  it('offers no test without a channel id', async () => {
    serveBotSettings();
    await openIds();
    expect(screen.getByRole('button', { name: 'Testar Canal de erros de códigos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Testar Canal de logs' })).toBeEnabled();
  });
});
