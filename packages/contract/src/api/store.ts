/**
 * The rewards store's contract, one module per sub-area: the values every screen shares, the
 * categories, the products, whether a member can enter the game servers of an in-game
 * product, and points with purchases.
 */
export * from './store-values';
export * from './store-categories';
export * from './store-products';
export * from './store-product-delivery';
export * from './store-game-access';
export * from './store-game-commands';
export * from './store-purchases';
export * from './game-commands';
