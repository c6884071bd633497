import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { botCatalog, ids } from '@/testing/bot-settings-fixtures';
import { serveBotSettings } from '@/testing/bot-settings-fake-api';
import { deferred } from '@/testing/deferred';
import { dutySettings } from '@/testing/duty-fixtures';
import { serveDutySettings } from '@/testing/duty-settings-fake-api';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./bot-settings-page');
});

const staffRoom = '500000000000000004';
const catalog = () => {
  const base = botCatalog();
  const voice = base.channels.find((channel) => channel.id === ids.voiceChannel);
  if (!voice) throw new Error('the catalog has no voice channel');
  return botCatalog({
    channels: [...base.channels, { ...voice, id: staffRoom, name: 'Sala da staff' }],
  });
};

async function dutyCard() {
  const title = await screen.findByRole('heading', { name: 'Serviço' });
  const card = title.closest<HTMLElement>('[data-slot="card"]');
  if (!card) throw new Error('no card titled Serviço');
  return within(card);
}

const hoursLabel = 'Encerrar turnos abertos após';

/** The page, used: the card's code loads once someone uses it (a key pressed here). */
async function openBotSettings() {
  const result = renderApp('/bot-settings');
  await screen.findByRole('heading', { name: 'Serviço' });
  fireEvent.keyDown(window);
  await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull());
  return result;
}

