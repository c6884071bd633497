import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { serveStore } from '@/testing/store-fake-api';
import { storeCategory, storeProduct } from '@/testing/store-fixtures';
import { pathOf } from '@/testing/answer';

const products = [
  storeProduct(1, { name: 'Overlay Premium', featured: true, stock: 3 }),
  storeProduct(2, { name: 'Pacote de Emotes', category: storeCategory('Emotes') }),
  storeProduct(5, { name: 'Alertas Animados', category: storeCategory('Alertas'), stock: 0 }),
];

/** The card of a product, found by its name. */
async function card(name: string) {
  const heading = await screen.findByRole('heading', { name, level: 3 });
  return within(heading.closest('article') ?? document.body);
}

describe('store page', () => {
  it('shows the member balance and redeems only what the points pay for', async () => {
    signInAs(testUser('user'));
    serveStore({ products, points: 2500 });
    renderApp('/store');

    expect(await screen.findByRole('heading', { name: 'Loja de Recompensas' })).toBeVisible();
    expect(
      screen.getByText(
        'Resgate produtos exclusivos usando seus pontos e personalize sua experiência',
      ),
    ).toBeInTheDocument();
    const points = screen.getByRole('region', { name: 'Seus pontos' });
    expect(await within(points).findByText('2.500')).toBeInTheDocument();

    const overlay = await card('Overlay Premium');
    expect(overlay.getByText('1.000 pontos')).toBeInTheDocument();
    expect(overlay.getByText('Destaque')).toBeInTheDocument();
    expect(overlay.getByText('Restam 3')).toBeInTheDocument();
    expect(overlay.getByText('Descrição curta do produto 1.')).toBeInTheDocument();
    const image = overlay.getByRole('img', { name: 'Overlay Premium' });
    expect(image).toHaveAttribute('src', pathOf('storeImage', { imageId: '10' }));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(await overlay.findByRole('button', { name: 'Resgatar' })).toBeEnabled();
    expect(overlay.getByRole('link', { name: /Detalhes/ })).toHaveAttribute(
      'href',
      '/store/product/1',
    );

    const emotes = await card('Pacote de Emotes');
    expect(emotes.getByText('2.000 pontos')).toBeInTheDocument();
    expect(emotes.queryByText('Destaque')).not.toBeInTheDocument();
    expect(emotes.getByRole('button', { name: 'Resgatar' })).toBeEnabled();

    const alerts = await card('Alertas Animados');
    expect(alerts.getByRole('button', { name: 'Esgotado' })).toBeDisabled();
  });

  it('disables redeeming when the points do not reach the price, saying how many are missing', async () => {
    signInAs(testUser('user'));
    serveStore({ products, points: 1500 });
    renderApp('/store');
    const emotes = await card('Pacote de Emotes');
    const button = await emotes.findByRole('button', { name: /^Pontos insuficientes/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName('Pontos insuficientes. Faltam 500 pontos');
    expect((await card('Overlay Premium')).getByRole('button', { name: 'Resgatar' })).toBeEnabled();
  });

  it('writes the missing points with the pt-BR thousands separator, and one point alone', async () => {
    signInAs(testUser('user'));
    serveStore({
      products: [
        ...products,
        storeProduct(3, { name: 'Tela de Ausente', category: storeCategory('Telas') }),
      ],
      points: 1999,
    });
    renderApp('/store');
    expect(
      await (
        await card('Pacote de Emotes')
      ).findByRole('button', { name: /^Pontos insuficientes/ }),
    ).toHaveTextContent('Falta 1 ponto');
    expect(
      (await card('Tela de Ausente')).getByRole('button', { name: /^Pontos insuficientes/ }),
    ).toHaveTextContent('Faltam 1.001 pontos');
    // Sold out says so, not how many points are missing.
    expect(
      (await card('Alertas Animados')).getByRole('button', { name: 'Esgotado' }),
    ).toBeDisabled();
  });

  it('asks a visitor to sign in and come back to the store', async () => {
    signInAs(null);
    serveStore({ products });
    renderApp('/store?category=2');

    const points = await screen.findByRole('region', { name: 'Seus pontos' });
    expect(
      await within(points).findByText(/Entre com o Discord para ver seus pontos/),
    ).toBeInTheDocument();
    expect(within(points).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fstore%3Fcategory%3D2',
    );
    const emotes = await card('Pacote de Emotes');
    expect(emotes.getByRole('link', { name: 'Entrar para resgatar' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fstore%3Fcategory%3D2',
    );
    expect(emotes.queryByRole('button', { name: /Resgatar/ })).not.toBeInTheDocument();
  });

  it('keeps the category tab in the address and asks the server for it', async () => {
    signInAs(null);
    const user = userEvent.setup();
    const api = serveStore({ products });
    const { router } = renderApp('/store');

    await card('Overlay Premium');
    const tabs = screen.getByRole('tablist', { name: 'Categorias' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Todos', 'Overlays', 'Emotes', 'Alertas', 'Telas', 'Social Media']);
    expect(api.productsCalls.at(-1)?.has('category')).toBe(false);

    await user.click(within(tabs).getByRole('tab', { name: 'Emotes' }));
    await card('Pacote de Emotes');
    expect(router.state.location.search).toBe('?category=2');
    expect(api.productsCalls.at(-1)?.get('category')).toBe('2');
    expect(screen.queryByRole('heading', { name: 'Overlay Premium' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Emotes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(within(tabs).getByRole('tab', { name: 'Todos' }));
    await card('Overlay Premium');
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab of the address, and says when a category has nothing', async () => {
    signInAs(null);
    const api = serveStore({ products });
    renderApp('/store?category=5');
    expect(
      await screen.findByText('Nenhum produto encontrado nesta categoria'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Social Media' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.productsCalls.map((params) => params.get('category'))).toEqual(['5']);
  });

  it('takes its tabs from the categories staff keep, in their order', async () => {
    signInAs(null);
    const user = userEvent.setup();
    const api = serveStore({
      products: [
        ...products,
        storeProduct(8, { name: 'Carro Esportivo', category: { id: '9', name: 'Veículos' } }),
      ],
      categories: [
        { id: '9', name: 'Veículos' },
        { id: '1', name: 'Overlays' },
      ],
    });
    renderApp('/store');
    const tabs = await screen.findByRole('tablist', { name: 'Categorias' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Todos', 'Veículos', 'Overlays']),
    );
    await user.click(within(tabs).getByRole('tab', { name: 'Veículos' }));
    await card('Carro Esportivo');
    expect(screen.queryByRole('heading', { name: 'Overlay Premium' })).not.toBeInTheDocument();
    expect(api.productsCalls.at(-1)?.get('category')).toBe('9');
  });

  it('shows "Todos" for a link to a category that no longer exists', async () => {
    signInAs(null);
    const api = serveStore({ products });
    renderApp('/store?category=77');
    await card('Overlay Premium');
    expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    expect(api.productsCalls.at(-1)?.has('category')).toBe(false);
  });

  it('says when the products fail to load and loads them again', async () => {
    signInAs(null);
    const user = userEvent.setup();
    serveStore({ products, productsStatus: 500 });
    renderApp('/store');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar os produtos.');
    serveStore({ products });
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await card('Overlay Premium');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('is one link away from the landing page, in the site header', async () => {
    signInAs(null);
    const user = userEvent.setup();
    serveStore({ products });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Navegação do site' });
    await user.click(within(nav).getByRole('link', { name: 'Loja' }));
    expect(await screen.findByRole('heading', { name: 'Loja de Recompensas' })).toBeVisible();
    const storeNav = screen.getByRole('navigation', { name: 'Navegação do site' });
    expect(within(storeNav).getByRole('link', { name: 'Loja' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(storeNav).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fstore',
    );
  });
});
