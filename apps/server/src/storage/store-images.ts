import { newFileKey, type FileStorage } from './file-storage';
import type { CleanImage } from './image-intake';

/** What the database records of a stored image (the bytes stay in the storage). */
export type StoredImage = Omit<CleanImage, 'bytes'> & { key: string };

/** Where cleanup failures are reported (a request's or the app's logger fits). */
export interface CleanupLog {
  warn(details: object, message: string): void;
}

/**
 * Deletes stored files, best effort: every key is tried, failures are logged and their keys
 * returned (a missing file is no failure). Use it after the database stops referencing them.
 */
export async function deleteStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
  log?: CleanupLog,
): Promise<string[]> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed: string[] = [];
  results.forEach((result, index) => {
    const key = keys[index];
    if (result.status === 'fulfilled' || key === undefined) return;
    failed.push(key);
    const err: unknown = result.reason;
    log?.warn({ err, key }, 'stored file could not be deleted');
  });
  return failed;
}

/**
 * Stores every image under a new random key, or none: when one write fails, the files already
 * written (and whatever the failed write left) are deleted and the write's error is thrown.
 */
export async function storeAll(
  storage: FileStorage,
  images: readonly CleanImage[],
  log?: CleanupLog,
): Promise<StoredImage[]> {
  const keyed = images.map((image) => ({ image, key: newFileKey() }));
  const results = await Promise.allSettled(
    keyed.map(({ image, key }) => storage.put(key, image.bytes, image.mimeType)),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await deleteStoredFiles(
      storage,
      keyed.map(({ key }) => key),
      log,
    );
    throw failure.reason;
  }
  return keyed.map(({ image: { bytes: _bytes, ...image }, key }) => ({ ...image, key }));
}

/**
 * Files first, then the database: stores the images, runs `record` (the transaction that
 * references them) and, when it fails, deletes the files before rethrowing. Removing an entry
 * goes the other way: commit the deletion, then `deleteStoredFiles`.
 */
export async function withStoredImages<T>(
  storage: FileStorage,
  images: readonly CleanImage[],
  record: (stored: StoredImage[]) => Promise<T>,
  log?: CleanupLog,
): Promise<T> {
  const stored = await storeAll(storage, images, log);
  try {
    return await record(stored);
  } catch (error) {
    await deleteStoredFiles(
      storage,
      stored.map(({ key }) => key),
      log,
    );
    throw error;
  }
}
