import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamSettings } from '@panel/contract/api/team-accountability';
import { answer } from '@/testing/answer';
import { ids } from '@/testing/bot-settings-fixtures';
import { serveBotSettings } from '@/testing/bot-settings-fake-api';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { teamSettings } from '@/testing/team-settings-fixtures';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./bot-settings-page');
});

const daysLabel = 'Dias sem atividade para o alerta';
const channelLabel = 'Canal do alerta de inatividade';
const hoursLabel = 'Alerta de espera';
const switchLabel = 'Avisar quando alguém da equipe ficar sem atividade';
const daysError = 'Os dias sem atividade devem ser um número inteiro entre 1 e 90, ou desligados.';
const hoursError = 'O alerta de espera deve ser um número inteiro de horas entre 1 e 720.';

type Card = Awaited<ReturnType<typeof teamCard>>;
const daysInput = (card: Card) => card.getByRole('spinbutton', { name: daysLabel });
const hoursInput = (card: Card) => card.getByRole('spinbutton', { name: hoursLabel });
// The optional field's name ends in "(opcional)".
const channelInput = (card: Card) =>
  card.getByRole('textbox', { name: new RegExp(`^${channelLabel}`) });
const saveButton = (card: Card) => card.getByRole('button', { name: 'Salvar alterações' });

/** Saved settings and the bodies of every save; a save answers `refusal` when given. */
function serveTeamSettings(
  saved: TeamSettings = teamSettings(),
  refusal?: { status: number; body: object },
) {
  const state = { saved, saves: [] as unknown[] };
  server.use(
    answer('getTeamSettings', () => HttpResponse.json(state.saved)),
    answer('updateTeamSettings', async ({ request }) => {
      const body = (await request.json()) as Partial<TeamSettings>;
      state.saves.push(body);
      if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
      state.saved = { ...state.saved, ...body };
      return HttpResponse.json(state.saved);
    }),
  );
  return state;
}

async function teamCard() {
  const title = await screen.findByRole('heading', { name: 'Equipe' });
  const card = title.closest<HTMLElement>('[data-slot="card"]');
  if (!card) throw new Error('no card titled Equipe');
  return within(card);
}

function signInAdmin() {
  signInAs(testUser('administrador'));
  serveBotSettings();
}

/** The page, used: the card's code loads once someone uses it (a key pressed here). */
async function openBotSettings() {
  const result = renderApp('/bot-settings');
  await screen.findByRole('heading', { name: 'Equipe' });
  fireEvent.keyDown(window);
  await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull());
  return result;
}

