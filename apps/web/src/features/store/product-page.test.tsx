import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { serveStore } from '@/testing/store-fake-api';
import { storeProduct } from '@/testing/store-fixtures';
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
