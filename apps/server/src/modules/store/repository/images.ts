import { storeEndpoints } from '@panel/contract/endpoints/store';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { storeImages } from '../../../db/schema/store';
import type { StoredImage } from '../../../storage/store-images';

export type ImageRow = typeof storeImages.$inferSelect;

/** What the address of every uploaded image starts with: `/api/store/images/`. */
export const imagePathPrefix = storeEndpoints.storeImage.path.replace(':imageId', '');

export async function insertImage(
  db: Executor,
  image: StoredImage,
  uploadedById: string | null,
): Promise<ImageRow> {
  const [row] = await db
    .insert(storeImages)
    .values({
      storageKey: image.key,
      fileName: image.fileName,
      mimeType: image.mimeType,
      size: image.size,
      width: image.width,
      height: image.height,
      uploadedById,
    })
    .returning();
  if (!row) throw new Error('image insert returned nothing');
  return row;
}

export async function findImage(db: Executor, id: number): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(storeImages).where(eq(storeImages.id, id));
  return row;
}

/**
 * Which of the ids name an uploaded image, locked against deletion until the transaction ends
 * (a product being saved keeps the images it names).
 */
export async function lockExistingImageIds(
  db: Executor,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: storeImages.id })
    .from(storeImages)
    .where(inArray(storeImages.id, [...ids]))
    .for('share');
  return new Set(rows.map((row) => row.id));
}

/**
 * Deletes the rows of the given images that no product and no purchase names any more;
 * returns the storage keys of those deleted (their files go after the commit).
 */
export async function deleteUnreferencedImages(
  db: Executor,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  // Locked first, in a statement of their own: a product being saved with one of them (it holds
  // a share lock) commits before, and the delete's fresh snapshot then sees that product.
  await db
    .select({ id: storeImages.id })
    .from(storeImages)
    .where(inArray(storeImages.id, [...ids]))
    .for('update');
  const rows = await queryRows<{ storage_key: string }>(
    db,
    sql`delete from store_images i
      where i.id in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
        and not exists (select 1 from store_products p
          where p.images @> jsonb_build_array(${imagePathPrefix}::text || i.id))
        and not exists (select 1 from store_purchases s
          where s.product_image = ${imagePathPrefix}::text || i.id)
      returning i.storage_key`,
  );
  return rows.map((row) => row.storage_key);
}
