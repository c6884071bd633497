import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  pointsBalances,
  pointsLedger,
  storeCategories,
  storeProducts,
} from '../src/db/schema/store';

let made = 0;

/**
 * The ids of the store's categories by name: those migration 0044 made ("Overlays",
 * "Emotes", "Alertas", "Telas", "Social Media") and any a test added.
 */
export async function categoryIds(db: Database): Promise<Record<string, string>> {
  const rows = await db.select().from(storeCategories);
  return Object.fromEntries(rows.map((row) => [row.name, String(row.id)]));
}

/** A visible product of the store (first category), manual delivery, unlimited, 100 points unless told. */
export async function insertProduct(
  db: Database,
  values: Partial<typeof storeProducts.$inferInsert> = {},
) {
  made += 1;
  const [row] = await db
    .insert(storeProducts)
    .values({
      name: `Produto de teste ${made}`,
      description: 'Um produto de teste.',
      categoryId: sql`(select id from store_categories order by position, id limit 1)`,
      images: ['https://cdn.example.com/produto.png'],
      price: 100,
      delivery: 'manual',
      ...values,
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

/** Sets a member's balance, as if earned (a grant row keeps the ledger's sum equal to it). */
export async function givePoints(db: Database, userId: string, points: number): Promise<void> {
  await db.insert(pointsBalances).values({ userId, points });
  await db
    .insert(pointsLedger)
    .values({ userId, kind: 'grant', amount: points, reason: 'Saldo inicial do teste' });
}

export async function balanceOf(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ points: pointsBalances.points })
    .from(pointsBalances)
    .where(eq(pointsBalances.userId, userId));
  return row?.points;
}

/** The sum of the member's ledger: always equal to the balance. */
export async function ledgerSum(db: Database, userId: string): Promise<number> {
  const rows = await db
    .select({ amount: pointsLedger.amount })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}
