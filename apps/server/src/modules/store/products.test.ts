import { readdir } from 'node:fs/promises';
import type {
  CreateStoreProductBody,
  StoreProduct,
  StoreProductAdmin,
} from '@panel/contract/api/store';
import { count, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { messageOf, urlOf } from '../../../test/api';
import { demoIds, signIn } from '../../../test/sign-in';
import { uploadStoreImage } from '../../../test/store-images';
import { categoryIds } from '../../../test/store-fixtures';
import { pngImage } from '../../../test/test-images';
import { auditLog } from '../../db/schema/audit';
import { storePurchases } from '../../db/schema/store';

const s = useTestApp({ signIn: ['administrador'] });
const db = () => s.t.database.db;
/** The categories migration 0044 made, by name. */
let categories: Record<string, string> = {};
beforeAll(async () => {
  categories = await categoryIds(db());
});
const categoryId = (name: string): string => {
  const id = categories[name];
  if (!id) throw new Error(`no category ${name}`);
  return id;
};

let made = 0;
const body = (values: Partial<CreateStoreProductBody> = {}): CreateStoreProductBody => ({
  name: `Produto ${(made += 1)}`,
  description: 'Um produto da loja.',
  categoryId: categoryId('Telas'),
  images: ['https://cdn.example.com/produto.png'],
  price: 700,
  delivery: 'manual',
  ...values,
});
const create = (values: Partial<CreateStoreProductBody> = {}) =>
  s.call('createStoreProduct', s.as.administrador, { body: body(values) });
const created = async (values: Partial<CreateStoreProductBody> = {}) => {
  const response = await create(values);
  expect(response.statusCode).toBe(201);
  return response.json<StoreProductAdmin>();
};
const patch = (id: string, changes: object) =>
  s.call('updateStoreProduct', s.as.administrador, { params: { id }, body: changes });
const visitor = (url: string) => s.t.app.inject({ method: 'GET', url });
const auditOf = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `product:${id}`))
    .orderBy(desc(auditLog.id));
const issuesOf = (response: LightMyRequestResponse) =>
  response.json<{ issues: { path: string; message: string }[] }>().issues;

describe('the showcase', () => {
  it('lists the visible products by id, of one category when asked', async () => {
    const mine = await created({ categoryId: categoryId('Social Media') });
    const all = (await visitor(urlOf('listStoreProducts'))).json<StoreProduct[]>();
    expect(all.map((p) => Number(p.id))).toEqual(
      all.map((p) => Number(p.id)).sort((a, b) => a - b),
    );
    expect(all.at(-1)).toMatchObject({ id: mine.id, name: mine.name });
    const social = await visitor(
      urlOf('listStoreProducts', { query: { category: categoryId('Social Media') } }),
    );
    expect(social.json<StoreProduct[]>().map((p) => p.name)).toEqual([
      'Banner Personalizado',
      mine.name,
    ]);
    expect(social.json<StoreProduct[]>()[0]?.category).toEqual({
      id: categoryId('Social Media'),
      name: 'Social Media',
    });
    expect(
      (await visitor(urlOf('listStoreProducts', { query: { category: 'nada' } }))).statusCode,
    ).toBe(400);
    const unknown = await visitor(urlOf('listStoreProducts', { query: { category: '999999' } }));
    expect(unknown.json<StoreProduct[]>()).toEqual([]);
  });

  it('leaves hidden products out of the list and the detail, 404 for unknown ids', async () => {
    const hidden = await created({ hidden: true });
    const names = (await visitor(urlOf('listStoreProducts')))
      .json<StoreProduct[]>()
      .map((p) => p.name);
    expect(names).not.toContain(hidden.name);
    for (const id of [hidden.id, '999999']) {
      const response = await visitor(urlOf('getStoreProduct', { params: { id } }));
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe('Produto não encontrado');
    }
  });
});

