import {
  pointsText,
  storeMessages,
  type createStoreProductBodySchema,
  type StoreProduct,
  type StoreProductAdmin,
  type updateStoreProductBodySchema,
} from '@panel/contract/api/store';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { notFound } from '../../../http/errors';
import type { FileStorage } from '../../../storage/file-storage';
import { deleteStoredFiles, type CleanupLog } from '../../../storage/store-images';
import { recordAudit, type AuditContext } from '../../audit';
import {
  productSnapshot,
  roleIdsOf,
  toProduct,
  toProductAdmin,
  uploadedImageId,
  type ProductLookups,
} from '../present-product';
import { findCategoryNames } from '../repository/categories';
import { deleteUnreferencedImages } from '../repository/images';
import {
  countSold,
  deleteProductRow,
  findAllProducts,
  findProduct,
  findVisibleProducts,
  insertProduct,
  lockProduct,
  updateProductRow,
  type NewProduct,
  type ProductChanges,
  type ProductRow,
} from '../repository/products';
import { findCatalogRoles } from '../repository/roles';
import {
  categoryIssues,
  deliveryIssues,
  gameServerIssues,
  imageIssues,
  refuseIfAny,
  roleIssues,
} from './product-checks';

type ProductField = keyof NewProduct;

/** How the audit sentence of an edit names each field. */
const fieldLabels: Record<ProductField, string> = {
  name: 'nome',
  description: 'descrição curta',
  longDescription: 'descrição detalhada',
  categoryId: 'categoria',
  images: 'imagens',
  features: 'características',
  price: 'preço',
  featured: 'destaque',
  hidden: 'visibilidade',
  stock: 'estoque',
  perMemberLimit: 'limite por membro',
  requiredRoleId: 'cargo exigido',
  delivery: 'entrega',
  deliveryRoleId: 'cargo entregue',
  codeType: 'tipo do código',
  gameCommands: 'comandos da compra',
  refundCommands: 'comandos do reembolso',
  expiryCommands: 'comandos do fim do prazo',
  durationDays: 'duração',
  commandDelaySeconds: 'espera depois que o personagem carregar',
  gameServerIds: 'servidores de jogo',
};
const productFields = Object.keys(fieldLabels) as ProductField[];

const auditTarget = (row: ProductRow) => `product:${row.id}`;

type DeliveryFields = Pick<
  ProductRow,
  | 'delivery'
  | 'deliveryRoleId'
  | 'codeType'
  | 'gameCommands'
  | 'refundCommands'
  | 'expiryCommands'
  | 'durationDays'
  | 'commandDelaySeconds'
  | 'gameServerIds'
>;

/** A delivery keeps only what it uses: the role to give, the kind of code, or the commands. */
function coherentDelivery<T extends DeliveryFields>(product: T): T {
  const game = product.delivery === 'game';
  return {
    ...product,
    deliveryRoleId: product.delivery === 'role' ? (product.deliveryRoleId ?? null) : null,
    codeType: product.delivery === 'code' ? (product.codeType ?? null) : null,
    gameCommands: game ? product.gameCommands : [],
    refundCommands: game ? product.refundCommands : [],
    expiryCommands: game ? product.expiryCommands : [],
    durationDays: game ? product.durationDays : null,
    commandDelaySeconds: game ? product.commandDelaySeconds : 0,
    gameServerIds: game ? [...new Set(product.gameServerIds)].sort((a, b) => a - b) : [],
  };
}

/** The body's fields as the table holds them (the category and game servers by number). */
function storedFields<
  T extends { categoryId?: string | undefined; gameServerIds?: string[] | undefined },
>(
  body: T,
): Omit<T, 'categoryId' | 'gameServerIds'> & {
  categoryId?: number;
  gameServerIds?: number[];
} {
  const { categoryId, gameServerIds, ...rest } = body;
  return {
    ...rest,
    ...(categoryId !== undefined && { categoryId: Number(categoryId) }),
    ...(gameServerIds !== undefined && { gameServerIds: gameServerIds.map(Number) }),
  };
}

/** The roles and category names the products show, looked up at once. */
async function lookupsFor(db: Executor, rows: readonly ProductRow[]): Promise<ProductLookups> {
  const [roles, categories] = await Promise.all([
    findCatalogRoles(db, roleIdsOf(rows)),
    findCategoryNames(db),
  ]);
  return { roles, categories };
}

async function presentAdmin(db: Executor, row: ProductRow): Promise<StoreProductAdmin> {
  const [lookups, sold] = await Promise.all([lookupsFor(db, [row]), countSold(db, [row.id])]);
  return toProductAdmin(row, lookups, sold.get(row.id) ?? 0);
}

/** Visible products in the showcase's order, of one category (its id) when given. */
export async function listProducts(
  db: Executor,
  query: { category?: string | undefined },
): Promise<StoreProduct[]> {
  const rows = await findVisibleProducts(db, query.category ? Number(query.category) : undefined);
  const lookups = await lookupsFor(db, rows);
  return rows.map((row) => toProduct(row, lookups));
}

/** A visible product; a hidden one is as unknown as a missing one. */
export async function getProduct(db: Executor, id: number): Promise<StoreProduct> {
  const row = await findProduct(db, id);
  if (!row || row.hidden) throw notFound(storeMessages.notFound);
  return toProduct(row, await lookupsFor(db, [row]));
}

