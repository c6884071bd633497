import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { storeCategories, storeProducts } from '../../../db/schema/store';

export type CategoryRow = typeof storeCategories.$inferSelect;

/** The categories in the tabs' order. */
export function listCategoryRows(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(storeCategories)
    .orderBy(asc(storeCategories.position), asc(storeCategories.id));
}

/**
 * Every category, locked until the transaction ends: a creation, a reorder and a deletion run
 * one at a time, so positions and the count stay whole.
 */
export function lockCategoryRows(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(storeCategories)
    .orderBy(asc(storeCategories.position), asc(storeCategories.id))
    .for('update');
}

/** Category names by id, for presenting products (a few dozen rows at most). */
export async function findCategoryNames(db: Executor): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: storeCategories.id, name: storeCategories.name })
    .from(storeCategories);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The category a product is saved into, kept from deletion until the transaction ends (a
 * deletion in flight finishes first, and then it is gone).
 */
export async function shareCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(storeCategories)
    .where(eq(storeCategories.id, id))
    .for('key share');
  return row;
}

export async function lockCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(storeCategories)
    .where(eq(storeCategories.id, id))
    .for('update');
  return row;
}

/** Whether another category has the name, ignoring case (the unique index's rule). */
export async function categoryNameTaken(
  db: Executor,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: storeCategories.id })
    .from(storeCategories)
    .where(
      and(
        eq(sql`lower(${storeCategories.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(storeCategories.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCategory(
  db: Executor,
  values: { name: string; position: number },
): Promise<CategoryRow> {
  const [row] = await db.insert(storeCategories).values(values).returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function updateCategoryRow(
  db: Executor,
  id: number,
  changes: Partial<Pick<CategoryRow, 'name' | 'position'>>,
  updatedAt: Date,
): Promise<CategoryRow> {
  const [row] = await db
    .update(storeCategories)
    .set({ ...changes, updatedAt })
    .where(eq(storeCategories.id, id))
    .returning();
  if (!row) throw new Error('category update returned nothing');
  return row;
}

export async function deleteCategoryRow(db: Executor, id: number): Promise<void> {
  await db.delete(storeCategories).where(eq(storeCategories.id, id));
}

/** Products in the category, hidden ones too (the index on `category_id` answers it). */
export async function countCategoryProducts(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(storeProducts)
    .where(eq(storeProducts.categoryId, id));
  return row?.total ?? 0;
}