describe('bot settings, duty', () => {
  it('shows the limit and the staff channels, and saves only what changed', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveBotSettings({ catalog: catalog() });
    const hold = deferred();
    const api = serveDutySettings({
      settings: dutySettings({ voiceChannelIds: [ids.voiceChannel] }),
      holdSave: hold.promise,
    });
    await openBotSettings();

    const card = await dutyCard();
    const hours = await card.findByRole('spinbutton', { name: hoursLabel });
    expect(hours).toHaveValue(12);
    const chosen = card.getByRole('list', { name: 'Canais escolhidos' });
    expect(await within(chosen).findByText('Sala de espera')).toBeInTheDocument();
    expect(card.getByText('Nenhuma alteração')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();

    await user.clear(hours);
    await user.type(hours, '8');
    await user.click(card.getByRole('button', { name: 'Escolher canais de voz' }));
    // Only voice channels, under their category.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sala de espera',
      'Sala da staff',
    ]);
    await user.click(screen.getByRole('option', { name: 'Sala da staff' }));
    await user.keyboard('{Escape}');
    expect(card.getByText('2 alterações não salvas')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(api.saves).toEqual([
        { maxShiftHours: 8, voiceChannelIds: [ids.voiceChannel, staffRoom] },
      ]),
    );
    expect(card.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    hold.resolve();
    expect(await screen.findByText('Configurações de serviço salvas')).toBeInTheDocument();
    expect(await card.findByText('Nenhuma alteração')).toBeInTheDocument();
    expect(hours).toHaveValue(8);
    expect(within(chosen).getByText('Sala da staff')).toBeInTheDocument();

    // A channel taken off, then put back with "Desfazer": nothing to save.
    await user.click(card.getByRole('button', { name: 'Remover o canal Sala de espera' }));
    expect(card.getByText('1 alteração não salva')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Desfazer' }));
    expect(card.getByText('Nenhuma alteração')).toBeInTheDocument();
    expect(within(chosen).getByText('Sala de espera')).toBeInTheDocument();
  });

  it('refuses a limit out of range before asking, and shows the server refusal under its field', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveBotSettings({ catalog: catalog() });
    const api = serveDutySettings({
      saveError: {
        status: 400,
        body: {
          code: 'validation',
          message: 'Dados inválidos.',
          issues: [
            { path: 'body.voiceChannelIds', message: 'Escolha no máximo 25 canais de voz.' },
          ],
        },
      },
    });
    await openBotSettings();

    const card = await dutyCard();
    const hours = await card.findByRole('spinbutton', { name: hoursLabel });
    await user.clear(hours);
    await user.type(hours, '30');
    await user.click(card.getByRole('button', { name: 'Salvar alterações' }));
    const limit = 'O limite do turno deve ser um número inteiro de horas entre 1 e 24.';
    expect(await card.findByText(limit)).toBeInTheDocument();
    expect(hours).toHaveFocus();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(api.saves).toEqual([]);

    await user.clear(hours);
    expect(card.queryByText(limit)).not.toBeInTheDocument();
    await user.type(hours, '6');
    await user.click(card.getByRole('button', { name: 'Escolher canais de voz' }));
    await user.click(screen.getByRole('option', { name: 'Sala da staff' }));
    await user.keyboard('{Escape}');
    await user.click(card.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await card.findByText('Escolha no máximo 25 canais de voz.', { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Erro ao salvar as configurações de serviço')).toBeInTheDocument();
    expect(api.saves).toEqual([{ maxShiftHours: 6, voiceChannelIds: [staffRoom] }]);
    // What was chosen stays, to be fixed and sent again.
    expect(card.getByText('2 alterações não salvas')).toBeInTheDocument();
  });

  it('takes channel ids by hand while the bot has not synchronised the server', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveBotSettings({ catalog: botCatalog({ roles: [], channels: [], synced: false }) });
    const api = serveDutySettings();
    await openBotSettings();

    const card = await dutyCard();
    expect(
      await card.findByText(
        'Nenhum canal escolhido: entrar em call não coloca ninguém em serviço.',
      ),
    ).toBeInTheDocument();
    expect(
      await card.findByText(/O bot ainda não sincronizou o servidor: informe os IDs à mão/),
    ).toBeInTheDocument();
    const typed = await card.findByRole('textbox', { name: 'ID do canal de voz' });
    await user.type(typed, '123');
    await user.click(card.getByRole('button', { name: 'Adicionar' }));
    expect(card.getByText('Um ID do Discord tem de 17 a 20 dígitos.')).toBeInTheDocument();
    await user.clear(typed);
    await user.type(typed, `${staffRoom}{Enter}`);
    expect(
      within(card.getByRole('list', { name: 'Canais escolhidos' })).getByText(staffRoom),
    ).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(api.saves).toEqual([{ voiceChannelIds: [staffRoom] }]));
  });

  it('is read-only for whoever may only look', async () => {
    const admin = testUser('administrador');
    signInAs(
      testUser('suporte', { permissions: { ...admin.permissions, manage_bot_settings: false } }),
    );
    serveBotSettings({ catalog: catalog() });
    const api = serveDutySettings({
      settings: dutySettings({ maxShiftHours: 4, voiceChannelIds: [staffRoom] }),
    });
    await openBotSettings();

    const card = await dutyCard();
    const hours = await card.findByRole('spinbutton', { name: hoursLabel });
    expect(hours).toHaveValue(4);
    expect(hours).toHaveAttribute('readonly');
    expect(await card.findByText('Sala da staff')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Remover|Escolher|Salvar/ })).not.toBeInTheDocument();
    expect(
      card.getByText('Você pode ver as configurações de serviço, mas não alterá-las.'),
    ).toBeInTheDocument();
    expect(api.saves).toEqual([]);
  });

  it('says so when the settings cannot be read, and tries again', async () => {
    signInAs(testUser('administrador'));
    const user = userEvent.setup();
    serveBotSettings();
    serveDutySettings({ readStatus: 500 });
    await openBotSettings();

    const card = await dutyCard();
    expect(
      await card.findByText('Erro ao carregar as configurações de serviço.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    serveDutySettings({ settings: dutySettings({ maxShiftHours: 10 }) });
    await user.click(card.getByRole('button', { name: 'Tentar novamente' }));
    expect(await card.findByRole('spinbutton', { name: hoursLabel })).toHaveValue(10);
  });
});
