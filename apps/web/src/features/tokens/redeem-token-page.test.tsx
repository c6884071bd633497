import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { serveTokens } from '@/testing/tokens-fixtures';
import { defined } from '@/testing/defined';
import { serveGameLinks } from '@/testing/game-servers-fake-api';
import { splitAttemptsWarning } from './attempts-warning';

async function openPage() {
  signInAs(testUser('user', { id: '100000000000000004' }));
  const result = renderApp('/use-code');
  await screen.findByRole('form', { name: 'Resgatar código' });
  return result;
}

const input = () => screen.getByLabelText('Código');
const redeemButton = () => screen.getByRole('button', { name: 'Resgatar' });

/** The outcome panel around its heading. */
async function outcome(heading: string) {
  const element = await screen.findByRole('heading', { name: heading });
  return defined(element.closest<HTMLElement>('[role="status"], [role="alert"]'));
}

describe('use code page', () => {
  it('asks for a code without calling the server when the input is empty', async () => {
    const api = serveTokens();
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByRole('link', { name: 'Minha Conta' })).toHaveAttribute('href', '/account');

    await user.type(input(), '   ');
    await user.click(redeemButton());
    expect(await screen.findByText('Por favor, insira um código válido.')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveFocus();
    expect(api.redeemed).toEqual([]);
  });

  it('redeems the code as typed but for surrounding spaces, then shows what it gave', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const granted = 'Convite resgatado com sucesso. Você também recebeu um cargo no Discord.';
    const api = serveTokens({
      redeem: async () => {
        await answered;
        return { status: 200, body: { type: 'invite', message: granted } };
      },
    });
    const user = userEvent.setup();
    await openPage();
    await user.type(input(), '  aB3xY9 ');
    await user.click(redeemButton());
    expect(await screen.findByRole('button', { name: 'Resgatando...' })).toBeDisabled();
    answer();

    const panel = await outcome('Código resgatado!');
    expect(panel).toHaveAttribute('role', 'status');
    expect(panel).toHaveTextContent(granted);
    expect(api.redeemed).toEqual([{ token: 'aB3xY9' }]);

    await screen.findByRole('button', { name: 'Resgatar Outro' }).then((b) => user.click(b));
    expect(input()).toHaveValue('');
    expect(redeemButton()).toBeEnabled();
  });

  it('shows the server reason, and "Tentar Novamente" goes back with the code kept', async () => {
    const used = 'Este código já foi utilizado anteriormente.';
    const api = serveTokens({
      redeem: () => ({ status: 409, body: { code: 'conflict', message: used } }),
    });
    const user = userEvent.setup();
    await openPage();
    await user.type(input(), 'Usado1');
    await user.click(redeemButton());

    const panel = await outcome('Não foi possível resgatar o código');
    expect(panel).toHaveAttribute('role', 'alert');
    expect(panel).toHaveTextContent(used);
    expect(screen.queryByRole('heading', { name: 'Código resgatado!' })).not.toBeInTheDocument();
    // What was typed stays in the field beside the reason.
    expect(input()).toBeVisible();
    expect(input()).toHaveValue('Usado1');
    expect(input()).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(input()).toHaveValue('Usado1');
    expect(screen.queryByText(used)).not.toBeInTheDocument();
    await user.click(redeemButton());
    expect(await outcome('Não foi possível resgatar o código')).toHaveTextContent(used);
    expect(api.redeemed).toHaveLength(2);
  });

  it('keeps the typed code after a refusal and puts the refusal away once it is corrected', async () => {
    const api = serveTokens({
      redeem: () =>
        api.redeemed.length === 1
          ? { status: 409, body: { code: 'conflict', message: 'Este código está expirado.' } }
          : { status: 200, body: { type: 'invite', message: 'Convite resgatado com sucesso.' } },
    });
    const user = userEvent.setup();
    await openPage();
    await user.type(input(), 'Venci1');
    await user.click(redeemButton());
    expect(await outcome('Não foi possível resgatar o código')).toHaveTextContent(
      'Este código está expirado.',
    );
    expect(input()).toHaveValue('Venci1');

    await user.type(input(), '{Backspace}2');
    expect(input()).toHaveValue('Venci2');
    expect(screen.queryByText('Este código está expirado.')).not.toBeInTheDocument();
    await user.click(redeemButton());
    expect(await outcome('Código resgatado!')).toHaveTextContent('Convite resgatado com sucesso.');
    expect(api.redeemed).toEqual([{ token: 'Venci1' }, { token: 'Venci2' }]);
  });

  it('shows the server reason of an unknown code and, near the block, how many tries are left', async () => {
    const notFound =
      'Código não encontrado. Confira as letras e os números: maiúsculas e minúsculas contam.';
    const answers = [notFound, `${notFound} Restam 2 tentativas antes do bloqueio.`];
    const api = serveTokens({
      redeem: () => ({
        status: 404,
        body: { code: 'not_found', message: answers[api.redeemed.length - 1] ?? '' },
      }),
    });
    const user = userEvent.setup();
    await openPage();
    await user.type(input(), 'abc123');
    await user.click(redeemButton());
    const first = await outcome('Não foi possível resgatar o código');
    expect(first).toHaveTextContent(notFound);
    expect(within(first).queryByText(/antes do bloqueio/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    await user.click(redeemButton());
    const second = await outcome('Não foi possível resgatar o código');
    expect(within(second).getByText(notFound)).toBeInTheDocument();
    // The warning is said apart from the reason.
    expect(within(second).getByText('Restam 2 tentativas antes do bloqueio.')).toBeInTheDocument();
  });

  it('says the last try before the block apart from the reason', () => {
    expect(
      splitAttemptsWarning('Este código está expirado. Resta 1 tentativa antes do bloqueio.'),
    ).toEqual({
      reason: 'Este código está expirado.',
      warning: 'Resta 1 tentativa antes do bloqueio.',
    });
    expect(splitAttemptsWarning('Este código está expirado.')).toEqual({
      reason: 'Este código está expirado.',
      warning: null,
    });
  });

  it('sends a blocked member to /blocked', async () => {
    serveTokens({
      redeem: () => ({
        status: 423,
        body: { code: 'blocked', message: 'Você foi bloqueado de resgatar códigos.' },
      }),
    });
    const user = userEvent.setup();
    const { router } = await openPage();
    await user.type(input(), 'Errad5');
    await user.click(redeemButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/blocked'));
    expect(await screen.findByText('Acesso bloqueado')).toBeInTheDocument();
  });

  it('links the game account when the code is the 5 characters shown by the game', async () => {
    const tokens = serveTokens();
    const links = serveGameLinks();
    const user = userEvent.setup();
    await openPage();
    await user.type(input(), ' r7k-2q ');
    await user.click(redeemButton());

    const done = await outcome('Conta do jogo vinculada!');
    expect(done).toHaveTextContent(
      'Conta do jogo vinculada: conecte de novo em Cidade principal para entrar.',
    );
    expect(links.linkCalls).toEqual([{ code: 'R7K2Q' }]);
    expect(tokens.redeemed).toEqual([]);

    // A 6-character code is still a redemption.
    await user.click(screen.getByRole('button', { name: 'Resgatar Outro' }));
    await user.type(input(), 'aB3xY9');
    await user.click(redeemButton());
    await outcome('Código resgatado!');
    expect(tokens.redeemed).toEqual([{ token: 'aB3xY9' }]);
    expect(links.linkCalls).toHaveLength(1);
  });

  it('shows why a game account could not be linked', async () => {
    serveGameLinks({
      refuse: { status: 404, body: { code: 'not_found', message: 'Código expirado.' } },
    });
    const user = userEvent.setup();
    await openPage();
    await user.type(input(), 'ABCDE');
    await user.click(redeemButton());
    const failed = await outcome('Não foi possível vincular a conta do jogo');
    expect(failed).toHaveTextContent('Código expirado.');
    expect(input()).toHaveValue('ABCDE');
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(input()).toHaveValue('ABCDE');
  });
});
