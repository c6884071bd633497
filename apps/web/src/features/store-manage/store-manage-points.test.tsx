import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storeMessages } from '@panel/contract/api/store';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { serveStoreManage } from '@/testing/store-manage-fake-api';
import { storeSettings } from '@/testing/store-manage-fixtures';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('./store-manage-page');
});

async function openPoints(user = testUser('administrador')) {
  signInAs(user);
  renderApp('/store/manage?tab=pontos');
  await screen.findByRole('tab', { name: 'Pontos', selected: true });
  // The tab's code loads when it first shows.
  await screen.findByLabelText(/Pontos por minuto em call/);
  return userEvent.setup();
}

function grantForm() {
  return within(screen.getByRole('form', { name: 'Dar ou tirar pontos' }));
}

describe('store management: points', { timeout: 20_000 }, () => {
  it('gives points, then takes them with a negative amount', async () => {
    const api = serveStoreManage();
    const user = await openPoints();
    const form = grantForm();

    await user.type(form.getByLabelText(/ID do Discord do membro/), '200000000000000042');
    await user.type(form.getByLabelText(/Quantidade/), '500');
    await user.type(form.getByLabelText(/Motivo/), 'Evento da comunidade');
    await user.click(form.getByRole('button', { name: 'Dar pontos' }));

    expect(await screen.findByText('Pontos atualizados')).toBeInTheDocument();
    expect(screen.getByText('Membro 42: saldo de 1.500 pontos.')).toBeInTheDocument();
    expect(api.grants).toEqual([
      { discordId: '200000000000000042', amount: 500, reason: 'Evento da comunidade' },
    ]);
    expect(form.getByLabelText(/Quantidade/)).toHaveValue(null);

    await user.type(form.getByLabelText(/ID do Discord do membro/), '200000000000000042');
    await user.click(form.getByRole('radio', { name: 'Tirar pontos' }));
    await user.type(form.getByLabelText(/Quantidade/), '200');
    await user.type(form.getByLabelText(/Motivo/), 'Punição por spam');
    await user.click(form.getByRole('button', { name: 'Tirar pontos' }));

    await vi.waitFor(() => expect(api.grants).toHaveLength(2));
    expect(api.grants[1]).toEqual({
      discordId: '200000000000000042',
      amount: -200,
      reason: 'Punição por spam',
    });
  });

  it('checks the form before sending and shows the server refusal', async () => {
    const api = serveStoreManage({
      refuse: {
        grant: {
          status: 409,
          body: { code: 'conflict', message: storeMessages.balanceTooLow(120) },
        },
      },
    });
    const user = await openPoints();
    const form = grantForm();

    await user.click(form.getByRole('radio', { name: 'Tirar pontos' }));
    await user.type(form.getByLabelText(/Quantidade/), '-5');
    await user.click(form.getByRole('button', { name: 'Tirar pontos' }));
    expect(form.getByText(/Use um número positivo/)).toBeInTheDocument();
    expect(form.getByLabelText(/Quantidade/)).toHaveFocus();

    await user.clear(form.getByLabelText(/Quantidade/));
    await user.type(form.getByLabelText(/Quantidade/), '500');
    await user.type(form.getByLabelText(/Motivo/), 'ok');
    await user.click(form.getByRole('button', { name: 'Tirar pontos' }));
    expect(form.getByText('O motivo deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(form.getByLabelText(/ID do Discord do membro/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.grants).toEqual([]);

    await user.type(form.getByLabelText(/ID do Discord do membro/), '200000000000000042');
    await user.type(form.getByLabelText(/Motivo/), 'ok!');
    await user.click(form.getByRole('button', { name: 'Tirar pontos' }));
    expect(await form.findByRole('alert')).toHaveTextContent(storeMessages.balanceTooLow(120));
    expect(api.grants).toEqual([
      { discordId: '200000000000000042', amount: -500, reason: 'okok!' },
    ]);
  });

  it('shows and saves the points per minute in voice', async () => {
    const api = serveStoreManage({ settings: storeSettings({ pointsPerMinute: 3 }) });
    const user = await openPoints();

    const input = await screen.findByLabelText(/Pontos por minuto em call/);
    expect(input).toHaveValue(3);
    expect(
      screen.getByText(
        'Vale para os minutos contados a partir de agora. 0 para não dar pontos por tempo em call.',
      ),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '2000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Os pontos por minuto podem ser no máximo 1000.')).toBeInTheDocument();
    expect(api.settingsUpdates).toEqual([]);

    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Pontos por minuto salvos')).toBeInTheDocument();
    expect(api.settingsUpdates).toEqual([{ pointsPerMinute: 0 }]);
    expect(input).toHaveValue(0);
  });

  it('is read-only for whoever may only view the store', async () => {
    serveStoreManage({ settings: storeSettings({ pointsPerMinute: 2 }) });
    await openPoints(testUser('moderador'));

    const input = await screen.findByLabelText(/Pontos por minuto em call/);
    expect(input).toHaveValue(2);
    expect(input).toHaveAttribute('readonly');
    expect(screen.queryByRole('form', { name: 'Dar ou tirar pontos' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});
