import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { serveGameLinks } from '@/testing/game-servers-fake-api';
import { gameIdentity } from '@/testing/game-servers-fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';

async function openCard() {
  signInAs(testUser('user', { id: '100000000000000004' }));
  const { router } = renderApp('/account');
  const heading = await screen.findByRole('heading', { name: 'Vincular conta do jogo' });
  return {
    router,
    user: userEvent.setup(),
    card: within(defined(heading.closest<HTMLElement>('[data-slot="card"]'))),
  };
}

function toast(title: string | RegExp) {
  return screen.findByText(title, { selector: '[data-title]' });
}

describe('account page, game accounts', () => {
  it('links the game account of the code shown in the game, then lists it', async () => {
    const linked = gameIdentity(7, { lastSeenAt: '2026-03-20T21:15:00.000Z' });
    const api = serveGameLinks({ linked: [linked] });
    const { user, card } = await openCard();

    expect(await card.findByText('Nenhuma conta do jogo vinculada.')).toBeInTheDocument();
    const input = card.getByLabelText('Código do jogo');
    expect(input).toHaveAccessibleDescription(
      'O código aparece na tela do jogo quando você tenta entrar no servidor.',
    );

    await user.click(card.getByRole('button', { name: 'Vincular' }));
    expect(card.getByText('Informe o código que apareceu no jogo.')).toBeInTheDocument();
    await user.type(input, 'R0K2');
    await user.click(card.getByRole('button', { name: 'Vincular' }));
    expect(
      card.getByText('Código inválido: são 5 letras e números, como R7K2Q.'),
    ).toBeInTheDocument();
    expect(api.linkCalls).toEqual([]);

    await user.clear(input);
    await user.type(input, 'r7k 2q');
    await user.click(card.getByRole('button', { name: 'Vincular' }));
    expect(
      await toast('Conta do jogo vinculada: conecte de novo em Cidade principal para entrar.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Diego_RP em Cidade principal')).toBeInTheDocument();
    expect(api.linkCalls).toEqual([{ code: 'R7K2Q' }]);
    await waitFor(() => expect(input).toHaveValue(''));

    const list = within(await card.findByRole('list', { name: 'Contas do jogo vinculadas' }));
    expect(list.getByText('Licença Rockstar')).toBeInTheDocument();
    expect(list.getByText(linked.identifier)).toBeInTheDocument();
    expect(list.getByText('Diego_RP')).toBeInTheDocument();
    expect(list.getByText(formatDateTime('2026-03-20T21:15:00.000Z'))).toBeInTheDocument();
  });

  it('sends a linked member without a whitelist to ask for one, from the toast', async () => {
    serveGameLinks({ next: 'no_whitelist' });
    const { user, card, router } = await openCard();
    await user.type(card.getByLabelText('Código do jogo'), 'R7K2Q');
    await user.click(card.getByRole('button', { name: 'Vincular' }));
    expect(await toast(/Agora peça sua whitelist/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pedir whitelist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/whitelist'));
  });

  it('shows the server’s reason when the code is refused', async () => {
    serveGameLinks({
      links: [gameIdentity(1, { kind: 'steam', identifier: 'steam:110000112345678' })],
      refuse: {
        status: 404,
        body: { code: 'not_found', message: 'Código não encontrado ou expirado.' },
      },
    });
    const { user, card } = await openCard();
    expect(await card.findByText('steam:110000112345678')).toBeInTheDocument();
    expect(card.getByText('Steam')).toBeInTheDocument();
    await user.type(card.getByLabelText('Código do jogo'), 'ABCDE');
    await user.click(card.getByRole('button', { name: 'Vincular' }));
    expect(await toast('Não foi possível vincular a conta do jogo')).toBeInTheDocument();
    expect(screen.getByText('Código não encontrado ou expirado.')).toBeInTheDocument();
    expect(card.getByLabelText('Código do jogo')).toHaveValue('ABCDE');
  });

  it('says when the linked accounts fail to load', async () => {
    serveGameLinks({ listStatus: 500 });
    const { card } = await openCard();
    expect(await card.findByText('Erro ao carregar suas contas do jogo.')).toBeInTheDocument();
  });
});
