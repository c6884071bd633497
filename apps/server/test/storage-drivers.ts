import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import type { StorageConfig } from '../src/config';
import { createFileStorage } from '../src/storage/file-storage';
import { startLocalS3, type LocalS3 } from './local-s3';

export interface EmptyStorage {
  config: StorageConfig;
  /** The keys it holds. */
  list: () => Promise<string[]>;
}

type DriverCase = [StorageConfig['driver'], () => Promise<EmptyStorage>];

let s3Client: S3Client | undefined;

/** The content type and size the local S3 server recorded for an object. */
export async function s3Head(bucket: string, key: string) {
  const head = await s3Client?.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  return { contentType: head?.ContentType, size: head?.ContentLength };
}

/**
 * Both drivers for `describe.each`, each giving an empty folder or an emptied bucket: a
 * temporary folder and an S3-compatible server (s3rver) started for this test file.
 */
export function storageDrivers(): DriverCase[] {
  let folder = '';
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'panel-storage-'));
    s3 = await startLocalS3();
    s3Client = new S3Client({
      region: s3.config.region,
      endpoint: s3.config.endpoint,
      forcePathStyle: true,
      credentials: {
        accessKeyId: s3.config.accessKeyId,
        secretAccessKey: s3.config.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    s3Client?.destroy();
    await s3?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const emptyFolder = async (): Promise<EmptyStorage> => {
    const root = path.join(await mkdtemp(path.join(folder, 'case-')), 'files');
    return { config: { driver: 'fs', root }, list: () => readdir(root).catch(() => []) };
  };
  const emptyBucket = async (): Promise<EmptyStorage> => {
    if (!s3 || !s3Client) throw new Error('The local S3 server is not running.');
    const { config } = s3;
    const client = s3Client;
    const list = async () => {
      const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
      return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    };
    const storage = createFileStorage(config);
    await Promise.all((await list()).map((key) => storage.delete(key)));
    return { config, list };
  };
  return [
    ['fs', emptyFolder],
    ['s3', emptyBucket],
  ];
}
