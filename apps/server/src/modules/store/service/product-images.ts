import type { StoreImage } from '@panel/contract/api/store';
import type { Executor } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import type { FileStorage } from '../../../storage/file-storage';
import type { ImageUpload } from '../../../storage/image-upload';
import type { ServedFile } from '../../../storage/send-stored-file';
import { withStoredImages, type CleanupLog } from '../../../storage/store-images';
import type { AuditContext } from '../../audit';
import { storeImagePath } from '../present-product';
import { findImage, insertImage } from '../repository/images';

/**
 * Stores one product image (checked by its content and encoded again without metadata, like
 * every upload) and records it; the product that names it is audited, not the upload. When the
 * row cannot be written, the file is deleted again.
 */
export async function uploadProductImage(
  deps: { db: Executor; storage: FileStorage; log?: CleanupLog },
  upload: ImageUpload,
  audit: AuditContext,
): Promise<StoreImage> {
  if (upload.images.length === 0) throw badRequest('Escolha uma imagem.');
  if (upload.images.length > 1) throw badRequest('Envie uma imagem por vez.');
  const row = await withStoredImages(
    deps.storage,
    upload.images,
    async ([stored]) => {
      if (!stored) throw new Error('the stored image is missing');
      return insertImage(deps.db, stored, audit.actor.id);
    },
    deps.log,
  );
  return { url: storeImagePath(row.id), width: row.width, height: row.height };
}

/** The stored file of an uploaded product image (public: products are). */
export async function findProductImage(db: Executor, id: number): Promise<ServedFile> {
  const row = await findImage(db, id);
  if (!row) throw notFound('Imagem não encontrada.');
  return { key: row.storageKey, mimeType: row.mimeType, fileName: row.fileName, size: row.size };
}