/** Every product, hidden ones too, with how many were sold (refunds not counted). */
export async function listProductsAdmin(db: Executor): Promise<StoreProductAdmin[]> {
  const rows = await findAllProducts(db);
  const [lookups, sold] = await Promise.all([lookupsFor(db, rows), countSold(db)]);
  return rows.map((row) => toProductAdmin(row, lookups, sold.get(row.id) ?? 0));
}

export function createProduct(
  db: Executor,
  body: z.output<typeof createStoreProductBodySchema>,
  audit: AuditContext,
): Promise<StoreProductAdmin> {
  const fields = coherentDelivery({
    ...body,
    categoryId: Number(body.categoryId),
    gameServerIds: body.gameServerIds.map(Number),
  });
  return db.transaction(async (tx) => {
    refuseIfAny([
      ...(await categoryIssues(tx, fields.categoryId)),
      ...deliveryIssues(fields),
      ...(await gameServerIssues(tx, fields.gameServerIds)),
      ...(await imageIssues(tx, fields.images)),
      ...(await roleIssues(tx, {
        requiredRoleId: fields.requiredRoleId,
        deliveryRoleId: fields.deliveryRoleId,
      })),
    ]);
    const row = await insertProduct(tx, fields);
    await recordAudit(tx, audit, {
      actionType: 'create',
      action: 'store.product.create',
      target: auditTarget(row),
      details: `Criou o produto ${row.name} (${pointsText(row.price)})`,
      after: productSnapshot(row, await findCategoryNames(tx)),
    });
    return presentAdmin(tx, row);
  });
}

/** The fields whose value differs from the product's. */
function changedFields(current: ProductRow, next: NewProduct): ProductChanges {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return Object.fromEntries(
    productFields.flatMap((key) => (same(current[key], next[key]) ? [] : [[key, next[key]]])),
  );
}

function updateDetails(before: ProductRow, changed: ProductField[], after: ProductRow): string {
  if (changed.length === 1 && changed[0] === 'hidden') {
    return after.hidden
      ? `Ocultou o produto ${before.name}`
      : `Voltou a mostrar o produto ${before.name}`;
  }
  return `Alterou o produto ${before.name}: ${changed.map((key) => fieldLabels[key]).join(', ')}`;
}

/**
 * Applies the fields sent to the locked product, checks the delivery of the whole product
 * again and the roles and images that changed, then writes only what changed. Nothing changed:
 * no write and no audit entry.
 */
export function updateProduct(
  db: Database,
  id: number,
  body: z.output<typeof updateStoreProductBodySchema>,
  audit: AuditContext,
): Promise<StoreProductAdmin> {
  const sent = Object.fromEntries(
    Object.entries(storedFields(body)).filter(([, value]) => value !== undefined),
  ) as ProductChanges;
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if (!current) throw notFound(storeMessages.notFound);
    const merged = coherentDelivery({ ...current, ...sent });
    const changes = changedFields(current, merged);
    const changed = productFields.filter((key) => key in changes);
    if (changed.length === 0) return presentAdmin(tx, current);
    refuseIfAny([
      ...(changes.categoryId ? await categoryIssues(tx, changes.categoryId) : []),
      ...deliveryIssues(merged),
      ...(changes.gameServerIds ? await gameServerIssues(tx, changes.gameServerIds) : []),
      ...(changes.images ? await imageIssues(tx, changes.images) : []),
      ...(await roleIssues(tx, {
        requiredRoleId: changes.requiredRoleId,
        deliveryRoleId: changes.deliveryRoleId,
      })),
    ]);
    const row = await updateProductRow(tx, id, changes, new Date());
    const categories = changes.categoryId ? await findCategoryNames(tx) : new Map<number, string>();
    // A moved product's entry names both categories, the old one possibly renamed since.
    const pick = (product: ProductRow) => ({
      ...Object.fromEntries(changed.map((key) => [key, product[key]])),
      ...(changes.categoryId && {
        categoryId: String(product.categoryId),
        categoryName: categories.get(product.categoryId) ?? null,
      }),
    });
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'store.product.update',
      target: auditTarget(row),
      details: updateDetails(current, changed, row),
      before: pick(current),
      after: pick(row),
    });
    return presentAdmin(tx, row);
  });
}

/**
 * Deletes the product; its purchases keep the name, price and image they were bought with.
 * Uploaded images no other product or purchase names go too: the rows in the transaction,
 * the files after the commit (a failed deletion is logged).
 */
export async function deleteProduct(
  deps: { db: Database; storage: FileStorage; log?: CleanupLog },
  id: number,
  audit: AuditContext,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const row = await lockProduct(tx, id);
    if (!row) throw notFound(storeMessages.notFound);
    await deleteProductRow(tx, id);
    const imageIds = row.images.map(uploadedImageId).filter((imageId) => imageId !== null);
    const keys = await deleteUnreferencedImages(tx, imageIds);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'store.product.delete',
      target: auditTarget(row),
      details: `Excluiu o produto ${row.name}`,
      before: productSnapshot(row, await findCategoryNames(tx)),
    });
    return keys;
  });
  await deleteStoredFiles(deps.storage, keys, deps.log);
}
