import { describe, expect, it } from 'vitest';
import { adminProduct } from '@/testing/store-manage-fixtures';
import {
  changedProductFields,
  checkProductForm,
  commandLine,
  emptyProductForm,
  featureLine,
  productErrorsFromIssues,
  productFormValues,
  type ProductFormValues,
} from './product-form';
import { pathOf } from '@/testing/answer';

function filled(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...emptyProductForm(),
    name: ' Overlay Premium ',
    description: 'Overlay animado.',
    categoryId: '1',
    price: '5000',
    delivery: 'manual',
    images: [pathOf('storeImage', { imageId: '1' })],
    ...overrides,
  };
}

describe('checkProductForm', () => {
  it('gives the contract messages for what is missing', () => {
    const check = checkProductForm(emptyProductForm());
    expect(check).toEqual({
      ok: false,
      errors: {
        name: 'Informe o nome.',
        description: 'Informe a descrição curta.',
        categoryId: 'Escolha uma categoria.',
        price: 'Informe o preço em pontos.',
        delivery: 'Escolha como a compra é entregue.',
        images: 'Adicione pelo menos uma imagem.',
      },
    });
  });

  it('asks for the stock unless it is unlimited, and for what the delivery needs', () => {
    expect(checkProductForm(filled({ unlimitedStock: false, stock: '' }))).toMatchObject({
      ok: false,
      errors: { stock: 'Informe o estoque.' },
    });
    expect(checkProductForm(filled({ delivery: 'role' }))).toMatchObject({
      ok: false,
      errors: { deliveryRoleId: 'Informe o cargo que a compra dá.' },
    });
    expect(checkProductForm(filled({ delivery: 'code' }))).toMatchObject({
      ok: false,
      errors: { codeType: 'Escolha o tipo do código que a compra gera.' },
    });
    expect(checkProductForm(filled({ price: '2.5' }))).toMatchObject({
      ok: false,
      errors: { price: 'O preço deve ser um número inteiro de pontos.' },
    });
  });

  it('builds the body: trimmed, null stock when unlimited, unused delivery fields empty', () => {
    const check = checkProductForm(
      filled({
        perMemberLimit: '2',
        deliveryRoleId: '300000000000000001',
        codeType: 'skip',
        features: [featureLine(' Animado '), featureLine('  ')],
      }),
    );
    expect(check).toEqual({
      ok: true,
      fields: {
        name: 'Overlay Premium',
        description: 'Overlay animado.',
        longDescription: '',
        categoryId: '1',
        price: 5000,
        featured: false,
        hidden: false,
        stock: null,
        perMemberLimit: 2,
        requiredRoleId: null,
        delivery: 'manual',
        deliveryRoleId: null,
        codeType: null,
        gameCommands: [],
        refundCommands: [],
        expiryCommands: [],
        commandDelaySeconds: 0,
        durationDays: null,
        gameServerIds: [],
        features: ['Animado'],
        images: [pathOf('storeImage', { imageId: '1' })],
      },
    });
  });

  it('reads an in-game delivery: its commands, the wait, the duration, the servers', () => {
    const game = {
      ...emptyProductForm(),
      name: 'VIP Ouro',
      description: 'VIP por 30 dias.',
      categoryId: '5',
      price: '500',
      delivery: 'game' as const,
      gameCommands: [
        commandLine('  vip {passport} ouro '),
        commandLine(''),
        commandLine(' addgroup {passport} vip', true),
        commandLine('say {name}'),
      ],
      expiryCommands: [commandLine('unvip {passport}', true)],
      commandDelaySeconds: '20',
      durationDays: '30',
      gameServerIds: ['2'],
      images: [pathOf('storeImage', { imageId: '1' })],
    };
    const checked = checkProductForm(game);
    expect(checked.ok && checked.fields).toMatchObject({
      gameCommands: [
        { command: 'vip {passport} ouro', offline: false },
        { command: 'addgroup {passport} vip', offline: true },
        { command: 'say {name}', offline: false },
      ],
      expiryCommands: [{ command: 'unvip {passport}', offline: true }],
      refundCommands: [],
      commandDelaySeconds: 20,
      durationDays: 30,
      gameServerIds: ['2'],
    });
    expect(
      checkProductForm({ ...game, gameCommands: [commandLine('vip {usuario}')] }),
    ).toMatchObject({
      ok: false,
      errors: { gameCommands: expect.stringContaining('Marcador desconhecido: {usuario}') },
    });
    expect(checkProductForm({ ...game, gameCommands: [commandLine('  ')] })).toMatchObject({
      ok: false,
      errors: { gameCommands: 'Informe ao menos um comando que o servidor de jogo executa.' },
    });
    expect(checkProductForm({ ...game, durationDays: '' })).toMatchObject({
      ok: false,
      errors: {
        expiryCommands: 'Informe a duração: os comandos do fim do prazo rodam depois dela.',
      },
    });
    expect(checkProductForm({ ...game, commandDelaySeconds: '' })).toMatchObject({
      ok: true,
      fields: { commandDelaySeconds: 0 },
    });
    expect(checkProductForm({ ...game, commandDelaySeconds: '1.5' })).toMatchObject({
      ok: false,
      errors: { commandDelaySeconds: 'A espera deve ser um número inteiro de segundos.' },
    });
  });

  it('needs an image except for an in-game product', () => {
    expect(checkProductForm(filled({ images: [] }))).toMatchObject({
      ok: false,
      errors: { images: 'Adicione pelo menos uma imagem.' },
    });
    const game = filled({
      images: [],
      delivery: 'game',
      gameCommands: [commandLine('vip {passport}', true)],
    });
    expect(checkProductForm(game)).toMatchObject({ ok: true, fields: { images: [] } });
  });

  it('refuses an offline command that names the player on the server', () => {
    const game = {
      ...emptyProductForm(),
      name: 'Carro',
      description: 'Um carro na garagem.',
      categoryId: '5',
      price: '500',
      delivery: 'game' as const,
      gameCommands: [commandLine('car {source} adder', true)],
      images: [pathOf('storeImage', { imageId: '1' })],
    };
    expect(checkProductForm(game)).toMatchObject({
      ok: false,
      errors: {
        gameCommands: expect.stringContaining(
          'Um comando executado com o jogador offline não pode usar {source}',
        ),
      },
    });
    // The same command waiting for the player is fine.
    expect(
      checkProductForm({ ...game, gameCommands: [commandLine('car {source} adder')] }).ok,
    ).toBe(true);
  });
});

