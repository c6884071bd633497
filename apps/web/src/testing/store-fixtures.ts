// Test data of the rewards store: products, the points ledger and purchases as the server sends them.
import type {
  LedgerEntry,
  StoreCategory,
  StoreHistory,
  StoreProduct,
  StorePurchase,
} from '@panel/contract/api/store';
import { pathOf } from './answer';

/** The store's categories as the server starts with them, in their order. */
export const storeCategories: StoreCategory[] = [
  { id: '1', name: 'Overlays' },
  { id: '2', name: 'Emotes' },
  { id: '3', name: 'Alertas' },
  { id: '4', name: 'Telas' },
  { id: '5', name: 'Social Media' },
];

/** One of `storeCategories`, by name. */
export function storeCategory(name: string): StoreCategory {
  const category = storeCategories.find((item) => item.name === name);
  if (!category) throw new Error(`no category ${name}`);
  return category;
}

/** Product `index`: "Produto {index}", 1000 points a step, an overlay, unlimited, delivered by staff. */
export function storeProduct(index: number, overrides: Partial<StoreProduct> = {}): StoreProduct {
  return {
    id: String(index),
    name: `Produto ${index}`,
    description: `Descrição curta do produto ${index}.`,
    longDescription: `Primeiro parágrafo do produto ${index}.\n\nSegundo parágrafo.`,
    category: storeCategory('Overlays'),
    images: [
      pathOf('storeImage', { imageId: `${index}0` }),
      pathOf('storeImage', { imageId: `${index}1` }),
    ],
    features: ['Alta resolução', 'Suporte incluso'],
    price: index * 1000,
    featured: false,
    stock: null,
    perMemberLimit: null,
    requiredRole: null,
    delivery: 'manual',
    durationDays: null,
    ...overrides,
  };
}

/** Entry `index` of the ledger: 30 points earned in voice on 23/11/2026. */
export function ledgerEntry(index: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: String(index),
    kind: 'voice',
    amount: 30,
    reason: '30min em call em 23/11',
    createdAt: '2026-11-23T15:00:00.000Z',
    voiceDay: '2026-11-23',
    voiceMinutes: 30,
    ...overrides,
  };
}

/** Purchase `index` of "Produto {index}", pending manual delivery, made on 24/11/2026. */
export function storePurchase(
  index: number,
  overrides: Partial<StorePurchase> = {},
): StorePurchase {
  return {
    id: String(index),
    product: {
      id: String(index),
      name: `Produto ${index}`,
      image: pathOf('storeImage', { imageId: `${index}0` }),
    },
    price: index * 1000,
    delivery: 'manual',
    state: 'pending',
    code: null,
    failure: null,
    createdAt: '2026-11-24T15:00:00.000Z',
    deliveredAt: null,
    refundedAt: null,
    refundReason: null,
    expiresAt: null,
    ...overrides,
  };
}

/** A member who has no points and bought nothing, unless told otherwise. */
export function storeHistory(overrides: Partial<StoreHistory> = {}): StoreHistory {
  return { points: 0, ledger: [], purchases: [], ...overrides };
}
