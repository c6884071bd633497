import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { storeCategory } from '@/testing/store-fixtures';
import { serveStoreManage } from '@/testing/store-manage-fake-api';
import { adminProduct } from '@/testing/store-manage-fixtures';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('../store-manage-page');
});

async function openCategories(user = testUser('administrador')) {
  signInAs(user);
  renderApp('/store/manage?tab=categorias');
  return within(await screen.findByRole('list', { name: 'Categorias' }));
}

/** The categories' names as listed, in order. */
const namesIn = (list: BoundFunctions<typeof queries>) =>
  list.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('store management: categories', () => {
  it('lists the categories in their order, with how many products each has', async () => {
    serveStoreManage({
      products: [
        adminProduct(1),
        adminProduct(2, { category: storeCategory('Emotes') }),
        adminProduct(3, { category: storeCategory('Emotes'), hidden: true }),
      ],
    });
    const list = await openCategories();
    expect(namesIn(list)).toEqual(['Overlays', 'Emotes', 'Alertas', 'Telas', 'Social Media']);
    const emotes = within(list.getAllByRole('listitem')[1] ?? document.body);
    expect(await emotes.findByText('2 produtos')).toBeInTheDocument();
    expect(
      within(list.getAllByRole('listitem')[2] ?? document.body).getByText('Nenhum produto'),
    ).toBeInTheDocument();
  });

  it('adds, renames and moves a category', async () => {
    const user = userEvent.setup();
    const api = serveStoreManage();
    const list = await openCategories();

    const field = screen.getByRole('textbox', { name: 'Nova categoria' });
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByText('Informe o nome da categoria.')).toBeInTheDocument();
    await user.type(field, '  Veículos {Enter}');
    expect(await screen.findByText('Categoria criada')).toBeInTheDocument();
    await waitFor(() => expect(namesIn(list).at(-1)).toBe('Veículos'));
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Renomear categoria: Veículos' }));
    const rename = screen.getByRole('textbox', { name: 'Renomear categoria: Veículos' });
    await user.clear(rename);
    await user.type(rename, 'Carros{Enter}');
    expect(await screen.findByText('Categoria renomeada')).toBeInTheDocument();
    await waitFor(() => expect(namesIn(list).at(-1)).toBe('Carros'));

    await user.click(screen.getByRole('button', { name: 'Mover para cima: Carros' }));
    await waitFor(() => expect(namesIn(list).at(-2)).toBe('Carros'));
    expect(screen.getByRole('button', { name: 'Mover para cima: Carros' })).toHaveFocus();
    expect(api.categoryChanges).toEqual([
      { action: 'create', body: { name: 'Veículos' } },
      { action: 'rename', id: '100', body: { name: 'Carros' } },
      { action: 'reorder', body: { ids: ['1', '2', '3', '4', '100', '5'] } },
    ]);
  });

  it('deletes an empty category, and shows why one with products is kept', async () => {
    const user = userEvent.setup();
    const api = serveStoreManage({
      refuse: {
        removeCategory: {
          status: 409,
          body: {
            code: 'conflict',
            message:
              'A categoria Overlays ainda tem 1 produto. Mova o produto para outra categoria antes de excluí-la.',
          },
        },
      },
      products: [adminProduct(1)],
    });
    const list = await openCategories();
    await list.findByText('1 produto');

    await user.click(screen.getByRole('button', { name: 'Excluir categoria: Overlays' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(
      confirm.getByText(/Overlays tem 1 produto: mova-o para outra categoria/),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao excluir a categoria')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A categoria Overlays ainda tem 1 produto. Mova o produto para outra categoria antes de excluí-la.',
      ),
    ).toBeInTheDocument();
    expect(api.categoryChanges).toEqual([{ action: 'remove', id: '1' }]);
    expect(namesIn(list)).toContain('Overlays');
  });

  it('shows the categories to whoever sees the store, without the means to change them', async () => {
    serveStoreManage();
    const list = await openCategories(testUser('moderador'));
    expect(namesIn(list)).toHaveLength(5);
    expect(screen.queryByRole('textbox', { name: 'Nova categoria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Renomear categoria/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir categoria/ })).not.toBeInTheDocument();
  });
});
