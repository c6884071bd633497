/**
 * The rewards store's contract, one module per sub-area: the values every screen shares, the
 * products, and points with purchases.
 */
export * from './store-values';
export * from './store-products';
export * from './store-game-commands';
export * from './store-purchases';
export * from './game-commands';
