// A fake server for the store's member side: products, the balance, the history and redemption.
import { HttpResponse } from 'msw';
import {
  cannotEnterConfirmText,
  cannotEnterText,
  idempotencyKeyHeader,
  storeMessages,
} from '@panel/contract/api/store';
import type {
  RedeemResult,
  StoreCategory,
  StoreGameAccess,
  StoreHistory,
  StoreProduct,
  StorePurchase,
} from '@panel/contract/api/store';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import { server } from './server';
import { storeCategories, storeHistory, storePurchase } from './store-fixtures';
import { answer } from './answer';

type Refusal = { status: number; body: ApiErrorBody };

export interface RedeemCall {
  productId: string;
  /** The `idempotency-key` header as sent (null when missing). */
  key: string | null;
  /** The body's `confirmCannotEnter` (false when not sent). */
  confirmCannotEnter: boolean;
}

export interface FakeStoreServer {
  products: StoreProduct[];
  points: number;
  /** Query strings of every product list call, in order. */
  productsCalls: URLSearchParams[];
  redeemCalls: RedeemCall[];
  /** Product ids whose game access was asked, in order. */
  gameAccessCalls: string[];
  /** Purchases made, newest first (what the history lists). */
  purchases: StorePurchase[];
}

interface FakeStoreOptions {
  products?: StoreProduct[];
  /** The tabs; by default the five the server starts with. */
  categories?: StoreCategory[];
  /**
   * Whether the member can enter the game servers of each in-game product, by its id; by
   * default they can. One they cannot is bought only with `confirmCannotEnter`, as the server does.
   */
  gameAccess?: Record<string, StoreGameAccess>;
  points?: number;
  /** The product list answers this status instead (e.g. 500). */
  productsStatus?: number;
  /** The balance answers this status instead. */
  balanceStatus?: number;
  /** The history as sent (its `points` aside); by default the purchases made here. */
  history?: Partial<StoreHistory>;
  historyStatus?: number;
  /** Redemption waits for this before answering. */
  holdRedeem?: Promise<void>;
  /**
   * Answers redemption call `n` (0-based) with a network failure or a refusal instead;
   * `undefined` lets the fake buy.
   */
  redeemFailure?: (n: number) => 'network' | Refusal | undefined;
  /** The code a code delivery generates. */
  code?: string;
}

function failure(status: number) {
  return HttpResponse.json({ code: 'internal', message: 'Falhou.' }, { status });
}

function refuse(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message }, { status });
}

/**
 * A server over `products` and the member's `points`: lists by category, finds by id,
 * and redeems as the real one does (balance, stock, the key of a repeated request).
 */
export function serveStore(options: FakeStoreOptions = {}): FakeStoreServer {
  const state: FakeStoreServer = {
    products: (options.products ?? []).map((product) => ({ ...product })),
    points: options.points ?? 0,
    productsCalls: [],
    redeemCalls: [],
    gameAccessCalls: [],
    purchases: [],
  };
  const accessOf = (productId: string): StoreGameAccess =>
    options.gameAccess?.[productId] ?? { canEnter: true, refusals: [] };
  const byKey = new Map<string, RedeemResult>();

  function buy(product: StoreProduct): RedeemResult {
    state.points -= product.price;
    if (product.stock !== null) product.stock -= 1;
    const purchase = storePurchase(state.purchases.length + 1, {
      product: { id: product.id, name: product.name, image: product.images[0] ?? null },
      price: product.price,
      delivery: product.delivery,
      state: product.delivery === 'code' ? 'delivered' : 'pending',
      code: product.delivery === 'code' ? (options.code ?? 'LOJA7K2Q') : null,
      createdAt: new Date().toISOString(),
    });
    state.purchases.unshift(purchase);
    return { purchase, points: state.points, replayed: false };
  }

  server.use(
    answer('listStoreProducts', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.productsCalls.push(params);
      if (options.productsStatus) return failure(options.productsStatus);
      const category = params.get('category');
      return HttpResponse.json(
        state.products.filter((product) => !category || product.category.id === category),
      );
    }),
    answer('listStoreCategories', () => HttpResponse.json(options.categories ?? storeCategories)),
    answer('storeGameAccess', ({ params }) => {
      state.gameAccessCalls.push(String(params.id));
      return HttpResponse.json(accessOf(String(params.id)));
    }),
    answer('getStoreProduct', ({ params }) => {
      const product = state.products.find(({ id }) => id === params.id);
      return product
        ? HttpResponse.json(product)
        : refuse(404, 'not_found', storeMessages.notFound);
    }),
    answer('storeBalance', () =>
      options.balanceStatus
        ? failure(options.balanceStatus)
        : HttpResponse.json({ points: state.points }),
    ),
    answer('storeHistory', () =>
      options.historyStatus
        ? failure(options.historyStatus)
        : HttpResponse.json(
            storeHistory({ purchases: state.purchases, ...options.history, points: state.points }),
          ),
    ),
    answer('redeemStoreProduct', async ({ request, params }) => {
      const text = await request.text();
      const body = text ? (JSON.parse(text) as { confirmCannotEnter?: boolean }) : null;
      const call = {
        productId: String(params.id),
        key: request.headers.get(idempotencyKeyHeader),
        confirmCannotEnter: body?.confirmCannotEnter === true,
      };
      const n = state.redeemCalls.push(call) - 1;
      await options.holdRedeem;
      const failed = options.redeemFailure?.(n);
      if (failed === 'network') return HttpResponse.error();
      if (failed) return HttpResponse.json(failed.body, { status: failed.status });

      const first = call.key ? byKey.get(call.key) : undefined;
      if (first) return HttpResponse.json({ ...first, replayed: true });
      const product = state.products.find(({ id }) => id === call.productId);
      if (!product) return refuse(404, 'not_found', storeMessages.notFound);
      if (product.stock === 0) return refuse(409, 'conflict', storeMessages.outOfStock);
      if (state.points < product.price) {
        return refuse(409, 'conflict', storeMessages.insufficient);
      }
      const access = accessOf(product.id);
      if (product.delivery === 'game' && !access.canEnter && !call.confirmCannotEnter) {
        return refuse(
          409,
          'conflict',
          `${cannotEnterText(access.refusals)} ${cannotEnterConfirmText}`,
        );
      }
      const result = buy(product);
      if (call.key) byKey.set(call.key, result);
      return HttpResponse.json(result);
    }),
  );
  return state;
}
