import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireMember } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import type { FileStorage } from '../../storage/file-storage';
import { readImageUpload } from '../../storage/image-upload';
import { sendStoredFile } from '../../storage/send-stored-file';
import { auditContextOf } from '../audit';
import { findProductImage, uploadProductImage } from './service/product-images';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  listProductsAdmin,
  updateProduct,
} from './service/products';
import { balanceOf, grantPoints, historyOf } from './service/points';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
  reorderCategories,
} from './service/categories';
import { productGameAccess } from './service/game-access';
import { deliverPurchase, listPurchases, refundPurchase } from './service/purchases';
import { redeemProduct } from './service/redeem';
import { readStoreSettings, updateStoreSettings } from './service/settings';

export function registerStoreRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: FileStorage; undoMs: number },
): void {
  const { db, storage, undoMs } = deps;
  const id = (request: { params: { id: string } }) => Number(request.params.id);

  addEndpoint(app, endpoints.listStoreProducts, (request) => listProducts(db, request.query));
  addEndpoint(app, endpoints.getStoreProduct, (request) => getProduct(db, id(request)));
  addEndpoint(app, endpoints.storeImage, async (request, reply) => {
    const file = await findProductImage(db, Number(request.params.imageId));
    return sendStoredFile(reply, storage, file, { download: false, immutable: true });
  });

  addEndpoint(app, endpoints.listStoreCategories, () => listCategories(db));
  addEndpoint(app, endpoints.storeGameAccess, (request) =>
    productGameAccess(db, requireMember(request).id, id(request)),
  );

  addEndpoint(app, endpoints.storeBalance, async (request) => ({
    points: await balanceOf(db, requireMember(request).id),
  }));
  addEndpoint(app, endpoints.storeHistory, (request) => historyOf(db, requireMember(request).id));
  addEndpoint(
    app,
    endpoints.redeemStoreProduct,
    async (request, reply) => {
      const result = await redeemProduct(
        db,
        requireMember(request),
        {
          productId: id(request),
          key: request.headers['idempotency-key'],
          confirmCannotEnter: request.body?.confirmCannotEnter === true,
        },
        auditContextOf(request),
      );
      return reply.status(201).send(result);
    },
    { successStatus: 201 },
  );

  addEndpoint(app, endpoints.listStoreProductsAdmin, () => listProductsAdmin(db));
  addEndpoint(
    app,
    endpoints.createStoreProduct,
    async (request, reply) =>
      reply.status(201).send(await createProduct(db, request.body, auditContextOf(request))),
    { successStatus: 201 },
  );
  addEndpoint(app, endpoints.updateStoreProduct, (request) =>
    updateProduct(db, id(request), request.body, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.deleteStoreProduct, async (request, reply) => {
    await deleteProduct({ db, storage, log: request.log }, id(request), auditContextOf(request));
    return reply.status(204).send();
  });
  addEndpoint(
    app,
    endpoints.createStoreCategory,
    async (request, reply) =>
      reply.status(201).send(await createCategory(db, request.body.name, auditContextOf(request))),
    { successStatus: 201 },
  );
  addEndpoint(app, endpoints.reorderStoreCategories, (request) =>
    reorderCategories(db, request.body.ids, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.renameStoreCategory, (request) =>
    renameCategory(db, id(request), request.body.name, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.deleteStoreCategory, async (request, reply) => {
    await deleteCategory(db, id(request), auditContextOf(request));
    return reply.status(204).send();
  });
  addEndpoint(
    app,
    endpoints.uploadStoreImage,
    async (request, reply) => {
      const upload = await readImageUpload(request);
      const image = await uploadProductImage(
        { db, storage, log: request.log },
        upload,
        auditContextOf(request),
      );
      return reply.status(201).send(image);
    },
    { config: { multipart: true }, successStatus: 201 },
  );

  addEndpoint(app, endpoints.listStorePurchases, (request) => listPurchases(db, request.query));
  addEndpoint(app, endpoints.deliverStorePurchase, (request) =>
    deliverPurchase(db, id(request), request.body?.note, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.refundStorePurchase, (request) =>
    refundPurchase(db, id(request), request.body.reason, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.grantStorePoints, (request) =>
    grantPoints(db, request.body, auditContextOf(request), { undoMs }),
  );
  addEndpoint(app, endpoints.storeSettings, () => readStoreSettings(db));
  addEndpoint(app, endpoints.updateStoreSettings, (request) =>
    updateStoreSettings(db, request.body, auditContextOf(request)),
  );
}
