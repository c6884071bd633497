import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `store.ts` adds the rest. */
export const storeRoutes = {
  listStoreProducts: {
    method: 'GET',
    path: '/api/store/products',
    access: 'public',
  },
  getStoreProduct: {
    method: 'GET',
    path: '/api/store/products/:id',
    access: 'public',
  },
  storeImage: {
    method: 'GET',
    path: '/api/store/images/:imageId',
    access: 'public',
  },
  listStoreCategories: {
    method: 'GET',
    path: '/api/store/categories',
    access: 'public',
  },
  storeGameAccess: {
    method: 'GET',
    path: '/api/store/products/:id/game-access',
    access: 'authenticated',
  },
  storeBalance: {
    method: 'GET',
    path: '/api/store/balance',
    access: 'authenticated',
  },
  storeHistory: {
    method: 'GET',
    path: '/api/store/history',
    access: 'authenticated',
  },
  redeemStoreProduct: {
    method: 'POST',
    path: '/api/store/products/:id/redeem',
    access: 'authenticated',
  },
  listStoreProductsAdmin: {
    method: 'GET',
    path: '/api/store/manage/products',
    access: 'view_store',
  },
  createStoreProduct: {
    method: 'POST',
    path: '/api/store/products',
    access: 'manage_store',
  },
  updateStoreProduct: {
    method: 'PATCH',
    path: '/api/store/products/:id',
    access: 'manage_store',
  },
  deleteStoreProduct: {
    method: 'DELETE',
    path: '/api/store/products/:id',
    access: 'manage_store',
  },
  createStoreCategory: {
    method: 'POST',
    path: '/api/store/categories',
    access: 'manage_store',
  },
  reorderStoreCategories: {
    method: 'PUT',
    path: '/api/store/categories/order',
    access: 'manage_store',
  },
  renameStoreCategory: {
    method: 'PATCH',
    path: '/api/store/categories/:id',
    access: 'manage_store',
  },
  deleteStoreCategory: {
    method: 'DELETE',
    path: '/api/store/categories/:id',
    access: 'manage_store',
  },
  uploadStoreImage: {
    method: 'POST',
    path: '/api/store/images',
    access: 'manage_store',
  },
  listStorePurchases: {
    method: 'GET',
    path: '/api/store/purchases',
    access: 'view_store',
  },
  deliverStorePurchase: {
    method: 'POST',
    path: '/api/store/purchases/:id/deliver',
    access: 'manage_store',
  },
  refundStorePurchase: {
    method: 'POST',
    path: '/api/store/purchases/:id/refund',
    access: 'manage_store',
  },
  grantStorePoints: {
    method: 'POST',
    path: '/api/store/points',
    access: 'manage_store',
  },
  storeSettings: {
    method: 'GET',
    path: '/api/store/settings',
    access: 'view_store',
  },
  updateStoreSettings: {
    method: 'PATCH',
    path: '/api/store/settings',
    access: 'manage_store',
  },
} as const satisfies Record<string, EndpointRoute>;
