import type { StoreCategory, StoreProduct } from '@panel/contract/api/store';
import { desc, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf, urlOf } from '../../../test/api';
import { insertProduct } from '../../../test/store-fixtures';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';

// The store's categories, managed by staff (docs/decisions/2026-12-04-store-categories.md).

const s = useTestApp({ signIn: ['administrador', 'moderador', 'membro'] });
const db = () => s.t.database.db;
const admin = () => s.as.administrador;

const list = async () =>
  (await s.t.app.inject({ method: 'GET', url: urlOf('listStoreCategories') })).json<
    StoreCategory[]
  >();
const names = async () => (await list()).map((category) => category.name);
const create = (name: string, cookie = admin()) =>
  s.call('createStoreCategory', cookie, { body: { name } });
const created = async (name: string) => {
  const response = await create(name);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StoreCategory>();
};
const rename = (id: string, name: string) =>
  s.call('renameStoreCategory', admin(), { params: { id }, body: { name } });
const reorder = (ids: string[], cookie = admin()) =>
  s.call('reorderStoreCategories', cookie, { body: { ids } });
const remove = (id: string, cookie = admin()) =>
  s.call('deleteStoreCategory', cookie, { params: { id } });
const lastAudit = async () =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'store.category.%'))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('the categories', () => {
  it('start as the fixed list the store had, with the same names, in its order, for anyone', async () => {
    expect(await names()).toEqual(['Overlays', 'Emotes', 'Alertas', 'Telas', 'Social Media']);
    // The demo's products kept their category through the migration.
    const products = (
      await s.t.app.inject({ method: 'GET', url: urlOf('listStoreProducts') })
    ).json<StoreProduct[]>();
    expect(products.find((p) => p.name === 'Banner Personalizado')?.category.name).toBe(
      'Social Media',
    );
  });

  it('are created after the others, renamed and audited; a name is taken whatever its case', async () => {
    const made = await created('  Veículos  ');
    expect(made.name).toBe('Veículos');
    expect((await names()).at(-1)).toBe('Veículos');
    expect(await lastAudit()).toMatchObject({
      action: 'store.category.create',
      actorId: demoIds.administrador,
      details: 'Criou a categoria Veículos na loja',
    });

    const taken = await create('veículos');
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe('Já existe uma categoria chamada veículos.');
    expect((await create('')).statusCode).toBe(400);
    expect(messageOf(await create('x'.repeat(41)))).toContain('no máximo 40 caracteres');

    const renamed = await rename(made.id, 'Carros');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<StoreCategory>()).toEqual({ id: made.id, name: 'Carros' });
    expect(await lastAudit()).toMatchObject({
      action: 'store.category.rename',
      details: 'Renomeou a categoria Veículos para Carros',
      before: { name: 'Veículos' },
      after: { name: 'Carros' },
    });
    const clash = await rename(made.id, 'EMOTES');
    expect(clash.statusCode).toBe(409);
    expect(messageOf(clash)).toBe('Já existe uma categoria chamada EMOTES.');
    // The same name in other letters is its own.
    expect((await rename(made.id, 'carros')).statusCode).toBe(200);
    expect((await rename('999999', 'Nada')).statusCode).toBe(404);
  });

  it('are reordered from the complete list of ids; a stale list is refused', async () => {
    const before = await list();
    const ids = before.map((category) => category.id);
    const reversed = [...ids].reverse();
    const response = await reorder(reversed);
    expect(response.statusCode).toBe(200);
    expect(response.json<StoreCategory[]>().map((category) => category.id)).toEqual(reversed);
    expect((await list()).map((category) => category.id)).toEqual(reversed);
    expect(await lastAudit()).toMatchObject({
      action: 'store.category.reorder',
      before: { order: ids },
      after: { order: reversed },
    });

    const stale = await reorder(ids.slice(1));
    expect(stale.statusCode).toBe(409);
    expect(messageOf(stale)).toBe(
      'A lista de categorias mudou. Recarregue a página e tente novamente.',
    );
    expect((await reorder([...reversed.slice(1), reversed[1] ?? ''])).statusCode).toBe(409);
    expect((await reorder(ids)).statusCode).toBe(200);
  });

  it('are deleted when empty; one with products is refused, saying how many', async () => {
    const empty = await created('Vazia');
    const full = await created('Com produtos');
    await insertProduct(db(), { categoryId: Number(full.id) });
    await insertProduct(db(), { categoryId: Number(full.id), hidden: true });

    const refused = await remove(full.id);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'A categoria Com produtos ainda tem 2 produtos. Mova os produtos para outra categoria antes de excluí-la.',
    );
    expect(await names()).toContain('Com produtos');

    expect((await remove(empty.id)).statusCode).toBe(204);
    expect(await names()).not.toContain('Vazia');
    expect(await lastAudit()).toMatchObject({
      action: 'store.category.delete',
      details: 'Excluiu a categoria Vazia da loja',
    });
    expect((await remove(empty.id)).statusCode).toBe(404);
  });

  it('are changed only with manage_store', async () => {
    const category = (await list())[0];
    if (!category) throw new Error('no category');
    for (const cookie of [s.as.moderador, s.as.membro]) {
      expect((await create('Da equipe', cookie)).statusCode).toBe(403);
      expect((await reorder([category.id], cookie)).statusCode).toBe(403);
      expect((await remove(category.id, cookie)).statusCode).toBe(403);
    }
    expect(await names()).not.toContain('Da equipe');
  });
});

describe('a full store', () => {
  it('holds 30 categories at most', async () => {
    const count = (await list()).length;
    for (let index = count; index < 30; index += 1) await created(`Categoria ${index}`);
    const refused = await create('Uma a mais');
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('A loja já tem o máximo de 30 categorias.');
  });
});