describe('bot settings, the team', () => {
  it('shows the settings in one column and saves only what changed', async () => {
    signInAdmin();
    const user = userEvent.setup();
    const api = serveTeamSettings();
    await openBotSettings();

    const card = await teamCard();
    const days = await card.findByRole('spinbutton', { name: daysLabel });
    expect(days).toHaveValue(7);
    expect(days).toBeEnabled();
    expect(card.getByRole('switch', { name: switchLabel })).toBeChecked();
    expect(channelInput(card)).toHaveValue('');
    // Once the guild's channels are in, the field offers them.
    await card.findByRole('button', { name: `Escolher canal: ${channelLabel}` });
    expect(channelInput(card)).toHaveAttribute('placeholder', 'Canal ou ID');
    expect(hoursInput(card)).toHaveValue(72);
    expect(card.getByText(/72 horas = 3 dias/)).toBeInTheDocument();
    expect(card.getByText('Nenhuma alteração')).toBeInTheDocument();
    expect(saveButton(card)).toBeDisabled();
    expect(card.queryByRole('button', { name: 'Desfazer' })).not.toBeInTheDocument();

    await user.clear(days);
    await user.type(days, '10');
    expect(card.getByText('1 alteração não salva')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: `Escolher canal: ${channelLabel}` }));
    await user.click(await screen.findByRole('option', { name: /logs/ }));
    expect(channelInput(card)).toHaveValue(ids.logChannel);
    expect(card.getByText('2 alterações não salvas')).toBeInTheDocument();
    await user.clear(hoursInput(card));
    await user.type(hoursInput(card), '30');
    expect(card.getByText(/30 horas = 1 dia e 6 horas/)).toBeInTheDocument();
    // Back to what is saved: no longer a change, and not sent.
    await user.clear(hoursInput(card));
    await user.type(hoursInput(card), '72');
    expect(card.getByText('2 alterações não salvas')).toBeInTheDocument();
    await user.click(saveButton(card));

    expect(await screen.findByText('Configurações da equipe salvas')).toBeInTheDocument();
    expect(api.saves).toEqual([{ inactivityDays: 10, inactivityChannelId: ids.logChannel }]);
    expect(await card.findByText('Nenhuma alteração')).toBeInTheDocument();
    expect(saveButton(card)).toBeDisabled();
    expect(daysInput(card)).toHaveValue(10);
  });

  it('undoes the changes back to the saved settings', async () => {
    signInAdmin();
    const user = userEvent.setup();
    const api = serveTeamSettings(teamSettings({ inactivityChannelId: ids.logChannel }));
    await openBotSettings();

    const card = await teamCard();
    const hours = await card.findByRole('spinbutton', { name: hoursLabel });
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(card.getByRole('button', { name: `Limpar ${channelLabel}` }));
    await user.click(card.getByRole('switch', { name: switchLabel }));
    expect(card.getByText('3 alterações não salvas')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Desfazer' }));
    expect(hours).toHaveValue(72);
    expect(channelInput(card)).toHaveValue(ids.logChannel);
    expect(card.getByRole('switch', { name: switchLabel })).toBeChecked();
    expect(card.getByText('Nenhuma alteração')).toBeInTheDocument();
    expect(saveButton(card)).toBeDisabled();
    expect(api.saves).toEqual([]);
  });

  it('turns the alert off, and refuses numbers out of range in Portuguese before sending', async () => {
    signInAdmin();
    const user = userEvent.setup();
    const api = serveTeamSettings(teamSettings({ inactivityChannelId: ids.logChannel }));
    await openBotSettings();

    const card = await teamCard();
    const hours = await card.findByRole('spinbutton', { name: hoursLabel });
    await user.clear(hours);
    await user.type(hours, '721');
    await user.clear(daysInput(card));
    await user.click(saveButton(card));
    expect(card.getByText(daysError)).toBeInTheDocument();
    expect(card.getByText(hoursError)).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    // The first refused field takes the focus.
    expect(daysInput(card)).toHaveFocus();
    expect(api.saves).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '72');
    expect(card.queryByText(hoursError)).not.toBeInTheDocument();
    await user.click(card.getByRole('switch', { name: switchLabel }));
    // Off: the days stay in view, disabled, and their refusal goes with the change.
    expect(daysInput(card)).toBeDisabled();
    expect(card.queryByText(daysError)).not.toBeInTheDocument();
    expect(card.getByText('1 alteração não salva')).toBeInTheDocument();
    await user.click(saveButton(card));
    await waitFor(() => expect(api.saves).toEqual([{ inactivityDays: null }]));
    expect(await screen.findByText('Configurações da equipe salvas')).toBeInTheDocument();
    expect(await card.findByText('Nenhuma alteração')).toBeInTheDocument();
    expect(card.getByRole('switch', { name: switchLabel })).not.toBeChecked();
    expect(daysInput(card)).toBeDisabled();
  });

  it('says why the server refused, beside the field', async () => {
    signInAdmin();
    const user = userEvent.setup();
    const message =
      'Informe o ID de um canal de texto do Discord (17 a 20 dígitos), ou nenhum canal.';
    const api = serveTeamSettings(teamSettings(), {
      status: 400,
      body: {
        code: 'validation',
        message,
        issues: [{ path: 'inactivityChannelId', message }],
      },
    });
    await openBotSettings();

    const card = await teamCard();
    await card.findByRole('spinbutton', { name: daysLabel });
    await user.type(channelInput(card), '500000000000000099');
    await user.click(saveButton(card));
    expect(
      await screen.findByText('Erro ao salvar as configurações da equipe'),
    ).toBeInTheDocument();
    expect(await card.findByText(message)).toBeInTheDocument();
    expect(channelInput(card)).toHaveAttribute('aria-invalid', 'true');
    expect(api.saves).toEqual([{ inactivityChannelId: '500000000000000099' }]);
    // The change is kept, to be corrected.
    expect(card.getByText('1 alteração não salva')).toBeInTheDocument();
  });

  it('is read-only for whoever may only look', async () => {
    const admin = testUser('administrador');
    signInAs(
      testUser('suporte', { permissions: { ...admin.permissions, manage_bot_settings: false } }),
    );
    serveBotSettings();
    serveTeamSettings(teamSettings({ inactivityDays: null }));
    await openBotSettings();

    const card = await teamCard();
    expect(await card.findByRole('switch', { name: switchLabel })).toBeDisabled();
    expect(card.getByRole('switch', { name: switchLabel })).not.toBeChecked();
    expect(daysInput(card)).toBeDisabled();
    expect(hoursInput(card)).toBeDisabled();
    expect(channelInput(card)).toHaveAttribute('readonly');
    expect(channelInput(card)).toHaveAttribute('placeholder', 'Nenhum canal');
    expect(
      card.queryByRole('button', { name: `Escolher canal: ${channelLabel}` }),
    ).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Salvar alterações' })).not.toBeInTheDocument();
    expect(card.queryByText('Nenhuma alteração')).not.toBeInTheDocument();
    expect(
      card.getByText('Você pode ver estas configurações, mas não alterá-las.'),
    ).toBeInTheDocument();
  });
});
