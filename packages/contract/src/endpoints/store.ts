import {
  createStoreCategoryBodySchema,
  createStoreProductBodySchema,
  deliverPurchaseBodySchema,
  grantPointsBodySchema,
  grantPointsResultSchema,
  redeemBodySchema,
  redeemHeadersSchema,
  redeemResultSchema,
  refundPurchaseBodySchema,
  renameStoreCategoryBodySchema,
  reorderStoreCategoriesBodySchema,
  storeBalanceSchema,
  storeCategoryParamsSchema,
  storeCategorySchema,
  storeGameAccessSchema,
  storeHistorySchema,
  storeImageParamsSchema,
  storeImageSchema,
  storeProductAdminSchema,
  storeProductParamsSchema,
  storeProductSchema,
  storeProductsQuerySchema,
  storePurchaseAdminSchema,
  storePurchaseListSchema,
  storePurchaseParamsSchema,
  storePurchasesQuerySchema,
  storeSettingsSchema,
  updateStoreProductBodySchema,
  updateStoreSettingsBodySchema,
} from '../api/store';
import { z } from 'zod';
import { defineEndpoints } from './define';
import { storeRoutes } from './store-routes';

export const storeEndpoints = defineEndpoints(storeRoutes, {
  listStoreProducts: {
    summary: 'Produtos visíveis da loja, na ordem da vitrine (?category= filtra)',
    tag: 'store',
    query: storeProductsQuerySchema,
    response: z.array(storeProductSchema),
  },
  getStoreProduct: {
    summary: 'Um produto visível, com galeria, características e descrição detalhada',
    tag: 'store',
    params: storeProductParamsSchema,
    response: storeProductSchema,
  },
  storeImage: {
    summary: 'Uma imagem de produto enviada ao painel',
    tag: 'store',
    params: storeImageParamsSchema,
  },
  listStoreCategories: {
    summary: 'As categorias da loja, na ordem das abas',
    tag: 'store',
    response: z.array(storeCategorySchema),
  },
  storeGameAccess: {
    summary:
      'Se o membro conectado pode entrar em algum servidor de jogo onde o produto é entregue, e por que não em cada um',
    tag: 'store',
    params: storeProductParamsSchema,
    response: storeGameAccessSchema,
  },
  storeBalance: {
    summary: 'Os pontos do membro conectado',
    tag: 'store',
    response: storeBalanceSchema,
  },
  storeHistory: {
    summary: 'Saldo, movimentações de pontos e compras do membro conectado (as 50 mais recentes)',
    tag: 'store',
    response: storeHistorySchema,
  },
  redeemStoreProduct: {
    summary:
      'Resgata um produto com pontos, numa transação (saldo, estoque e limite); o cabeçalho Idempotency-Key faz uma repetição devolver a primeira compra; um produto no jogo de servidores onde o membro ainda não pode entrar pede { confirmCannotEnter: true }',
    tag: 'store',
    params: storeProductParamsSchema,
    headers: redeemHeadersSchema,
    body: redeemBodySchema,
    response: redeemResultSchema,
  },
  listStoreProductsAdmin: {
    summary: 'Todos os produtos, ocultos inclusive, com entrega, vendas e datas',
    tag: 'store',
    response: z.array(storeProductAdminSchema),
  },
  createStoreProduct: {
    summary: 'Cria um produto',
    tag: 'store',
    body: createStoreProductBodySchema,
    response: storeProductAdminSchema,
  },
  updateStoreProduct: {
    summary: 'Altera os campos enviados de um produto (ocultar: { hidden: true })',
    tag: 'store',
    params: storeProductParamsSchema,
    body: updateStoreProductBodySchema,
    response: storeProductAdminSchema,
  },
  deleteStoreProduct: {
    summary: 'Exclui um produto; as compras feitas guardam o nome e o preço',
    tag: 'store',
    params: storeProductParamsSchema,
  },
  createStoreCategory: {
    summary: 'Cria uma categoria, depois das outras',
    tag: 'store',
    body: createStoreCategoryBodySchema,
    response: storeCategorySchema,
  },
  reorderStoreCategories: {
    summary: 'Ordena as categorias (a lista completa dos IDs, na nova ordem)',
    tag: 'store',
    body: reorderStoreCategoriesBodySchema,
    response: z.array(storeCategorySchema),
  },
  renameStoreCategory: {
    summary: 'Renomeia uma categoria',
    tag: 'store',
    params: storeCategoryParamsSchema,
    body: renameStoreCategoryBodySchema,
    response: storeCategorySchema,
  },
  deleteStoreCategory: {
    summary: 'Exclui uma categoria sem produtos (com produtos: 409)',
    tag: 'store',
    params: storeCategoryParamsSchema,
  },
  uploadStoreImage: {
    summary:
      'Envia uma imagem de produto (multipart/form-data, um arquivo PNG, JPEG, GIF ou WEBP de até 10 MiB)',
    tag: 'store',
    // One file part, `image`, and no text field.
    form: { fields: z.strictObject({}), files: 'image' },
    response: storeImageSchema,
  },
  listStorePurchases: {
    paged: true,
    summary: 'Compras, mais recentes primeiro, por estado e busca (membro ou produto)',
    tag: 'store',
    query: storePurchasesQuerySchema,
    response: storePurchaseListSchema,
  },
  deliverStorePurchase: {
    summary: 'Marca como entregue uma compra de entrega manual',
    tag: 'store',
    params: storePurchaseParamsSchema,
    body: deliverPurchaseBodySchema,
    response: storePurchaseAdminSchema,
  },
  refundStorePurchase: {
    summary: 'Reembolsa uma compra: pontos e estoque de volta, cargo ou código desfeitos',
    tag: 'store',
    params: storePurchaseParamsSchema,
    body: refundPurchaseBodySchema,
    response: storePurchaseAdminSchema,
  },
  grantStorePoints: {
    summary: 'Dá (ou, com quantidade negativa, tira) pontos de um membro, com motivo',
    tag: 'store',
    body: grantPointsBodySchema,
    response: grantPointsResultSchema,
  },
  storeSettings: {
    summary: 'Quantos pontos vale um minuto contado em call',
    tag: 'store',
    response: storeSettingsSchema,
  },
  updateStoreSettings: {
    summary: 'Altera os pontos por minuto contado em call (vale para os minutos seguintes)',
    tag: 'store',
    body: updateStoreSettingsBodySchema,
    response: storeSettingsSchema,
  },
});
