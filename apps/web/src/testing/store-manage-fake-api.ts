// A fake server for "Gerenciar Loja": products, categories, image uploads, purchases, points and
// settings.
import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import type {
  ProductFields,
  StoreCategory,
  StoreProductAdmin,
  StorePurchaseAdmin,
  StoreSettings,
} from '@panel/contract/api/store';
import { server } from './server';
import { adminProduct, grantResult, storeSettings } from './store-manage-fixtures';
import { storeCategories } from './store-fixtures';
import { answer, pathOf } from './answer';

type Refusal = { status: number; body: ApiErrorBody };
type Action =
  | 'create'
  | 'update'
  | 'remove'
  | 'upload'
  | 'deliver'
  | 'refund'
  | 'grant'
  | 'settings'
  | 'createCategory'
  | 'renameCategory'
  | 'reorderCategories'
  | 'removeCategory';

export interface FakeStoreManageServer {
  products: StoreProductAdmin[];
  /** In their order. */
  categories: StoreCategory[];
  /** What each category change sent, in order. */
  categoryChanges: { action: string; id?: string; body?: unknown }[];
  purchases: StorePurchaseAdmin[];
  settings: StoreSettings;
  creates: unknown[];
  updates: { id: string; body: unknown }[];
  removals: string[];
  /** How many file parts each upload carried (jsdom's XHR drops the file names). */
  uploads: number[];
  /** Query strings of every purchase list call, in order. */
  purchaseCalls: URLSearchParams[];
  delivers: { id: string; body: unknown }[];
  refunds: { id: string; body: unknown }[];
  grants: unknown[];
  settingsUpdates: unknown[];
  /** While set, the purchase list answers this status (e.g. 500). */
  purchasesStatus: number | undefined;
}

