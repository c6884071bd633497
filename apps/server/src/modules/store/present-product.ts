import {
  storeImagePathPattern,
  type StoreProduct,
  type StoreProductAdmin,
} from '@panel/contract/api/store';
import { imagePathPrefix } from './repository/images';
import type { ProductRow } from './repository/products';
import type { CatalogRole } from './repository/roles';

type StoreRole = NonNullable<StoreProduct['requiredRole']>;

/** Where an uploaded image is served: what a product's `images` holds. */
export function storeImagePath(id: number): string {
  return `${imagePathPrefix}${id}`;
}

/** The id of an uploaded image's address; null for an https URL. */
export function uploadedImageId(ref: string): number | null {
  return storeImagePathPattern.test(ref) ? Number(ref.slice(imagePathPrefix.length)) : null;
}

/** Discord's role colour as CSS; 0 means "no colour". */
function roleColor(color: number): string | null {
  return color === 0 ? null : `#${color.toString(16).padStart(6, '0')}`;
}

/** A role a product names, with its name and colour when the guild catalog knows it. */
function toRole(id: string | null, roles: ReadonlyMap<string, CatalogRole>): StoreRole | null {
  if (!id) return null;
  const role = roles.get(id);
  return { id, name: role?.name ?? null, color: role ? roleColor(role.color) : null };
}

/** The role ids of the products, to look up in the catalog at once. */
export function roleIdsOf(rows: readonly ProductRow[]): string[] {
  return rows.flatMap((row) =>
    [row.requiredRoleId, row.deliveryRoleId].filter((id) => id !== null),
  );
}

/** What presenting products looks up at once: the catalog's roles and the category names. */
export interface ProductLookups {
  roles: ReadonlyMap<string, CatalogRole>;
  categories: ReadonlyMap<number, string>;
}

export function toProduct(row: ProductRow, { roles, categories }: ProductLookups): StoreProduct {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    longDescription: row.longDescription,
    category: { id: String(row.categoryId), name: categories.get(row.categoryId) ?? '' },
    images: row.images,
    features: row.features,
    price: row.price,
    featured: row.featured,
    stock: row.stock,
    perMemberLimit: row.perMemberLimit,
    requiredRole: toRole(row.requiredRoleId, roles),
    delivery: row.delivery,
    durationDays: row.durationDays,
  };
}

export function toProductAdmin(
  row: ProductRow,
  lookups: ProductLookups,
  sold: number,
): StoreProductAdmin {
  return {
    ...toProduct(row, lookups),
    hidden: row.hidden,
    deliveryRole: toRole(row.deliveryRoleId, lookups.roles),
    codeType: row.codeType,
    gameCommands: row.gameCommands,
    refundCommands: row.refundCommands,
    expiryCommands: row.expiryCommands,
    commandDelaySeconds: row.commandDelaySeconds,
    gameServerIds: row.gameServerIds.map(String),
    sold,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audit log's view of a product: its editable fields, the category by its name too. */
export function productSnapshot(
  { createdAt: _createdAt, updatedAt: _updatedAt, ...fields }: ProductRow,
  categories: ReadonlyMap<number, string>,
) {
  return {
    ...fields,
    id: String(fields.id),
    categoryId: String(fields.categoryId),
    categoryName: categories.get(fields.categoryId) ?? null,
  };
}
