import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeMessages, type GrantPointsBody } from '@panel/contract/api/store';
import { testUser } from '@/testing/fixtures';
import { knownMembers } from '@/testing/guild-members-fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { serveStoreManage } from '@/testing/store-manage-fake-api';
import { grantResult, storeSettings } from '@/testing/store-manage-fixtures';
import { answer } from '@/testing/answer';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('../store-manage-page');
});

// The member picker searches the server's members by name or id.
beforeEach(() => {
  server.use(
    answer('searchGuildMembers', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      const text = search.toLowerCase();
      return HttpResponse.json(
        knownMembers
          .filter((member) => member.inGuild)
          .filter((member) => member.userId === search || member.name.toLowerCase().includes(text))
          .map(({ inGuild: _inGuild, ...member }) => member),
      );
    }),
  );
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

describe('store management: points', () => {
  it('gives points to a member picked by name, then takes them from a pasted id', async () => {
    serveStoreManage();
    // The panel knows a name for the second member only: the toast names the first as picked.
    const grants: GrantPointsBody[] = [];
    server.use(
      answer('grantStorePoints', async ({ request }) => {
        const body = (await request.json()) as GrantPointsBody;
        grants.push(body);
        const name = body.discordId === '200000000000000042' ? 'Membro 42' : null;
        return HttpResponse.json(
          grantResult({ discordId: body.discordId, name, points: 1000 + body.amount }),
        );
      }),
    );
    const user = await openPoints();
    const form = grantForm();

    const member = form.getByRole('combobox', { name: 'Membro' });
    await user.type(member, 'elisa');
    await user.click(await screen.findByRole('option', { name: /Elisa Martins/ }));
    expect(member).toHaveValue('Elisa Martins');
    expect(member).toHaveAccessibleDescription(/100000000000000005/);
    await user.type(form.getByLabelText(/Quantidade/), '1800');
    expect(form.getByLabelText(/Quantidade/)).toHaveAccessibleDescription(
      'Elisa Martins recebe 1.800 pontos.',
    );
    await user.type(form.getByLabelText(/Motivo/), 'Evento da comunidade');
    await user.click(form.getByRole('button', { name: 'Dar pontos' }));

    expect(await screen.findByText('Pontos atualizados')).toBeInTheDocument();
    expect(
      screen.getByText('Elisa Martins recebeu 1.800 pontos. Saldo: 2.800 pontos.'),
    ).toBeInTheDocument();
    expect(grants).toEqual([
      { discordId: '100000000000000005', amount: 1800, reason: 'Evento da comunidade' },
    ]);
    expect(member).toHaveValue('');
    expect(form.getByLabelText(/Quantidade/)).toHaveValue(null);

    // Someone the search does not find: the pasted id is used as it is.
    await user.click(member);
    await user.paste('200000000000000042');
    expect(
      await screen.findByText(
        'Nenhum membro encontrado. O ID digitado pode ser usado assim mesmo.',
      ),
    ).toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: 'Tirar pontos' }));
    await user.type(form.getByLabelText(/Quantidade/), '200');
    expect(form.getByText('O membro perde 200 pontos.')).toBeInTheDocument();
    await user.type(form.getByLabelText(/Motivo/), 'Punição por spam');
    await user.click(form.getByRole('button', { name: 'Tirar pontos' }));

    expect(
      await screen.findByText('Membro 42 perdeu 200 pontos. Saldo: 800 pontos.'),
    ).toBeInTheDocument();
    expect(grants[1]).toEqual({
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
    expect(form.getByText('Informe o membro pelo nome ou pelo ID do Discord.')).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Membro' })).toHaveFocus();

    // A name typed but not picked from the list names nobody.
    await user.type(form.getByRole('combobox', { name: 'Membro' }), 'zzz');
    // Typing clears the field's refusal.
    expect(form.queryByText('Informe o membro pelo nome ou pelo ID do Discord.')).toBeNull();
    await user.click(form.getByRole('button', { name: 'Tirar pontos' }));
    expect(
      form.getByText('Escolha um membro na lista ou cole um ID do Discord (17 a 20 dígitos).'),
    ).toBeInTheDocument();
    await user.clear(form.getByRole('combobox', { name: 'Membro' }));

    await user.clear(form.getByLabelText(/Quantidade/));
    await user.type(form.getByLabelText(/Quantidade/), '500');
    await user.type(form.getByLabelText(/Motivo/), 'ok');
    await user.click(form.getByRole('button', { name: 'Tirar pontos' }));
    expect(form.getByText('O motivo deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Membro' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.grants).toEqual([]);

    await user.click(form.getByRole('combobox', { name: 'Membro' }));
    await user.paste('200000000000000042');
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
    expect(screen.getByText('Os pontos por minuto podem ser no máximo 1.000.')).toBeInTheDocument();
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
