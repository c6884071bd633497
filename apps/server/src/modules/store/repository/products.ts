import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { storeProductSales, storeProducts } from '../../../db/schema/store';

export type ProductRow = typeof storeProducts.$inferSelect;
export type NewProduct = Omit<typeof storeProducts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** The columns an edit may change. */
export type ProductChanges = Partial<NewProduct>;

/** Visible products in the showcase's order (by id), of one category when given. */
export function findVisibleProducts(
  db: Executor,
  categoryId: number | undefined,
): Promise<ProductRow[]> {
  return db
    .select()
    .from(storeProducts)
    .where(
      and(
        eq(storeProducts.hidden, false),
        categoryId ? eq(storeProducts.categoryId, categoryId) : undefined,
      ),
    )
    .orderBy(asc(storeProducts.id));
}

export function findAllProducts(db: Executor): Promise<ProductRow[]> {
  return db.select().from(storeProducts).orderBy(asc(storeProducts.id));
}

export async function findProduct(db: Executor, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(storeProducts).where(eq(storeProducts.id, id));
  return row;
}

/**
 * The product as committed, kept from edits and deletion until the transaction ends (a
 * redemption's or a refund's): an edit or a delete in flight finishes first. Buyers do not
 * wait on each other (`key share` with `no key update`; the stock UPDATE takes the latter).
 */
export async function readProductFor(
  db: Executor,
  id: number,
  lock: 'key share' | 'no key update',
): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(storeProducts).where(eq(storeProducts.id, id)).for(lock);
  return row;
}

/** The product, locked until the transaction ends. */
export async function lockProduct(db: Executor, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(storeProducts).where(eq(storeProducts.id, id)).for('update');
  return row;
}

export async function insertProduct(db: Executor, values: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(storeProducts).values(values).returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

export async function updateProductRow(
  db: Executor,
  id: number,
  changes: ProductChanges,
  updatedAt: Date,
): Promise<ProductRow> {
  const [row] = await db
    .update(storeProducts)
    .set({ ...changes, updatedAt })
    .where(eq(storeProducts.id, id))
    .returning();
  if (!row) throw new Error('product update returned nothing');
  return row;
}

export async function deleteProductRow(db: Executor, id: number): Promise<void> {
  await db.delete(storeProducts).where(eq(storeProducts.id, id));
}

/**
 * Purchases not refunded, by product id (products without any are left out), from the
 * trigger-kept sales counters.
 */
export async function countSold(
  db: Executor,
  productIds?: readonly number[],
): Promise<Map<number, number>> {
  if (productIds?.length === 0) return new Map();
  const rows = await db
    .select({ productId: storeProductSales.productId, sold: storeProductSales.sold })
    .from(storeProductSales)
    .where(
      and(
        gt(storeProductSales.sold, 0),
        productIds ? inArray(storeProductSales.productId, [...productIds]) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.productId, Number(row.sold)]));
}
