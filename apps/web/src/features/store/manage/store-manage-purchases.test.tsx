import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storeMessages } from '@panel/contract/api/store';
import { formatDateTime } from '@/lib/format-date';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { serveStoreManage } from '@/testing/store-manage-fake-api';
import { adminPurchase } from '@/testing/store-manage-fixtures';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('../store-manage-page');
});

function params(search: URLSearchParams | undefined) {
  return Object.fromEntries(search ?? []);
}

/** The card of the purchase made by `member`. */
function card(member: string) {
  const list = screen.getByRole('list', { name: 'Compras' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(member));
  return within(defined(item));
}

const member = (index: number, name: string) => ({
  id: `2000000000000000${String(index).padStart(2, '0')}`,
  name,
  avatarUrl: null,
});

const mixed = [
  adminPurchase(1, { member: member(1, 'Ana Clara') }),
  adminPurchase(2, {
    member: member(2, 'Bruno Costa'),
    product: { id: '2', name: 'Pacote de Emotes', image: null },
    price: 3000,
    delivery: 'code',
    state: 'delivered',
    code: 'LOJA-ABC123',
    deliveredAt: '2026-03-10T15:30:02.000Z',
  }),
  adminPurchase(3, {
    member: member(3, 'Carla Dias'),
    delivery: 'role',
    state: 'failed',
    failure: 'O cargo do bot está abaixo do cargo a dar.',
    deliveryId: '77',
  }),
  adminPurchase(4, {
    member: member(4, 'Diego Rocha'),
    state: 'refunded',
    refundedAt: '2026-03-11T09:00:00.000Z',
    refundedBy: 'Bruno Lima',
    refundReason: 'Comprado por engano.',
  }),
];

async function openPurchases(path = '/store/manage?tab=compras', user = testUser('administrador')) {
  signInAs(user);
  const result = renderApp(path);
  await screen.findByRole('tab', { name: 'Compras', selected: true });
  return result;
}

describe('store management: purchases', () => {
  it('lists each purchase with its member, product, state and what staff may do', async () => {
    const api = serveStoreManage({ purchases: mixed });
    await openPurchases();

    expect(await screen.findByText('4 compras')).toBeInTheDocument();
    expect(params(api.purchaseCalls[0])).toEqual({ page: '1', limit: '20' });

    const pending = card('Ana Clara');
    expect(pending.getByRole('heading', { name: 'Overlay Premium' })).toBeInTheDocument();
    expect(pending.getByText('200000000000000001')).toBeInTheDocument();
    expect(pending.getByText('Pendente')).toBeInTheDocument();
    expect(pending.getByText('5.000 pontos')).toBeInTheDocument();
    expect(pending.getByText(formatDateTime('2026-03-10T15:30:00.000Z'))).toBeInTheDocument();
    expect(pending.getByText('Entrega manual pela equipe')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Marcar como entregue' })).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Reembolsar' })).toBeInTheDocument();

    const coded = card('Bruno Costa');
    expect(coded.getByText('Entregue')).toBeInTheDocument();
    expect(coded.getByText('LOJA-ABC123')).toBeInTheDocument();
    expect(coded.queryByRole('button', { name: 'Marcar como entregue' })).toBeNull();
    expect(coded.getByRole('button', { name: 'Reembolsar' })).toBeInTheDocument();

    const failed = card('Carla Dias');
    expect(failed.getByText('Falhou')).toBeInTheDocument();
    expect(failed.getByText('O cargo do bot está abaixo do cargo a dar.')).toBeInTheDocument();
    expect(failed.getByRole('link', { name: /Entregas/ })).toHaveAttribute(
      'href',
      '/bot-settings?tab=entregas&search=200000000000000003',
    );

    const refunded = card('Diego Rocha');
    expect(refunded.getByText('Reembolsada', { selector: '[data-slot="badge"]' })).toBeVisible();
    expect(refunded.getByText(/^Reembolsada por/)).toHaveTextContent(
      `Reembolsada por Bruno Lima em ${formatDateTime('2026-03-11T09:00:00.000Z')}: Comprado por engano.`,
    );
    expect(refunded.queryByRole('button')).toBeNull();
  });

  it('names the buyer as the server knows them now, with their id beside', async () => {
    const user = userEvent.setup();
    serveStoreManage({
      purchases: [
        adminPurchase(1, { member: { id: '100000000000000004', name: 'diego', avatarUrl: null } }),
        adminPurchase(2, {
          member: { id: '100000000000000009', name: 'fabio.antigo', avatarUrl: null },
        }),
      ],
    });
    await openPurchases();
    expect(await screen.findByText('2 compras')).toBeInTheDocument();

    const renamed = await waitFor(() => card('Diego Rocha'));
    expect(renamed.getByText('100000000000000004')).toBeInTheDocument();
    expect(renamed.queryByText('diego')).toBeNull();
    const left = await waitFor(() => card('Fábio Gomes'));
    expect(left.getByText('(saiu do servidor)')).toBeInTheDocument();

    await user.click(renamed.getByRole('button', { name: 'Reembolsar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reembolsar a compra?' }));
    expect(dialog.getByText(/5\.000 pontos voltam para Diego Rocha e/)).toBeInTheDocument();
  });

  it('sends the state and the search to the server and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const api = serveStoreManage({ purchases: mixed });
    const { router } = await openPurchases();
    await screen.findByText('4 compras');

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Pendente' }));
    expect(await screen.findByText('1 compra')).toBeInTheDocument();
    expect(params(api.purchaseCalls.at(-1))).toEqual({ state: 'pending', page: '1', limit: '20' });
    expect(router.state.location.search).toBe('?tab=compras&state=pending');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'emotes');
    expect(await screen.findByText('Nenhuma compra encontrada.')).toBeInTheDocument();
    expect(params(api.purchaseCalls.at(-1))).toEqual({
      state: 'pending',
      search: 'emotes',
      page: '1',
      limit: '20',
    });
    expect(router.state.location.search).toBe('?tab=compras&state=pending&search=emotes');

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('4 compras')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=compras');
  });

  it('opens with the filters of a link and pages on the server', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, index) =>
      adminPurchase(index + 1, { state: 'delivered' }),
    );
    const api = serveStoreManage({ purchases: many });
    const { router } = await openPurchases('/store/manage?tab=compras&state=delivered');

    expect(await screen.findByText('25 compras')).toBeInTheDocument();
    expect(params(api.purchaseCalls[0])).toEqual({ state: 'delivered', page: '1', limit: '20' });
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Membro 21')).toBeInTheDocument();
    expect(params(api.purchaseCalls.at(-1))).toEqual({
      state: 'delivered',
      page: '2',
      limit: '20',
    });
    expect(router.state.location.search).toBe('?tab=compras&state=delivered&page=2');
  });

  it('marks a manual purchase delivered with an optional note', async () => {
    const user = userEvent.setup();
    const api = serveStoreManage({ purchases: mixed });
    await openPurchases();
    await screen.findByText('4 compras');

    await user.click(card('Ana Clara').getByRole('button', { name: 'Marcar como entregue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Marcar como entregue?' }));
    await user.type(
      dialog.getByRole('textbox', { name: 'Observação para o membro (opcional)' }),
      'Enviado por DM.',
    );
    await user.click(dialog.getByRole('button', { name: 'Marcar como entregue' }));

    expect(await screen.findByText(storeMessages.deliverDone)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.delivers).toEqual([{ id: '1', body: { note: 'Enviado por DM.' } }]);
    expect(await card('Ana Clara').findByText('Entregue')).toBeInTheDocument();
    expect(card('Ana Clara').queryByRole('button', { name: 'Marcar como entregue' })).toBeNull();
  });

  it('refunds with a required reason, after which the purchase has no actions', async () => {
    const user = userEvent.setup();
    const api = serveStoreManage({ purchases: mixed });
    await openPurchases();
    await screen.findByText('4 compras');

    await user.click(card('Bruno Costa').getByRole('button', { name: 'Reembolsar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reembolsar a compra?' }));
    expect(dialog.getByText(/3\.000 pontos voltam para Bruno Costa/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reembolsar' }));
    expect(dialog.getByText('O motivo deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Motivo' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.refunds).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Produto com defeito.');
    await user.click(dialog.getByRole('button', { name: 'Reembolsar' }));

    expect(await screen.findByText(storeMessages.refundDone)).toBeInTheDocument();
    expect(api.refunds).toEqual([{ id: '2', body: { reason: 'Produto com defeito.' } }]);
    expect(await card('Bruno Costa').findByText(/Produto com defeito\./)).toBeInTheDocument();
    expect(card('Bruno Costa').queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal of a refund", async () => {
    const user = userEvent.setup();
    serveStoreManage({
      purchases: mixed,
      refuse: {
        refund: { status: 409, body: { code: 'conflict', message: storeMessages.codeUsed } },
      },
    });
    await openPurchases();
    await screen.findByText('4 compras');

    await user.click(card('Bruno Costa').getByRole('button', { name: 'Reembolsar' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Pedido do membro.');
    await user.click(dialog.getByRole('button', { name: 'Reembolsar' }));

    expect(await screen.findByText('Erro ao reembolsar a compra')).toBeInTheDocument();
    expect(screen.getByText(storeMessages.codeUsed)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is read-only for whoever may only view the store', async () => {
    serveStoreManage({ purchases: mixed });
    await openPurchases(undefined, testUser('moderador'));

    expect(await screen.findByText('4 compras')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Compras' }));
    expect(list.queryByRole('button')).toBeNull();
    // Without access to the bot settings, a failure is not a link there.
    expect(card('Carla Dias').queryByRole('link', { name: /Entregas/ })).toBeNull();
  });

  it('offers to try again when the list fails to load', async () => {
    const user = userEvent.setup();
    const api = serveStoreManage({ purchases: mixed, purchasesStatus: 500 });
    await openPurchases();

    expect(await screen.findByText('Erro ao carregar as compras.')).toBeInTheDocument();
    api.purchasesStatus = undefined;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('4 compras')).toBeInTheDocument();
  });
});
