import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ids } from '@/testing/bot-settings-fixtures';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { serveStoreManage } from '@/testing/store-manage-fake-api';
import { adminProduct } from '@/testing/store-manage-fixtures';
import { storeCategory } from '@/testing/store-fixtures';
import { answer } from '@/testing/answer';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('../store-manage-page');
});

async function openStore(user = testUser('administrador')) {
  signInAs(user);
  const result = renderApp('/store/manage');
  await screen.findByRole('tab', { name: 'Produtos', selected: true });
  return result;
}

/** The table row of the product called `name` (the cards repeat it for phones). */
function row(name: string) {
  const table = screen.getByRole('table', { name: 'Produtos' });
  const found = within(table)
    .getAllByRole('row')
    .find((tr) => within(tr).queryByText(name));
  return within(defined(found));
}

const overlay = adminProduct(1, {
  name: 'Overlay Premium',
  price: 5000,
  featured: true,
  sold: 12,
  delivery: 'role',
  deliveryRole: { id: ids.modRole, name: 'Moderação', color: '#2563eb' },
  stock: 5,
});

async function openNewProduct() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Novo produto' }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Novo produto' }));
  return { user, sheet };
}

/** Picks `role` by name in the role picker labelled `label`. */
async function pickRole(user: ReturnType<typeof userEvent.setup>, label: string, role: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${label}:`) }));
  const picker = within(await screen.findByRole('dialog', { name: `Escolher cargo: ${label}` }));
  await user.click(picker.getByRole('option', { name: role }));
}

async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  sheet: BoundFunctions<typeof queries>,
) {
  await user.type(sheet.getByLabelText(/^Nome/), 'Alertas Animados');
  await user.type(sheet.getByLabelText(/Descrição curta/), 'Alertas para a live.');
  await user.click(sheet.getByRole('combobox', { name: 'Categoria' }));
  await user.click(await screen.findByRole('option', { name: 'Alertas' }));
  await user.type(sheet.getByLabelText(/Preço/), '2500');
  await user.type(
    sheet.getByRole('textbox', { name: 'Endereço da imagem' }),
    'https://cdn.exemplo.com/a.png',
  );
  await user.click(sheet.getByRole('button', { name: 'Adicionar' }));
}

describe('store management: products', () => {
  it('lists every product with its badges, stock, sales and delivery', async () => {
    serveStoreManage({
      products: [
        overlay,
        adminProduct(2, {
          name: 'Pacote de Emotes',
          category: storeCategory('Emotes'),
          hidden: true,
          stock: 0,
          delivery: 'code',
          codeType: 'skip',
          requiredRole: { id: ids.allowRole, name: 'Allowlist', color: null },
        }),
        adminProduct(3, {
          name: 'Tela de Ausente',
          category: storeCategory('Telas'),
          stock: null,
          requiredRole: { id: ids.goneRole, name: null, color: null },
        }),
      ],
    });
    await openStore();

    expect(await screen.findByText('3 produtos')).toBeInTheDocument();
    const first = row('Overlay Premium');
    expect(first.getByText('Destaque')).toBeInTheDocument();
    expect(first.queryByText('Oculto')).toBeNull();
    expect(first.getByText('5.000 pontos')).toBeInTheDocument();
    expect(first.getByText('Cargo no Discord')).toBeInTheDocument();
    // Roles by name from the guild catalog, their ids on hover.
    expect((await first.findByText('Moderação')).parentElement).toHaveAttribute(
      'title',
      `ID ${ids.modRole}`,
    );
    expect(first.getByText('Qualquer membro')).toHaveClass('sr-only');
    // Stock, and the sales under it.
    expect(first.getByText('5')).toBeInTheDocument();
    expect(first.getByText('12 vendidos')).toBeInTheDocument();

    const hidden = row('Pacote de Emotes');
    expect(hidden.getByText('Oculto')).toBeInTheDocument();
    expect(hidden.getByText('Esgotado')).toBeInTheDocument();
    expect(hidden.getByText('Emotes')).toBeInTheDocument();
    expect(hidden.getByText('Código gerado')).toBeInTheDocument();
    expect(hidden.getByText('Allowlist')).toBeInTheDocument();
    expect(hidden.getByRole('button', { name: 'Mostrar Pacote de Emotes' })).toBeInTheDocument();

    const unlimited = row('Tela de Ausente');
    expect(unlimited.getByText('Ilimitado')).toBeInTheDocument();
    expect(unlimited.getByText('Entrega manual pela equipe')).toBeInTheDocument();
    // A role the server no longer has stays an id.
    expect(unlimited.getByText(ids.goneRole)).toBeInTheDocument();

    // The phone layout carries the same products.
    const cards = within(screen.getByRole('list', { name: 'Produtos' }));
    expect(cards.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Overlay Premium',
      'Pacote de Emotes',
      'Tela de Ausente',
    ]);
    const card = within(cards.getByRole('listitem', { name: 'Overlay Premium' }));
    expect(card.getByText('Cargo entregue').nextElementSibling).toHaveTextContent('Moderação');
  });

  it('creates a product with unlimited stock and a role delivery', async () => {
    const api = serveStoreManage();
    await openStore();
    expect(await screen.findByText('Nenhum produto cadastrado.')).toBeInTheDocument();
    const { user, sheet } = await openNewProduct();

    await fillRequired(user, sheet);
    await user.type(sheet.getByLabelText(/Descrição detalhada/), 'Seis alertas animados.');
    await user.click(sheet.getByRole('switch', { name: 'Destaque' }));
    expect(sheet.getByRole('switch', { name: 'Ilimitado' })).toBeChecked();
    await user.type(sheet.getByLabelText(/Limite por membro/), '1');
    await pickRole(user, 'Cargo exigido', 'Allowlist');
    expect(sheet.getByRole('button', { name: 'Cargo exigido: Allowlist' })).toHaveTextContent(
      ids.allowRole,
    );
    await user.click(sheet.getByRole('radio', { name: 'Cargo no Discord' }));
    await pickRole(user, 'Cargo entregue', 'Moderação');
    await user.click(sheet.getByRole('button', { name: 'Adicionar característica' }));
    await user.type(sheet.getByRole('textbox', { name: 'Característica 1' }), 'Animado{Enter}');
    expect(sheet.getByRole('textbox', { name: 'Característica 2' })).toHaveFocus();
    await user.type(sheet.getByRole('textbox', { name: 'Característica 2' }), 'Em 4K');
    await user.click(sheet.getByRole('button', { name: 'Criar produto' }));

    expect(await screen.findByText('Produto criado')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.creates).toEqual([
      {
        name: 'Alertas Animados',
        description: 'Alertas para a live.',
        longDescription: 'Seis alertas animados.',
        categoryId: '3',
        price: 2500,
        featured: true,
        hidden: false,
        stock: null,
        perMemberLimit: 1,
        requiredRoleId: ids.allowRole,
        delivery: 'role',
        deliveryRoleId: ids.modRole,
        codeType: null,
        gameCommands: [],
        refundCommands: [],
        expiryCommands: [],
        commandDelaySeconds: 0,
        durationDays: null,
        gameServerIds: [],
        features: ['Animado', 'Em 4K'],
        images: ['https://cdn.exemplo.com/a.png'],
      },
    ]);
    expect(await screen.findByText('1 produto')).toBeInTheDocument();
    expect(row('Alertas Animados').getByText('Alertas')).toBeInTheDocument();
  });

  it('creates an in-game product: a command run offline, the others after the character loads', async () => {
    server.use(answer('listGameServers', () => HttpResponse.json({ data: [] })));
    const api = serveStoreManage();
    await openStore();
    const { user, sheet } = await openNewProduct();
    await fillRequired(user, sheet);
    await user.click(sheet.getByRole('radio', { name: 'No jogo' }));

    await user.type(
      sheet.getByRole('textbox', { name: 'Comandos da compra: comando 1' }),
      'addgroup {{passport} vip{Enter}',
    );
    const second = sheet.getByRole('textbox', { name: 'Comandos da compra: comando 2' });
    expect(second).toHaveFocus();
    await user.type(second, 'car {{source} adder');
    const offline = (line: number) =>
      sheet.getByRole('checkbox', {
        name: `Executar mesmo com o jogador offline (comandos da compra, comando ${line})`,
      });
    // The car needs the player on the server: it cannot run offline.
    await user.click(offline(2));
    await user.click(sheet.getByRole('button', { name: 'Criar produto' }));
    expect(
      sheet.getByText(/Um comando executado com o jogador offline não pode usar \{source\}/),
    ).toBeInTheDocument();
    expect(api.creates).toEqual([]);
    await user.click(offline(2));
    await user.click(offline(1));
    const wait = sheet.getByLabelText(/Esperar depois que o personagem carregar/);
    expect(wait).toHaveValue(0);
    await user.clear(wait);
    await user.type(wait, '20');
    await user.click(sheet.getByRole('button', { name: 'Criar produto' }));

    expect(await screen.findByText('Produto criado')).toBeInTheDocument();
    expect(api.creates).toEqual([
      expect.objectContaining({
        delivery: 'game',
        gameCommands: [
          { command: 'addgroup {passport} vip', offline: true },
          { command: 'car {source} adder', offline: false },
        ],
        refundCommands: [],
        expiryCommands: [],
        commandDelaySeconds: 20,
      }),
    ]);
  });

  it('marks every required field before anything is sent, as the other forms do', async () => {
    server.use(answer('listGameServers', () => HttpResponse.json({ data: [] })));
    serveStoreManage();
    await openStore();
    const { user, sheet } = await openNewProduct();
    const dialog = screen.getByRole('dialog', { name: 'Novo produto' });
    /** What follows a field's name on screen: "*" (required) or "(opcional)". */
    const mark = (label: string) => {
      const element = Array.from(
        dialog.querySelectorAll('label, legend, #product-images-label'),
      ).find((item) => item.firstChild?.textContent?.trim() === label);
      return element?.textContent?.slice(label.length).trim();
    };

    for (const label of ['Nome', 'Descrição curta', 'Categoria', 'Preço (pontos)', 'Estoque']) {
      expect(mark(label), label).toBe('*');
    }
    expect(mark('Entrega')).toBe('*');
    expect(mark('Imagens')).toBe('*');
    for (const label of ['Descrição detalhada', 'Limite por membro', 'Cargo exigido']) {
      expect(mark(label), label).toBe('(opcional)');
    }
    expect(mark('Características')).toBe('(opcional)');

    await user.click(sheet.getByRole('radio', { name: 'Código gerado' }));
    expect(mark('Tipo do código')).toBe('*');
    await user.click(sheet.getByRole('radio', { name: 'Cargo no Discord' }));
    expect(mark('Cargo entregue')).toBe('*');
    // In the game, the item is what the member gets: the image is optional.
    await user.click(sheet.getByRole('radio', { name: 'No jogo' }));
    expect(mark('Imagens')).toBe('(opcional)');
    expect(mark('Comandos da compra')).toBe('*');
    expect(mark('Servidores de jogo')).toBe('(opcional)');
    expect(mark('Duração em dias')).toBe('(opcional)');
  });

  it('creates an in-game product without an image', async () => {
    server.use(answer('listGameServers', () => HttpResponse.json({ data: [] })));
    const api = serveStoreManage();
    await openStore();
    const { user, sheet } = await openNewProduct();
    await user.type(sheet.getByLabelText(/^Nome/), 'VIP Ouro');
    await user.type(sheet.getByLabelText(/Descrição curta/), 'VIP por 30 dias.');
    await user.click(sheet.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Social Media' }));
    await user.type(sheet.getByLabelText(/Preço/), '500');
    await user.click(sheet.getByRole('radio', { name: 'No jogo' }));
    await user.type(
      sheet.getByRole('textbox', { name: 'Comandos da compra: comando 1' }),
      'vip {{source}',
    );
    await user.click(sheet.getByRole('button', { name: 'Criar produto' }));

    expect(await screen.findByText('Produto criado')).toBeInTheDocument();
    expect(api.creates).toEqual([
      expect.objectContaining({ categoryId: '5', delivery: 'game', images: [] }),
    ]);
  });

  it('checks the form first, then shows the server refusal under its field', async () => {
    const api = serveStoreManage({
      refuse: {
        create: {
          status: 400,
          body: {
            code: 'validation',
            message: 'Dados inválidos.',
            issues: [{ path: 'body.deliveryRoleId', message: 'O bot não pode dar este cargo.' }],
          },
        },
      },
    });
    await openStore();
    const { user, sheet } = await openNewProduct();

    await user.click(sheet.getByRole('button', { name: 'Criar produto' }));
    expect(sheet.getByText('Informe o nome.')).toBeInTheDocument();
    expect(sheet.getByText('Escolha como a compra é entregue.')).toBeInTheDocument();
    expect(sheet.getByText('Adicione pelo menos uma imagem.')).toBeInTheDocument();
    expect(sheet.getByLabelText(/^Nome/)).toHaveFocus();
    expect(api.creates).toEqual([]);

    await fillRequired(user, sheet);
    await user.click(sheet.getByRole('switch', { name: 'Ilimitado' }));
    await user.click(sheet.getByRole('radio', { name: 'Cargo no Discord' }));
    await user.click(sheet.getByRole('button', { name: 'Criar produto' }));
    expect(sheet.getByText('Informe o estoque.')).toBeInTheDocument();
    expect(sheet.getByText('Informe o cargo que a compra dá.')).toBeInTheDocument();
    expect(sheet.getByRole('button', { name: /^Cargo entregue:/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.type(sheet.getByLabelText(/Estoque/), '10');
    await pickRole(user, 'Cargo entregue', 'Allowlist');
    await user.click(sheet.getByRole('button', { name: 'Criar produto' }));

    expect(await sheet.findByText('O bot não pode dar este cargo.')).toBeVisible();
    const role = sheet.getByRole('button', { name: 'Cargo entregue: Allowlist' });
    expect(role).toHaveAccessibleDescription(/O bot não pode dar este cargo\./);
    expect(role).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(role).toHaveFocus());
    expect(screen.getByText('Erro ao criar o produto')).toBeInTheDocument();
    expect(api.creates).toHaveLength(1);
    expect(api.creates[0]).toMatchObject({ stock: 10 });
  });

  it('edits only the changed fields, showing the saved role by name', async () => {
    const user = userEvent.setup();
    const api = serveStoreManage({ products: [overlay] });
    await openStore();
    await screen.findByText('1 produto');
    await user.click(
      row('Overlay Premium').getByRole('button', { name: 'Editar Overlay Premium' }),
    );
    const sheet = within(await screen.findByRole('dialog', { name: 'Editar produto' }));

    expect(sheet.getByLabelText(/^Nome/)).toHaveValue('Overlay Premium');
    expect(sheet.getByRole('button', { name: 'Cargo entregue: Moderação' })).toBeInTheDocument();
    expect(sheet.getByLabelText(/Estoque/)).toHaveValue(5);
    const price = sheet.getByLabelText(/Preço/);
    await user.clear(price);
    await user.type(price, '7000');
    await user.click(sheet.getByRole('switch', { name: 'Ilimitado' }));
    await user.click(sheet.getByRole('radio', { name: 'Código gerado' }));
    await user.click(sheet.getByRole('combobox', { name: 'Tipo do código' }));
    await user.click(await screen.findByRole('option', { name: 'Convite' }));
    await user.click(sheet.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Produto atualizado')).toBeInTheDocument();
    expect(api.updates).toEqual([
      {
        id: '1',
        body: {
          price: 7000,
          stock: null,
          delivery: 'code',
          deliveryRoleId: null,
          codeType: 'invite',
        },
      },
    ]);
  });

  it('says when a saved role is gone from the server, and takes it off', async () => {
    const user = userEvent.setup();
    const api = serveStoreManage({
      products: [
        adminProduct(1, {
          name: 'Tela de Ausente',
          requiredRole: { id: ids.goneRole, name: null, color: null },
        }),
      ],
    });
    await openStore();
    await screen.findByText('1 produto');
    await user.click(
      row('Tela de Ausente').getByRole('button', { name: 'Editar Tela de Ausente' }),
    );
    const sheet = within(await screen.findByRole('dialog', { name: 'Editar produto' }));
    const picker = sheet.getByRole('button', { name: `Cargo exigido: ${ids.goneRole}` });
    expect(picker).toHaveAccessibleDescription(
      'Este cargo não foi encontrado no servidor do Discord.',
    );
    await user.click(sheet.getByRole('button', { name: 'Remover o cargo: Cargo exigido' }));
    expect(sheet.getByRole('button', { name: 'Cargo exigido: nenhum cargo' })).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Produto atualizado')).toBeInTheDocument();
    expect(api.updates).toEqual([{ id: '1', body: { requiredRoleId: null } }]);
  });

  it('takes a role id typed by hand while the guild catalog cannot be read', async () => {
    server.use(
      answer('getBotCatalog', () =>
        HttpResponse.json({ code: 'internal', message: 'Falhou.' }, { status: 500 }),
      ),
    );
    const api = serveStoreManage();
    await openStore();
    const { user, sheet } = await openNewProduct();
    await fillRequired(user, sheet);
    await user.click(sheet.getByRole('radio', { name: 'Código gerado' }));
    await user.click(sheet.getByRole('combobox', { name: 'Tipo do código' }));
    await user.click(await screen.findByRole('option', { name: 'Convite' }));
    const typed = await sheet.findByRole('textbox', { name: /Cargo exigido/ });
    expect(typed).toHaveAccessibleDescription(/precisa ter para resgatar/);
    await user.type(typed, '400000000000000777');
    await user.click(sheet.getByRole('button', { name: 'Criar produto' }));
    expect(await screen.findByText('Produto criado')).toBeInTheDocument();
    expect(api.creates[0]).toMatchObject({ requiredRoleId: '400000000000000777' });
  });

  it('hides and shows a product', async () => {
    const user = userEvent.setup();
    const api = serveStoreManage({ products: [overlay] });
    await openStore();

    await screen.findByText('1 produto');
    await user.click(
      row('Overlay Premium').getByRole('button', { name: 'Ocultar Overlay Premium' }),
    );
    expect(await screen.findByText('Produto ocultado')).toBeInTheDocument();
    expect(api.updates).toEqual([{ id: '1', body: { hidden: true } }]);
    expect(await row('Overlay Premium').findByText('Oculto')).toBeInTheDocument();

    await user.click(
      row('Overlay Premium').getByRole('button', { name: 'Mostrar Overlay Premium' }),
    );
    expect(await screen.findByText('Produto visível na loja')).toBeInTheDocument();
    expect(api.updates.at(-1)).toEqual({ id: '1', body: { hidden: false } });
  });

  it('asks before deleting a product', async () => {
    const user = userEvent.setup();
    const api = serveStoreManage({ products: [overlay] });
    await openStore();

    await screen.findByText('1 produto');
    await user.click(
      row('Overlay Premium').getByRole('button', { name: 'Excluir Overlay Premium' }),
    );
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Excluir o produto?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancelar' }));
    expect(api.removals).toEqual([]);

    await user.click(
      row('Overlay Premium').getByRole('button', { name: 'Excluir Overlay Premium' }),
    );
    confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Produto excluído')).toBeInTheDocument();
    expect(api.removals).toEqual(['1']);
    expect(await screen.findByText('Nenhum produto cadastrado.')).toBeInTheDocument();
  });

  it('is read-only for whoever may only view the store', async () => {
    serveStoreManage({ products: [overlay] });
    await openStore(testUser('moderador'));

    expect(await screen.findByText('1 produto')).toBeInTheDocument();
    expect(screen.getByText('Você pode ver os produtos, mas não alterá-los.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo produto' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar|Ocultar|Excluir/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
  });
});