interface FakeStoreManageOptions {
  products?: StoreProductAdmin[];
  /** By default the five the server starts with. */
  categories?: StoreCategory[];
  purchases?: StorePurchaseAdmin[];
  settings?: StoreSettings;
  purchasesStatus?: number;
  /** The action answers this refusal instead. */
  refuse?: Partial<Record<Action, Refusal>>;
  /** Uploads wait for this before answering. */
  holdUpload?: Promise<void>;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function productFrom(
  id: string,
  fields: Partial<ProductFields>,
  base: StoreProductAdmin,
  categories: readonly StoreCategory[],
) {
  const { requiredRoleId, deliveryRoleId, categoryId, ...rest } = fields;
  const role = (roleId: string | null | undefined, current: StoreProductAdmin['deliveryRole']) =>
    roleId === undefined ? current : roleId ? { id: roleId, name: null, color: null } : null;
  return {
    ...base,
    ...rest,
    id,
    category: categories.find((category) => category.id === categoryId) ?? base.category,
    requiredRole: role(requiredRoleId, base.requiredRole),
    deliveryRole: role(deliveryRoleId, base.deliveryRole),
  };
}

/** Serves the staff store endpoints over the given data and records what each action sent. */
export function serveStoreManage(options: FakeStoreManageOptions = {}): FakeStoreManageServer {
  const state: FakeStoreManageServer = {
    products: (options.products ?? []).map((item) => ({ ...item })),
    categories: (options.categories ?? storeCategories).map((item) => ({ ...item })),
    categoryChanges: [],
    purchases: (options.purchases ?? []).map((item) => ({ ...item })),
    settings: options.settings ?? storeSettings(),
    creates: [],
    updates: [],
    removals: [],
    uploads: [],
    purchaseCalls: [],
    delivers: [],
    refunds: [],
    grants: [],
    settingsUpdates: [],
    purchasesStatus: options.purchasesStatus,
  };
  const refusal = (action: Action) => {
    const refused = options.refuse?.[action];
    return refused ? HttpResponse.json(refused.body, { status: refused.status }) : null;
  };
  const changePurchase = (id: string, change: Partial<StorePurchaseAdmin>) => {
    state.purchases = state.purchases.map((item) =>
      item.id === id ? { ...item, ...change } : item,
    );
    return state.purchases.find((item) => item.id === id);
  };
  let nextId = 100;

  server.use(
    answer('listStoreProductsAdmin', () => HttpResponse.json(state.products)),
    answer('listStoreCategories', () => HttpResponse.json(state.categories)),
    answer('createStoreCategory', async ({ request }) => {
      const body = (await readJson(request)) as { name: string };
      state.categoryChanges.push({ action: 'create', body });
      const refused = refusal('createCategory');
      if (refused) return refused;
      const created = { id: String(nextId++), name: body.name };
      state.categories.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    answer('renameStoreCategory', async ({ request, params }) => {
      const id = String(params.id);
      const body = (await readJson(request)) as { name: string };
      state.categoryChanges.push({ action: 'rename', id, body });
      const refused = refusal('renameCategory');
      if (refused) return refused;
      state.categories = state.categories.map((item) =>
        item.id === id ? { ...item, name: body.name } : item,
      );
      return HttpResponse.json({ id, name: body.name });
    }),
    answer('reorderStoreCategories', async ({ request }) => {
      const body = (await readJson(request)) as { ids: string[] };
      state.categoryChanges.push({ action: 'reorder', body });
      const refused = refusal('reorderCategories');
      if (refused) return refused;
      state.categories = body.ids.flatMap(
        (id) => state.categories.find((item) => item.id === id) ?? [],
      );
      return HttpResponse.json(state.categories);
    }),
    answer('deleteStoreCategory', ({ params }) => {
      const id = String(params.id);
      state.categoryChanges.push({ action: 'remove', id });
      const refused = refusal('removeCategory');
      if (refused) return refused;
      state.categories = state.categories.filter((item) => item.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    answer('createStoreProduct', async ({ request }) => {
      const body = (await readJson(request)) as ProductFields;
      state.creates.push(body);
      const refused = refusal('create');
      if (refused) return refused;
      const created = productFrom(String(nextId++), body, adminProduct(0), state.categories);
      state.products.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    answer('updateStoreProduct', async ({ request, params }) => {
      const id = String(params.id);
      const body = (await readJson(request)) as Partial<ProductFields>;
      state.updates.push({ id, body });
      const refused = refusal('update');
      if (refused) return refused;
      const current = state.products.find((item) => item.id === id) ?? adminProduct(Number(id));
      const updated = productFrom(id, body, current, state.categories);
      state.products = state.products.map((item) => (item.id === id ? updated : item));
      return HttpResponse.json(updated);
    }),
    answer('deleteStoreProduct', ({ params }) => {
      const id = String(params.id);
      state.removals.push(id);
      const refused = refusal('remove');
      if (refused) return refused;
      state.products = state.products.filter((item) => item.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    answer('uploadStoreImage', async ({ request }) => {
      const form = await request.formData();
      state.uploads.push([...form.values()].filter((value) => typeof value !== 'string').length);
      await options.holdUpload;
      const refused = refusal('upload');
      if (refused) return refused;
      const url = pathOf('storeImage', { imageId: String(nextId++) });
      return HttpResponse.json({ url, width: 800, height: 600 }, { status: 201 });
    }),
    answer('listStorePurchases', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.purchaseCalls.push(params);
      if (state.purchasesStatus) {
        return HttpResponse.json(
          { code: 'internal', message: 'Falhou.' },
          { status: state.purchasesStatus },
        );
      }
      const wanted = params.get('state');
      const search = (params.get('search') ?? '').toLowerCase();
      const matches = state.purchases.filter(
        (item) =>
          (!wanted || item.state === wanted) &&
          (!search ||
            item.member.id.includes(search) ||
            item.member.name.toLowerCase().includes(search) ||
            item.product.name.toLowerCase().includes(search)),
      );
      const page = Number(params.get('page') ?? '1');
      const limit = Number(params.get('limit') ?? '20');
      return HttpResponse.json({
        data: matches.slice((page - 1) * limit, page * limit),
        total: matches.length,
      });
    }),
    answer('deliverStorePurchase', async ({ request, params }) => {
      const id = String(params.id);
      state.delivers.push({ id, body: await readJson(request) });
      const refused = refusal('deliver');
      if (refused) return refused;
      return HttpResponse.json(
        changePurchase(id, {
          state: 'delivered',
          deliveredAt: '2026-03-12T10:00:00.000Z',
          deliveredBy: 'Ana Souza',
        }),
      );
    }),
    answer('refundStorePurchase', async ({ request, params }) => {
      const id = String(params.id);
      const body = (await readJson(request)) as { reason: string };
      state.refunds.push({ id, body });
      const refused = refusal('refund');
      if (refused) return refused;
      return HttpResponse.json(
        changePurchase(id, {
          state: 'refunded',
          refundedAt: '2026-03-12T10:00:00.000Z',
          refundedBy: 'Ana Souza',
          refundReason: body.reason,
        }),
      );
    }),
    answer('grantStorePoints', async ({ request }) => {
      const body = (await readJson(request)) as { discordId: string; amount: number };
      state.grants.push(body);
      const refused = refusal('grant');
      if (refused) return refused;
      return HttpResponse.json(
        grantResult({ discordId: body.discordId, points: 1000 + body.amount }),
      );
    }),
    answer('storeSettings', () => HttpResponse.json(state.settings)),
    answer('updateStoreSettings', async ({ request }) => {
      const body = (await readJson(request)) as StoreSettings;
      state.settingsUpdates.push(body);
      const refused = refusal('settings');
      if (refused) return refused;
      state.settings = { ...state.settings, ...body };
      return HttpResponse.json(state.settings);
    }),
  );
  return state;
}
