export { registerStoreRoutes } from './routes';
export { creditVoiceMinutes as creditVoicePoints } from './repository/points';
export { createProduct } from './service/products';
export { listCategories } from './service/categories';
export { uploadProductImage } from './service/product-images';
export { savePointsPerMinute } from './repository/settings';
export { balanceOf, grantPoints } from './service/points';
export { undoGrant } from './service/points';
export { memberPointsEvents, memberPurchaseEvents } from './member-events';