describe('creating a product', () => {
  it('keeps every field, with its uploaded image, and audits it', async () => {
    const uploaded = await uploadStoreImage(s.t, s.as.administrador, await pngImage());
    const product = await created({
      name: 'Kit de Cena',
      description: 'Cenário completo.',
      longDescription: 'Tudo o que a cena precisa.',
      categoryId: categoryId('Overlays'),
      images: [uploaded, 'https://cdn.example.com/kit.png'],
      features: ['Três cenas', 'Transições'],
      price: 4321,
      featured: true,
      stock: 5,
      perMemberLimit: 2,
      requiredRoleId: '880000000000000001',
      delivery: 'role',
      deliveryRoleId: '880000000000000002',
    });
    expect(product).toMatchObject({
      name: 'Kit de Cena',
      longDescription: 'Tudo o que a cena precisa.',
      images: [uploaded, 'https://cdn.example.com/kit.png'],
      features: ['Três cenas', 'Transições'],
      price: 4321,
      featured: true,
      hidden: false,
      stock: 5,
      perMemberLimit: 2,
      requiredRole: { id: '880000000000000001', name: null, color: null },
      delivery: 'role',
      deliveryRole: { id: '880000000000000002', name: null, color: null },
      codeType: null,
      sold: 0,
    });
    const detail = await visitor(urlOf('getStoreProduct', { params: { id: product.id } }));
    expect(detail.json<StoreProduct>()).toMatchObject({ name: 'Kit de Cena', price: 4321 });
    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({
      actionType: 'create',
      action: 'store.product.create',
      actorId: demoIds.administrador,
      details: 'Criou o produto Kit de Cena (4.321 pontos)',
      after: expect.objectContaining({ id: product.id, deliveryRoleId: '880000000000000002' }),
    });
  });

  it('refuses a delivery without what it needs, and an unknown uploaded image', async () => {
    const role = await create({ delivery: 'role' });
    expect(role.statusCode).toBe(400);
    expect(issuesOf(role)).toContainEqual({
      path: 'body.deliveryRoleId',
      message: 'Informe o cargo que a compra dá.',
    });
    const code = await create({ delivery: 'code' });
    expect(issuesOf(code)).toContainEqual(expect.objectContaining({ path: 'body.codeType' }));
    const image = await create({
      images: [
        'https://cdn.example.com/a.png',
        urlOf('storeImage', { params: { imageId: '999999' } }),
      ],
    });
    expect(image.statusCode).toBe(400);
    expect(issuesOf(image)).toEqual([
      { path: 'body.images.1', message: 'Imagem não encontrada. Envie a imagem novamente.' },
    ]);
  });

  it('refuses a category that does not exist', async () => {
    const response = await create({ categoryId: '999999' });
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response)).toEqual([
      { path: 'body.categoryId', message: 'Categoria não encontrada. Recarregue a página.' },
    ]);
  });

  it('needs an image, except for a product delivered in the game', async () => {
    const manual = await create({ images: [] });
    expect(manual.statusCode).toBe(400);
    expect(issuesOf(manual)).toEqual([
      { path: 'body.images', message: 'Adicione pelo menos uma imagem.' },
    ]);
    const game = await created({
      images: [],
      delivery: 'game',
      gameCommands: [{ command: 'vip {passport}', offline: true }],
    });
    expect(game).toMatchObject({ images: [], delivery: 'game' });
    // Back to a delivery by staff, it needs its image again.
    expect(issuesOf(await patch(game.id, { delivery: 'manual' }))).toEqual([
      { path: 'body.images', message: 'Adicione pelo menos uma imagem.' },
    ]);
  });
});