describe('changedProductFields', () => {
  it('keeps only what differs from the saved product, roles compared by id', () => {
    const product = adminProduct(1, {
      delivery: 'role',
      deliveryRole: { id: '300000000000000001', name: 'VIP', color: null },
      stock: 5,
      features: ['A'],
    });
    const values = productFormValues(product);
    const same = checkProductForm(values);
    if (!same.ok) throw new Error('expected a valid form');
    expect(changedProductFields(product, same.fields)).toEqual({});

    const edited = checkProductForm({
      ...values,
      price: '1500',
      unlimitedStock: true,
      features: [...values.features, featureLine('B')],
    });
    if (!edited.ok) throw new Error('expected a valid form');
    expect(changedProductFields(product, edited.fields)).toEqual({
      price: 1500,
      stock: null,
      features: ['A', 'B'],
    });
  });

  it('sends the category by id when it moves', () => {
    const product = adminProduct(1);
    const moved = checkProductForm({ ...productFormValues(product), categoryId: '4' });
    if (!moved.ok) throw new Error('expected a valid form');
    expect(changedProductFields(product, moved.fields)).toEqual({ categoryId: '4' });
  });
});

describe('productErrorsFromIssues', () => {
  it('puts each issue under its field, the first one winning', () => {
    expect(
      productErrorsFromIssues([
        { path: 'body.price', message: 'Caro demais.' },
        { path: 'images.2', message: 'Imagem inválida.' },
        { path: 'images.3', message: 'Outra.' },
        { path: 'other', message: 'Ignorada.' },
      ]),
    ).toEqual({ price: 'Caro demais.', images: 'Imagem inválida.' });
  });
});
