import type { EndpointId } from '@panel/contract/endpoints';
import { asc, desc } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  pointsBalances,
  storeCategories,
  storeImages,
  storeProducts,
  storePurchases,
} from '../src/db/schema/store';
import type { Caller } from './authorization-expected';
import { entryForm } from './blacklist-form';
import { defined } from './defined';
import { demoIds } from './sign-in';
import { pngImage } from './test-images';

type Sample = string | ((caller: Caller) => string);

/** The matrix's database, for the samples read when they are sent. */
let database: Database | undefined;

/** Every category, last first: a real change of order, whatever the matrix added before. */
async function reversedCategories(): Promise<string[]> {
  if (!database) throw new Error('prepareStoreSamples runs first');
  const rows = await database
    .select({ id: storeCategories.id })
    .from(storeCategories)
    .orderBy(desc(storeCategories.position), desc(storeCategories.id));
  return rows.map((row) => String(row.id));
}

/** Rows the store's samples act on, made by `prepareStoreSamples`. */
const ids = {
  product: '999999',
  spare: '999999',
  image: '999999',
  category: '999999',
  spareCategory: '999999',
  deliver: '999999',
  refund: '999999',
};

export const storeSampleUrl = {
  listStoreProducts: () => `/api/store/products?category=${ids.category}`,
  getStoreProduct: () => `/api/store/products/${ids.product}`,
  listStoreCategories: '/api/store/categories',
  storeGameAccess: () => `/api/store/products/${ids.product}/game-access`,
  storeImage: () => `/api/store/images/${ids.image}`,
  storeBalance: '/api/store/balance',
  storeHistory: '/api/store/history',
  redeemStoreProduct: () => `/api/store/products/${ids.product}/redeem`,
  listStoreProductsAdmin: '/api/store/manage/products',
  createStoreProduct: '/api/store/products',
  updateStoreProduct: () => `/api/store/products/${ids.product}`,
  deleteStoreProduct: () => `/api/store/products/${ids.spare}`,
  createStoreCategory: '/api/store/categories',
  reorderStoreCategories: '/api/store/categories/order',
  renameStoreCategory: () => `/api/store/categories/${ids.category}`,
  deleteStoreCategory: () => `/api/store/categories/${ids.spareCategory}`,
  uploadStoreImage: '/api/store/images',
  listStorePurchases: '/api/store/purchases?state=pending&search=Matriz&page=1',
  deliverStorePurchase: () => `/api/store/purchases/${ids.deliver}/deliver`,
  refundStorePurchase: () => `/api/store/purchases/${ids.refund}/refund`,
  grantStorePoints: '/api/store/points',
  storeSettings: '/api/store/settings',
  updateStoreSettings: '/api/store/settings',
} satisfies Partial<Record<EndpointId, Sample>>;

export const storeSampleBody = {
  createStoreProduct: () => ({
    name: 'Produto da matriz',
    description: 'Criado pela matriz.',
    categoryId: ids.category,
    images: ['https://cdn.example.com/matriz.png'],
    price: 10,
    delivery: 'manual',
  }),
  updateStoreProduct: { price: 5 },
  createStoreCategory: { name: 'Categoria da matriz' },
  // Read when sent: the categories then, the matrix's own included.
  reorderStoreCategories: async () => ({ ids: await reversedCategories() }),
  renameStoreCategory: { name: 'Categoria renomeada pela matriz' },
  uploadStoreImage: async () => {
    const form = entryForm({});
    form.append('image', new Blob([new Uint8Array(await pngImage())]), 'matriz.png');
    return form;
  },
  deliverStorePurchase: {},
  refundStorePurchase: { reason: 'Teste da matriz.' },
  grantStorePoints: { discordId: demoIds.membro, amount: 10, reason: 'Teste da matriz.' },
  updateStoreSettings: { pointsPerMinute: 1 },
} satisfies Partial<Record<EndpointId, object | (() => object | Promise<object>)>>;

/** A fresh key per caller: each buys once. */
export const storeSampleHeaders: Partial<Record<EndpointId, (caller: Caller) => object>> = {
  redeemStoreProduct: (caller) => ({ 'idempotency-key': `matriz-${caller}` }),
};

/**
 * A cheap product, a spare one to delete, a category without products to delete, points for
 * everyone and two manual purchases.
 */
export async function prepareStoreSamples(db: Database): Promise<void> {
  database = db;
  const [category] = await db
    .select({ id: storeCategories.id })
    .from(storeCategories)
    .orderBy(asc(storeCategories.position))
    .limit(1);
  ids.category = String(defined(category).id);
  const [spareCategory] = await db
    .insert(storeCategories)
    .values({ name: 'Categoria da matriz (sobra)', position: 99 })
    .returning({ id: storeCategories.id });
  ids.spareCategory = String(defined(spareCategory).id);
  const [product, spare] = await db
    .insert(storeProducts)
    .values(
      ['Produto da matriz', 'Produto da matriz (sobra)'].map((name) => ({
        name,
        description: 'Para a matriz de autorização.',
        categoryId: Number(ids.category),
        images: ['https://cdn.example.com/matriz.png'],
        price: 1,
        delivery: 'manual' as const,
      })),
    )
    .returning({ id: storeProducts.id });
  ids.product = String(defined(product).id);
  ids.spare = String(defined(spare).id);
  const [image] = await db
    .select({ id: storeImages.id })
    .from(storeImages)
    .orderBy(asc(storeImages.id))
    .limit(1);
  ids.image = String(defined(image).id);
  const members = Object.values(demoIds);
  await db
    .insert(pointsBalances)
    .values(members.map((userId) => ({ userId, points: 100 })))
    .onConflictDoUpdate({ target: pointsBalances.userId, set: { points: 100 } });
  const purchases = await db
    .insert(storePurchases)
    .values(
      ['deliver', 'refund'].map((which) => ({
        userId: demoIds.membro,
        productId: defined(product).id,
        productName: 'Produto da matriz',
        price: 1,
        delivery: 'manual' as const,
        state: 'pending' as const,
        idempotencyKey: `matriz-preparo-${which}`,
      })),
    )
    .returning({ id: storePurchases.id });
  ids.deliver = String(defined(purchases[0]).id);
  ids.refund = String(defined(purchases[1]).id);
}
