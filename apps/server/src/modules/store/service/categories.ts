import { storeLimits, storeMessages, type StoreCategory } from '@panel/contract/api/store';
import type { Database, Executor } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { conflict, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import {
  categoryNameTaken,
  countCategoryProducts,
  deleteCategoryRow,
  insertCategory,
  listCategoryRows,
  lockCategory,
  lockCategoryRows,
  updateCategoryRow,
  type CategoryRow,
} from '../repository/categories';

// The store's categories, named and ordered by staff (docs/decisions/2026-12-04-store-categories.md).

const nameIndex = 'store_categories_name';
const auditTarget = (row: CategoryRow) => `category:${row.id}`;

function toCategory(row: CategoryRow): StoreCategory {
  return { id: String(row.id), name: row.name };
}

/** Two staff members naming two categories alike at once: the index refuses the second. */
async function refusingTakenName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, nameIndex)) throw conflict(storeMessages.categoryNameTaken(name));
    throw error;
  }
}

export async function listCategories(db: Executor): Promise<StoreCategory[]> {
  return (await listCategoryRows(db)).map(toCategory);
}

/** A new category goes after the others. */
export function createCategory(
  db: Database,
  name: string,
  audit: AuditContext,
): Promise<StoreCategory> {
  return refusingTakenName(name, () =>
    db.transaction(async (tx) => {
      const rows = await lockCategoryRows(tx);
      if (rows.length >= storeLimits.categoriesMax) throw conflict(storeMessages.categoriesFull);
      if (await categoryNameTaken(tx, name)) throw conflict(storeMessages.categoryNameTaken(name));
      const position = Math.max(0, ...rows.map((row) => row.position)) + 1;
      const row = await insertCategory(tx, { name, position });
      await recordAudit(tx, audit, {
        actionType: 'create',
        action: 'store.category.create',
        target: auditTarget(row),
        details: `Criou a categoria ${row.name} na loja`,
        after: toCategory(row),
      });
      return toCategory(row);
    }),
  );
}

export function renameCategory(
  db: Database,
  id: number,
  name: string,
  audit: AuditContext,
): Promise<StoreCategory> {
  return refusingTakenName(name, () =>
    db.transaction(async (tx) => {
      const current = await lockCategory(tx, id);
      if (!current) throw notFound(storeMessages.categoryNotFound);
      if (current.name === name) return toCategory(current);
      if (await categoryNameTaken(tx, name, id)) {
        throw conflict(storeMessages.categoryNameTaken(name));
      }
      const row = await updateCategoryRow(tx, id, { name }, new Date());
      await recordAudit(tx, audit, {
        actionType: 'update',
        action: 'store.category.rename',
        target: auditTarget(row),
        details: `Renomeou a categoria ${current.name} para ${row.name}`,
        before: { name: current.name },
        after: { name: row.name },
      });
      return toCategory(row);
    }),
  );
}

/** Takes the complete list of ids, so a stale screen cannot drop a category. */
export function reorderCategories(
  db: Database,
  ids: readonly string[],
  audit: AuditContext,
): Promise<StoreCategory[]> {
  return db.transaction(async (tx) => {
    const rows = await lockCategoryRows(tx);
    const current = new Set(rows.map((row) => String(row.id)));
    const complete =
      ids.length === current.size &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.has(id));
    if (!complete) throw conflict(storeMessages.categoriesChanged);
    const before = rows.map((row) => String(row.id));
    if (before.join() === ids.join()) return rows.map(toCategory);
    const now = new Date();
    for (const [index, id] of ids.entries()) {
      const row = rows.find((item) => String(item.id) === id);
      if (row && row.position !== index + 1) {
        await updateCategoryRow(tx, row.id, { position: index + 1 }, now);
      }
    }
    const names = new Map(rows.map((row) => [String(row.id), row.name]));
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'store.category.reorder',
      target: 'store:categories',
      details: `Reordenou as categorias da loja: ${ids.map((id) => names.get(id)).join(', ')}`,
      before: { order: before },
      after: { order: [...ids] },
    });
    return (await listCategoryRows(tx)).map(toCategory);
  });
}

/**
 * Deletes a category without products; one with products is refused with how many, so staff
 * move them first. A product saved into it meanwhile holds it (`shareCategory`) until saved,
 * and is then counted.
 */
export function deleteCategory(db: Database, id: number, audit: AuditContext): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    if (!row) throw notFound(storeMessages.categoryNotFound);
    const products = await countCategoryProducts(tx, id);
    if (products > 0) throw conflict(storeMessages.categoryInUse(row.name, products));
    await deleteCategoryRow(tx, id);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'store.category.delete',
      target: auditTarget(row),
      details: `Excluiu a categoria ${row.name} da loja`,
      before: toCategory(row),
    });
  });
}
