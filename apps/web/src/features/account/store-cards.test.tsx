import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StoreHistory } from '@panel/contract/api/store';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { ledgerEntry, storeHistory, storePurchase } from '@/testing/store-fixtures';
import { answer } from '@/testing/answer';

function serveHistory(history: StoreHistory) {
  server.use(answer('storeHistory', () => HttpResponse.json(history)));
}

/** The card around a title. */
async function cardOf(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  return within(defined(heading.closest<HTMLElement>('[data-slot="card"]')));
}

describe('account page, points', () => {
  it('shows the balance and each movement with its kind, reason, sign and date', async () => {
    signInAs(testUser('user'));
    serveHistory(
      storeHistory({
        points: 1230,
        ledger: [
          ledgerEntry(4, {
            kind: 'purchase',
            amount: -1000,
            reason: 'Resgate de Overlay Premium',
            createdAt: '2026-11-24T18:30:00.000Z',
          }),
          ledgerEntry(3, { kind: 'grant', amount: 2000, reason: 'Evento de sábado' }),
          ledgerEntry(2, { kind: 'refund', amount: 200, reason: 'Compra reembolsada' }),
          ledgerEntry(1, { amount: 30 }),
        ],
      }),
    );
    renderApp('/account');
    const card = await cardOf('Pontos');
    expect(await card.findByText('1.230')).toBeInTheDocument();

    const items = within(card.getByRole('list', { name: 'Movimentações de pontos' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(4);
    const purchase = defined(items[0]);
    const grant = defined(items[1]);
    const refund = defined(items[2]);
    const voice = defined(items[3]);
    expect(purchase).toHaveTextContent('Resgate');
    expect(purchase).toHaveTextContent('Resgate de Overlay Premium');
    const spent = within(purchase).getByText('−1.000 pontos');
    expect(spent).toHaveClass('text-destructive');
    expect(within(purchase).getByText(/^24\/11\/2026 \d\d:30$/)).toBeInTheDocument();
    expect(grant).toHaveTextContent('Ajuste da equipe');
    expect(within(grant).getByText('+2.000 pontos')).toHaveClass('text-success');
    expect(refund).toHaveTextContent('Reembolso');
    expect(voice).toHaveTextContent('Tempo em call');
    expect(voice).toHaveTextContent('30min em call em 23/11');
    expect(within(voice).getByText('+30 pontos')).toHaveClass('text-success');

    expect(card.getByRole('link', { name: 'Ir para a loja' })).toHaveAttribute('href', '/store');
  });

  it('says how to earn points when there are none, and that nothing was bought', async () => {
    signInAs(testUser('user'));
    renderApp('/account');
    const points = await cardOf('Pontos');
    expect(
      await points.findByText(
        'Você ainda não tem pontos. Fique em call no Discord para ganhar pontos.',
      ),
    ).toBeInTheDocument();
    const purchases = await cardOf('Minhas compras');
    expect(await purchases.findByText('Você ainda não resgatou nada na loja.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Loja de Recompensas' })).toHaveAttribute(
      'href',
      '/store',
    );
  });

  it('says when the history fails to load and loads it again', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    server.use(
      answer('storeHistory', () =>
        HttpResponse.json({ code: 'internal', message: 'Falhou.' }, { status: 500 }),
      ),
    );
    renderApp('/account');
    const card = await cardOf('Pontos');
    const alert = await card.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar seus pontos.');
    serveHistory(storeHistory({ points: 70, ledger: [ledgerEntry(1, { amount: 70 })] }));
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await card.findByText('70')).toBeInTheDocument();
  });
});

describe('account page, purchases', () => {
  it('lists each purchase with its state, code, failure or refund', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    serveHistory(
      storeHistory({
        points: 500,
        purchases: [
          storePurchase(4, { delivery: 'code', state: 'delivered', code: 'LOJA9XZ1' }),
          storePurchase(3, {
            delivery: 'role',
            state: 'failed',
            failure: 'O cargo está acima do cargo do bot.',
          }),
          storePurchase(2, {
            state: 'refunded',
            refundedAt: '2026-11-25T15:00:00.000Z',
            refundReason: 'Produto indisponível.',
          }),
          storePurchase(1, { product: { id: null, name: 'Produto antigo', image: null } }),
        ],
      }),
    );
    renderApp('/account');
    const card = await cardOf('Minhas compras');
    const items = within(await card.findByRole('list', { name: 'Minhas compras' }))
      .getAllByRole('listitem')
      .map((item) => within(item));
    const code = defined(items[0]);
    const failed = defined(items[1]);
    const refunded = defined(items[2]);
    const pending = defined(items[3]);

    expect(code.getByRole('link', { name: 'Produto 4' })).toHaveAttribute(
      'href',
      '/store/product/4',
    );
    expect(code.getByText('Entregue')).toBeInTheDocument();
    expect(code.getByText(/Código gerado/)).toHaveTextContent(
      '4.000 pontos · Código gerado · 24/11/2026',
    );
    expect(code.getByLabelText('Código')).toHaveValue('LOJA9XZ1');
    await user.click(code.getByRole('button', { name: 'Copiar código de Produto 4' }));
    expect(await navigator.clipboard.readText()).toBe('LOJA9XZ1');

    expect(failed.getByText('Falhou')).toBeInTheDocument();
    expect(failed.getByText('O cargo está acima do cargo do bot.')).toBeInTheDocument();
    expect(refunded.getByText('Reembolsada', { selector: '[data-slot="badge"]' })).toBeVisible();
    expect(refunded.getByText(/Motivo: Produto indisponível\./)).toHaveTextContent(
      /^Reembolsada em 25\/11\/2026 \d\d:\d\d\. Motivo: Produto indisponível\.$/,
    );
    expect(pending.getByText('Pendente')).toBeInTheDocument();
    // A deleted product keeps its name, without a link.
    expect(pending.getByText('Produto antigo')).toBeInTheDocument();
    expect(pending.queryByRole('link')).not.toBeInTheDocument();
  });
});
