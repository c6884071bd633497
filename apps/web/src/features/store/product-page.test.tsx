import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { serveStore } from '@/testing/store-fake-api';
import { storeCategory, storeProduct } from '@/testing/store-fixtures';
import { answer, pathOf } from '@/testing/answer';

const overlay = storeProduct(2, {
  name: 'Overlay Premium',
  featured: true,
  images: [
    pathOf('storeImage', { imageId: '21' }),
    pathOf('storeImage', { imageId: '22' }),
    pathOf('storeImage', { imageId: '23' }),
  ],
  features: ['Alta resolução', 'Animações suaves'],
  longDescription: 'Um overlay completo.\n\nFeito para lives longas.',
  requiredRole: { id: '300000000000000001', name: 'VIP', color: null },
  perMemberLimit: 1,
  stock: 4,
  delivery: 'role',
});

const vip = storeProduct(7, {
  name: 'VIP Ouro',
  price: 1000,
  category: storeCategory('Social Media'),
  images: [],
  delivery: 'game',
  durationDays: 30,
});

describe('product page', () => {
  it('shows the whole product, and the thumbnails pick the main image', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    serveStore({ products: [overlay], points: 5000 });
    renderApp('/store/product/2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Overlay Premium' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para Loja' })).toHaveAttribute(
      'href',
      '/store',
    );
    expect(screen.getByText('Overlays')).toBeInTheDocument();
    expect(screen.getByText('Destaque')).toBeInTheDocument();
    expect(screen.getByText('Descrição curta do produto 2.')).toBeInTheDocument();

    const main = screen.getByRole('img', { name: 'Overlay Premium, imagem 1 de 3' });
    expect(main).toHaveAttribute('src', pathOf('storeImage', { imageId: '21' }));
    const thumbnails = within(screen.getByRole('list', { name: 'Imagens do produto' }));
    const third = thumbnails.getByRole('button', { name: 'Mostrar imagem 3 de 3' });
    expect(third).toHaveAttribute('aria-pressed', 'false');
    await user.click(third);
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(thumbnails.getByRole('button', { name: 'Mostrar imagem 1 de 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('img', { name: 'Overlay Premium, imagem 3 de 3' })).toHaveAttribute(
      'src',
      pathOf('storeImage', { imageId: '23' }),
    );

    const features = screen.getByRole('heading', { name: 'Características' }).closest('section');
    expect(
      within(features ?? document.body)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Alta resolução', 'Animações suaves']);
    const description = screen
      .getByRole('heading', { name: 'Descrição detalhada' })
      .closest('section');
    expect(
      Array.from(description?.querySelectorAll('p') ?? [], (paragraph) => paragraph.textContent),
    ).toEqual(['Um overlay completo.', 'Feito para lives longas.']);

    const facts = within(screen.getByRole('list', { name: 'Condições do resgate' }));
    expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Exclusivo para o cargo VIP',
      'Limite de 1 resgate por membro',
      'Restam 4 em estoque',
      'Entrega: Cargo no Discord',
    ]);

    expect(await screen.findByRole('button', { name: 'Resgatar Agora' })).toBeEnabled();
    expect(screen.queryByText(/Você precisa de mais/)).not.toBeInTheDocument();
  });

  it('says how many points are missing when the balance is short', async () => {
    signInAs(testUser('user'));
    serveStore({ products: [overlay], points: 500 });
    renderApp('/store/product/2');

    expect(await screen.findByText('Você precisa de mais 1.500 pontos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pontos insuficientes' })).toBeDisabled();
    expect(screen.getByText('Preço').nextSibling).toHaveTextContent('2.000 pontos');
    expect(screen.getByText('Seus pontos').nextSibling).toHaveTextContent('500 pontos');
  });

  it('says an unknown product was not found, with the way back to the store', async () => {
    signInAs(null);
    serveStore({ products: [overlay] });
    renderApp('/store/product/99');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produto não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a Loja' })).toHaveAttribute(
      'href',
      '/store',
    );
    expect(screen.queryByRole('heading', { name: 'Overlay Premium' })).not.toBeInTheDocument();
  });

  it('warns before selling an in-game item the member cannot receive, and asks them to confirm', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    const api = serveStore({
      products: [vip],
      points: 5000,
      gameAccess: {
        [vip.id]: {
          canEnter: false,
          refusals: [{ serverName: 'Cidade Alta', reason: 'no_whitelist' }],
        },
      },
    });
    renderApp('/store/product/7');

    const warning =
      'Você ainda não pode entrar em nenhum servidor onde este item é entregue: você ainda não tem whitelist aprovada (Cidade Alta).';
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir whitelist' })).toHaveAttribute(
      'href',
      '/whitelist',
    );

    await user.click(screen.getByRole('button', { name: 'Resgatar Agora' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Resgatar VIP Ouro?' }));
    expect(dialog.getByText(warning)).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Confirmar resgate' });
    expect(confirm).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: /Quero resgatar mesmo assim/ }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByRole('dialog', { name: 'Resgate realizado' })).toBeInTheDocument();
    expect(api.redeemCalls).toEqual([
      expect.objectContaining({ productId: vip.id, confirmCannotEnter: true }),
    ]);
  });

  it('sells an in-game item without a warning to a member who can enter a server', async () => {
    signInAs(testUser('user'));
    const user = userEvent.setup();
    const api = serveStore({ products: [vip], points: 5000 });
    renderApp('/store/product/7');

    await user.click(await screen.findByRole('button', { name: 'Resgatar Agora' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Resgatar VIP Ouro?' }));
    await user.click(await dialog.findByRole('button', { name: 'Confirmar resgate' }));
    expect(await screen.findByRole('dialog', { name: 'Resgate realizado' })).toBeInTheDocument();
    expect(screen.queryByText(/Você ainda não pode entrar/)).not.toBeInTheDocument();
    expect(api.gameAccessCalls).toContain(vip.id);
    expect(api.redeemCalls).toEqual([
      expect.objectContaining({ productId: vip.id, confirmCannotEnter: false }),
    ]);
  });

  it('does not ask about game servers for an item not delivered in the game', async () => {
    signInAs(testUser('user'));
    const api = serveStore({ products: [overlay], points: 5000 });
    renderApp('/store/product/2');
    const redeem = await screen.findByRole('button', { name: 'Resgatar Agora' });
    await waitFor(() => expect(redeem).toBeEnabled());
    expect(api.gameAccessCalls).toEqual([]);
  });

  it('does not ask a visitor about game servers', async () => {
    signInAs(null);
    const api = serveStore({ products: [vip] });
    renderApp('/store/product/7');
    expect(await screen.findByRole('link', { name: 'Entrar para resgatar' })).toBeVisible();
    expect(api.gameAccessCalls).toEqual([]);
  });

  it('says when the product fails to load, and loads it again', async () => {
    signInAs(null);
    const user = userEvent.setup();
    server.use(
      answer('getStoreProduct', () =>
        HttpResponse.json({ code: 'internal', message: 'Falhou.' }, { status: 500 }),
      ),
    );
    renderApp('/store/product/2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar o produto.');
    expect(screen.queryByText('Produto não encontrado')).not.toBeInTheDocument();

    serveStore({ products: [overlay] });
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overlay Premium' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Entrar para resgatar' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fstore%2Fproduct%2F2',
    );
  });
});
