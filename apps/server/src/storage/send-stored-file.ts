import type { ImageMimeType } from '@panel/contract/constants';
import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
import { contentDisposition } from './file-names';
import { FileNotFoundError, type FileStorage } from './file-storage';

/** The database's record of a stored file, as much as serving it needs. */
export interface ServedFile {
  key: string;
  mimeType: ImageMimeType;
  fileName: string;
  size?: number;
}

/**
 * A stored file never runs as a page: no script, no plugin, no form, no fetch, even when opened
 * directly. Replaces helmet's page policy on this answer only.
 */
export const storedFileCsp = "default-src 'none'; sandbox";

/** How long the browser may keep a file it was allowed to see (a revoked access lasts this long). */
export const storedFileMaxAgeSeconds = 300;

/** A public file whose address always names the same bytes may be kept a year, by anyone. */
export const immutableFileCacheControl = 'public, max-age=31536000, immutable';

/**
 * Answers with a stored file, from a route that has checked who may see it. The type is the
 * one detected at upload, never guessed again by the browser; a missing file is a 404.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: ServedFile,
  options: { download?: boolean; maxAgeSeconds?: number; immutable?: boolean } = {},
): Promise<FastifyReply> {
  let body;
  try {
    body = await storage.getStream(file.key);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw notFound('Arquivo não encontrado.');
    throw error;
  }
  reply
    .header('content-type', file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      contentDisposition(options.download ? 'attachment' : 'inline', file.fileName),
    )
    .header('content-security-policy', storedFileCsp)
    .header(
      'cache-control',
      options.immutable
        ? immutableFileCacheControl
        : `private, max-age=${options.maxAgeSeconds ?? storedFileMaxAgeSeconds}`,
    )
    .header('cross-origin-resource-policy', 'same-origin');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(body);
}
