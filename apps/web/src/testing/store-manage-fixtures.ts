// Products, purchases and settings of the store as the staff endpoints answer them.
import type {
  GrantPointsResult,
  StoreProductAdmin,
  StorePurchaseAdmin,
  StoreSettings,
} from '@panel/contract/api/store';
import { pathOf } from './answer';
import { storeCategory } from './store-fixtures';

export function adminProduct(
  index: number,
  overrides: Partial<StoreProductAdmin> = {},
): StoreProductAdmin {
  return {
    id: String(index),
    name: `Produto ${index}`,
    description: `Descrição curta do produto ${index}.`,
    longDescription: '',
    category: storeCategory('Overlays'),
    images: [pathOf('storeImage', { imageId: String(index) })],
    features: [],
    price: 1000 * index,
    featured: false,
    stock: null,
    perMemberLimit: null,
    requiredRole: null,
    delivery: 'manual',
    hidden: false,
    deliveryRole: null,
    codeType: null,
    durationDays: null,
    gameCommands: [],
    refundCommands: [],
    expiryCommands: [],
    commandDelaySeconds: 0,
    gameServerIds: [],
    sold: 0,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function adminPurchase(
  index: number,
  overrides: Partial<StorePurchaseAdmin> = {},
): StorePurchaseAdmin {
  return {
    id: String(index),
    product: { id: '1', name: 'Overlay Premium', image: pathOf('storeImage', { imageId: '1' }) },
    price: 5000,
    delivery: 'manual',
    state: 'pending',
    code: null,
    failure: null,
    createdAt: '2026-03-10T15:30:00.000Z',
    deliveredAt: null,
    refundedAt: null,
    refundReason: null,
    expiresAt: null,
    member: {
      id: `2000000000000000${String(index).padStart(2, '0')}`,
      name: `Membro ${index}`,
      avatarUrl: null,
    },
    deliveredBy: null,
    refundedBy: null,
    deliveryId: null,
    ...overrides,
  };
}

export function storeSettings(overrides: Partial<StoreSettings> = {}): StoreSettings {
  return { pointsPerMinute: 1, ...overrides };
}

export function grantResult(overrides: Partial<GrantPointsResult> = {}): GrantPointsResult {
  return {
    discordId: '200000000000000042',
    name: 'Membro 42',
    points: 1500,
    entry: {
      id: '900',
      kind: 'grant',
      amount: 500,
      reason: 'Evento da comunidade',
      createdAt: '2026-03-12T10:00:00.000Z',
      voiceDay: null,
      voiceMinutes: null,
    },
    ...overrides,
  };
}