describe('editing a product', () => {
  it('checks the delivery of the product as it would become', async () => {
    const product = await created();
    const role = await patch(product.id, { delivery: 'role' });
    expect(role.statusCode).toBe(400);
    expect(issuesOf(role)).toContainEqual({
      path: 'body.deliveryRoleId',
      message: 'Informe o cargo que a compra dá.',
    });
    expect(issuesOf(await patch(product.id, { delivery: 'code' }))).toContainEqual(
      expect.objectContaining({ path: 'body.codeType' }),
    );
    const code = await patch(product.id, { delivery: 'code', codeType: 'invite' });
    expect(code.json<StoreProductAdmin>()).toMatchObject({ delivery: 'code', codeType: 'invite' });
    const manual = await patch(product.id, { delivery: 'manual' });
    expect(manual.json<StoreProductAdmin>()).toMatchObject({ delivery: 'manual', codeType: null });
  });

  it('writes and audits only the fields that changed; no change writes nothing', async () => {
    const product = await created({ price: 500, stock: 8 });
    const response = await patch(product.id, { name: product.name, price: 650, stock: 3 });
    expect(response.statusCode).toBe(200);
    const edited = response.json<StoreProductAdmin>();
    expect(edited).toMatchObject({ price: 650, stock: 3 });
    expect(edited.updatedAt > product.updatedAt).toBe(true);
    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({
      actionType: 'update',
      action: 'store.product.update',
      details: `Alterou o produto ${product.name}: preço, estoque`,
      before: { price: 500, stock: 8 },
      after: { price: 650, stock: 3 },
    });

    const same = await patch(product.id, { price: 650, features: [] });
    expect(same.json<StoreProductAdmin>().updatedAt).toBe(edited.updatedAt);
    expect(await auditOf(product.id)).toHaveLength(2);
    expect((await patch('999999', { price: 1 })).statusCode).toBe(404);
  });

  it('moves a product to another category, naming both in the audit', async () => {
    const product = await created({ categoryId: categoryId('Emotes') });
    expect(product.category).toEqual({ id: categoryId('Emotes'), name: 'Emotes' });
    const moved = await patch(product.id, { categoryId: categoryId('Alertas') });
    expect(moved.json<StoreProductAdmin>().category).toEqual({
      id: categoryId('Alertas'),
      name: 'Alertas',
    });
    expect((await auditOf(product.id))[0]).toMatchObject({
      details: `Alterou o produto ${product.name}: categoria`,
      before: { categoryId: categoryId('Emotes'), categoryName: 'Emotes' },
      after: { categoryId: categoryId('Alertas'), categoryName: 'Alertas' },
    });
    const unknown = await patch(product.id, { categoryId: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect(issuesOf(unknown)[0]?.path).toBe('body.categoryId');
  });

  it('hides a product from members', async () => {
    const product = await created();
    const hidden = await patch(product.id, { hidden: true });
    expect(hidden.json<StoreProductAdmin>().hidden).toBe(true);
    expect((await auditOf(product.id))[0]?.details).toBe(`Ocultou o produto ${product.name}`);
    expect(
      (await visitor(urlOf('getStoreProduct', { params: { id: product.id } }))).statusCode,
    ).toBe(404);
  });
});

describe('deleting a product', () => {
  it('keeps its purchases and the images still named elsewhere; the rest goes', async () => {
    const png = await pngImage();
    const [own, shared, bought] = await Promise.all(
      [1, 2, 3].map(() => uploadStoreImage(s.t, s.as.administrador, png)),
    );
    if (!own || !shared || !bought) throw new Error('uploads missing');
    const product = await created({ images: [own, shared, bought], price: 900 });
    await created({ images: [shared] });
    const purchase = {
      userId: demoIds.membro,
      productId: Number(product.id),
      productName: product.name,
      productImage: bought,
      price: 900,
      delivery: 'manual' as const,
    };
    await db()
      .insert(storePurchases)
      .values([
        { ...purchase, state: 'pending', idempotencyKey: 'excluir-produto-1' },
        { ...purchase, state: 'refunded', idempotencyKey: 'excluir-produto-2' },
      ]);
    const admin = (await s.call('listStoreProductsAdmin', s.as.administrador)).json<
      StoreProductAdmin[]
    >();
    expect(admin.find((p) => p.id === product.id)?.sold).toBe(1);

    const files = await readdir(s.t.storageRoot);
    const response = await s.call('deleteStoreProduct', s.as.administrador, {
      params: { id: product.id },
    });
    expect(response.statusCode).toBe(204);
    expect(await readdir(s.t.storageRoot)).toHaveLength(files.length - 1);
    expect(
      (await visitor(urlOf('getStoreProduct', { params: { id: product.id } }))).statusCode,
    ).toBe(404);
    expect((await visitor(own)).statusCode).toBe(404);
    expect((await visitor(shared)).statusCode).toBe(200);
    expect((await visitor(bought)).statusCode).toBe(200);
    const kept = await db()
      .select()
      .from(storePurchases)
      .where(eq(storePurchases.productName, product.name));
    expect(kept).toHaveLength(2);
    expect(kept[0]).toMatchObject({ productId: null, price: 900, productImage: bought });
    expect((await auditOf(product.id))[0]).toMatchObject({
      actionType: 'delete',
      details: `Excluiu o produto ${product.name}`,
    });
    expect(
      (await s.call('deleteStoreProduct', s.as.administrador, { params: { id: product.id } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('who manages products', () => {
  it('lets a moderator see every product but not change them; members see neither', async () => {
    const moderador = await signIn(s.t.app, demoIds.moderador);
    const list = await s.call('listStoreProductsAdmin', moderador);
    expect(list.statusCode).toBe(200);
    expect(list.json<StoreProductAdmin[]>().length).toBeGreaterThanOrEqual(5);
    const creations = () =>
      db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'store.product.create'));
    const before = await creations();
    const refused = await s.call('createStoreProduct', moderador, { body: body() });
    expect(refused.statusCode).toBe(403);
    expect(await creations()).toEqual(before);
    const membro = await signIn(s.t.app, demoIds.membro);
    expect((await s.call('listStoreProductsAdmin', membro)).statusCode).toBe(403);
  });
});
