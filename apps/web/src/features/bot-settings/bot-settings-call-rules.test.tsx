import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callRules } from '@/testing/calls-fixtures';
import { serveCallRules } from '@/testing/calls-rules-fake-api';
import { serveBotSettings } from '@/testing/bot-settings-fake-api';
import { deferred } from '@/testing/deferred';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./bot-settings-page');
});

async function rulesCard() {
  const title = await screen.findByRole('heading', { name: 'Tempo em call' });
  const card = title.closest<HTMLElement>('[data-slot="card"]');
  if (!card) throw new Error('no card titled Tempo em call');
  return within(card);
}

describe('bot settings, call rules', () => {
  it('shows the three rules on "Geral" and saves one as it is flipped', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveBotSettings();
    const hold = deferred();
    const api = serveCallRules({ rules: callRules({ countAfk: true }), holdSave: hold.promise });
    renderApp('/bot-settings');

    const card = await rulesCard();
    expect(
      card.getByText(
        'O ranking conta todo o tempo fora do canal AFK; estas regras decidem o tempo que vale pontos.',
      ),
    ).toBeInTheDocument();
    const alone = await card.findByRole('switch', {
      name: 'Contar o tempo de quem está sozinho no canal',
    });
    expect(alone).not.toBeChecked();
    expect(card.getByRole('switch', { name: 'Contar o tempo no canal AFK' })).toBeChecked();
    const deaf = card.getByRole('switch', {
      name: 'Contar o tempo de quem desligou o próprio áudio',
    });
    expect(deaf).not.toBeChecked();

    await user.click(alone);
    await waitFor(() => expect(api.saves).toEqual([{ countAlone: true }]));
    // The new state shows while saving; nothing else can be flipped meanwhile.
    expect(alone).toBeChecked();
    expect(deaf).toBeDisabled();
    expect(screen.queryByText('Regras de contagem salvas')).not.toBeInTheDocument();
    hold.resolve();
    expect(await screen.findByText('Regras de contagem salvas')).toBeInTheDocument();
    expect(alone).toBeChecked();
    await waitFor(() => expect(deaf).toBeEnabled());
  });

  it('puts the switch back and says so when saving fails', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveBotSettings();
    serveCallRules({
      saveError: { status: 403, body: { code: 'forbidden', message: 'Sem permissão.' } },
    });
    renderApp('/bot-settings');

    const card = await rulesCard();
    const afk = await card.findByRole('switch', { name: 'Contar o tempo no canal AFK' });
    await user.click(afk);
    expect(await screen.findByText('Erro ao salvar as regras de contagem')).toBeInTheDocument();
    expect(screen.getByText('Sem permissão.')).toBeInTheDocument();
    await waitFor(() => expect(afk).not.toBeChecked());
  });

  it('is read-only for whoever may only look', async () => {
    const admin = testUser('administrador');
    signInAs(
      testUser('suporte', {
        permissions: { ...admin.permissions, manage_bot_settings: false },
      }),
    );
    serveBotSettings();
    const api = serveCallRules({ rules: callRules({ countSelfDeaf: true }) });
    renderApp('/bot-settings');

    const card = await rulesCard();
    const switches = await card.findAllByRole('switch');
    expect(switches).toHaveLength(3);
    for (const control of switches) expect(control).toBeDisabled();
    expect(
      card.getByRole('switch', { name: 'Contar o tempo de quem desligou o próprio áudio' }),
    ).toBeChecked();
    expect(card.getByText('Você pode ver as regras, mas não alterá-las.')).toBeInTheDocument();
    expect(api.saves).toEqual([]);
  });
});
