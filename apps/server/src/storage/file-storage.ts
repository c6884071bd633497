import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { ReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Disk } from 'flydrive';
import type { StorageConfig } from '../config';

/** Files kept outside the database, by key. Keys come from `newFileKey()`, never from a user. */
export interface FileStorage {
  readonly driver: StorageConfig['driver'];
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Rejects with `FileNotFoundError` before any byte is sent when the key holds nothing. */
  getStream(key: string): Promise<Readable>;
  getBytes(key: string): Promise<Buffer>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key kept, in no set order (backups). */
  list(): AsyncGenerator<string>;
  /** A kept file's size and type (backups). */
  describe(key: string): Promise<{ size: number; contentType: string }>;
  /** Keeps a file read from a stream of `size` bytes (restoring a backup). */
  putStream(key: string, stream: Readable, contentType: string): Promise<void>;
  /** Deletes every file kept (restoring a backup over a storage in use, when told to). */
  deleteAll(): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(
    readonly key: string,
    options?: { cause: unknown },
  ) {
    super(`No stored file under "${key}".`, options);
    this.name = 'FileNotFoundError';
  }
}

const keyPattern = /^[a-z0-9]+(?:[/-][a-z0-9]+)*$/;

/** A new random key: 128 bits of randomness, nothing taken from the file or its name. */
export function newFileKey(): string {
  return randomUUID();
}

function checkKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`Invalid storage key "${key}".`);
  return key;
}

function isMissing(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, name, $metadata } = e as {
      code?: unknown;
      name?: unknown;
      $metadata?: { httpStatusCode?: number };
    };
    if (code === 'ENOENT' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return true;
  }
  return false;
}

async function missingAsNotFound<T>(key: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw isMissing(error) ? new FileNotFoundError(key, { cause: error }) : error;
  }
}

async function s3Client(config: Extract<StorageConfig, { driver: 's3' }>): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // S3-compatible servers do not all know the SDK's default CRC checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The driver's code (flydrive, and the AWS SDK for S3: about 0.4 s to load) is loaded on the
 * first use of the storage, not at start (docs/performance.md#start-time).
 */
async function createDisk(config: StorageConfig): Promise<Disk> {
  const { Disk } = await import('flydrive');
  if (config.driver === 'fs') {
    const { FSDriver } = await import('flydrive/drivers/fs');
    return new Disk(new FSDriver({ location: config.root, visibility: 'private' }));
  }
  const { S3Driver } = await import('flydrive/drivers/s3');
  return new Disk(
    new S3Driver({
      client: await s3Client(config),
      bucket: config.bucket,
      visibility: 'private',
      supportsACL: false,
    }),
  );
}

/** The storage the configuration names: a folder (`STORAGE_DRIVER=fs`) or an S3 bucket. */
export function createFileStorage(config: StorageConfig): FileStorage {
  let opened: Promise<Disk> | undefined;
  const disk = () => (opened ??= createDisk(config));
  return {
    driver: config.driver,
    put: async (key, bytes, contentType) =>
      (await disk()).put(checkKey(key), bytes, { contentType }),
    getStream: (key) =>
      missingAsNotFound(key, async () => {
        const stream = await (await disk()).getStream(checkKey(key));
        // A file stream opens lazily: wait for it, so a missing file fails here.
        if (stream instanceof ReadStream && stream.pending) await once(stream, 'open');
        return stream;
      }),
    getBytes: (key) =>
      missingAsNotFound(key, async () => {
        const bytes = await (await disk()).getBytes(checkKey(key));
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      }),
    delete: async (key) => (await disk()).delete(checkKey(key)),
    exists: async (key) => (await disk()).exists(checkKey(key)),
    async *list() {
      const opened = await disk();
      let paginationToken: string | undefined;
      do {
        const page = await opened.listAll('', {
          recursive: true,
          ...(paginationToken && { paginationToken }),
        });
        for (const object of page.objects) {
          if (object.isFile) yield object.key;
        }
        paginationToken = page.paginationToken;
      } while (paginationToken);
    },
    describe: (key) =>
      missingAsNotFound(key, async () => {
        const meta = await (await disk()).getMetaData(checkKey(key));
        return {
          size: meta.contentLength,
          contentType: meta.contentType ?? 'application/octet-stream',
        };
      }),
    putStream: async (key, stream, contentType) =>
      (await disk()).putStream(checkKey(key), stream, { contentType }),
    deleteAll: async () => (await disk()).deleteAll(''),
  };
}
