import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred } from '@/testing/deferred';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { serveStore } from '@/testing/store-fake-api';
import { storeProduct } from '@/testing/store-fixtures';

const codeProduct = storeProduct(1, { name: 'Tela de Ausente', delivery: 'code' });
const roleProduct = storeProduct(2, { name: 'Cargo Apoiador', delivery: 'role' });
const manualProduct = storeProduct(3, { name: 'Banner Personalizado', delivery: 'manual' });
const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

function toast(title: string) {
  return screen.findByText(title, { selector: '[data-title]' });
}

async function openStore(points: number) {
  signInAs(testUser('user'));
  const user = userEvent.setup();
  const api = serveStore({ products: [codeProduct, roleProduct, manualProduct], points });
  renderApp('/store');
  const points$ = await screen.findByRole('region', { name: 'Seus pontos' });
  await within(points$).findByText(new Intl.NumberFormat('pt-BR').format(points));
  return { user, api };
}

async function redeemButton(name: string) {
  const heading = await screen.findByRole('heading', { name, level: 3 });
  const card = within(heading.closest('article') ?? document.body);
  return card.findByRole('button', { name: 'Resgatar' });
}

describe('redeeming', () => {
  it('asks first, naming the product, its price and the balance after; cancel buys nothing', async () => {
    const { user, api } = await openStore(2500);
    await user.click(await redeemButton('Tela de Ausente'));

    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByRole('heading', { name: 'Resgatar Tela de Ausente?' })).toBeVisible();
    expect(dialog.getByText('Preço').nextSibling).toHaveTextContent('1.000 pontos');
    expect(dialog.getByText('Seus pontos').nextSibling).toHaveTextContent('2.500 pontos');
    expect(dialog.getByText('Depois do resgate').nextSibling).toHaveTextContent('1.500 pontos');

    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.redeemCalls).toEqual([]);
  });

  it('redeems once with a key, shows the toast, the code and the new balance', async () => {
    const held = deferred();
    signInAs(testUser('user'));
    const user = userEvent.setup();
    const api = serveStore({ products: [codeProduct], points: 2500, holdRedeem: held.promise });
    renderApp('/store');
    await user.click(await redeemButton('Tela de Ausente'));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Confirmar resgate' }));

    const busy = await dialog.findByRole('button', { name: 'Resgatando...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    held.resolve();

    expect(await toast('Resgate realizado')).toBeInTheDocument();
    expect(screen.getByText('Você resgatou Tela de Ausente.')).toBeInTheDocument();
    expect(api.redeemCalls).toHaveLength(1);
    expect(api.redeemCalls[0]?.productId).toBe('1');
    expect(api.redeemCalls[0]?.key).toMatch(keyPattern);

    const outcome = within(await screen.findByRole('dialog', { name: 'Resgate realizado' }));
    expect(outcome.getByText(/Agora você tem 1.500 pontos/)).toBeInTheDocument();
    expect(outcome.getByLabelText('Seu código')).toHaveValue('LOJA7K2Q');
    expect(outcome.getByRole('link', { name: 'Usar o código' })).toHaveAttribute(
      'href',
      '/use-code',
    );
    await user.click(outcome.getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe('LOJA7K2Q');

    await user.click(outcome.getByRole('button', { name: 'Continuar' }));
    const points = screen.getByRole('region', { name: 'Seus pontos' });
    expect(await within(points).findByText('1.500')).toBeInTheDocument();
  });

  it('sends the same key again when the connection failed, and a new one next time', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    const api = serveStore({
      products: [roleProduct],
      points: 5000,
      redeemFailure: (n) => (n === 0 ? 'network' : undefined),
    });
    renderApp('/store');
    await user.click(await redeemButton('Cargo Apoiador'));
    let dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Confirmar resgate' }));

    expect(await toast('Falha ao resgatar produto')).toBeInTheDocument();
    // The confirmation stays open to try again.
    await user.click(await dialog.findByRole('button', { name: 'Confirmar resgate' }));
    const outcome = within(await screen.findByRole('dialog', { name: 'Resgate realizado' }));
    expect(outcome.getByText('O cargo será entregue no Discord em instantes.')).toBeVisible();
    expect(api.redeemCalls).toHaveLength(2);
    const [first, retry] = api.redeemCalls;
    expect(first?.key).toMatch(keyPattern);
    expect(retry?.key).toBe(first?.key);
    expect(api.purchases).toHaveLength(1);

    await user.click(outcome.getByRole('button', { name: 'Continuar' }));
    await user.click(await redeemButton('Cargo Apoiador'));
    dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Confirmar resgate' }));
    await screen.findByRole('dialog', { name: 'Resgate realizado' });
    expect(api.redeemCalls).toHaveLength(3);
    expect(api.redeemCalls[2]?.key).not.toBe(first?.key);
    expect(api.purchases).toHaveLength(2);
  });

  it('shows the server refusal in the error toast and closes the confirmation', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    const refusal = 'Este produto é exclusivo de quem tem o cargo VIP no Discord.';
    const api = serveStore({
      products: [manualProduct],
      points: 5000,
      redeemFailure: () => ({ status: 403, body: { code: 'forbidden', message: refusal } }),
    });
    renderApp('/store');
    await user.click(await redeemButton('Banner Personalizado'));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Confirmar resgate' }));

    expect(await toast('Falha ao resgatar produto')).toBeInTheDocument();
    expect(screen.getByText(refusal, { selector: '[data-description]' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Resgate realizado' })).not.toBeInTheDocument();
    expect(api.redeemCalls).toHaveLength(1);
  });

  it('tells a manual delivery to follow it on the account, from the detail page', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    serveStore({ products: [manualProduct], points: 3000 });
    renderApp('/store/product/3');
    await user.click(await screen.findByRole('button', { name: 'Resgatar Agora' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Confirmar resgate' }));

    const outcome = within(await screen.findByRole('dialog', { name: 'Resgate realizado' }));
    expect(
      outcome.getByText('A equipe vai entregar sua compra; acompanhe em Minha Conta.'),
    ).toBeVisible();
    expect(outcome.getByRole('link', { name: 'Minha Conta' })).toHaveAttribute('href', '/account');
    await user.click(outcome.getByRole('button', { name: 'Continuar' }));
    // 0 points left: the same product cannot be paid for again.
    expect(await screen.findByRole('button', { name: 'Pontos insuficientes' })).toBeDisabled();
    expect(screen.getByText('Você precisa de mais 3.000 pontos')).toBeInTheDocument();
  });
});
