import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import { s3Head, storageDrivers } from '../../test/storage-drivers';
import type { StorageConfig } from '../config';
import { createFileStorage, FileNotFoundError, newFileKey, type FileStorage } from './file-storage';

const drivers = storageDrivers();

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys;
}

describe.each(drivers)('the %s driver', (driver, setUp) => {
  let config: StorageConfig;
  let storage: FileStorage;
  let list: () => Promise<string[]>;
  beforeEach(async () => {
    ({ config, list } = await setUp());
    storage = createFileStorage(config);
  });

  it('is the one the configuration names', () => {
    expect(storage.driver).toBe(driver);
  });

  it('keeps bytes under a key, reads them back as bytes and as a stream, and deletes them', async () => {
    const key = newFileKey();
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, bytes, 'image/png');
    expect(await storage.exists(key)).toBe(true);
    expect(await list()).toEqual([key]);
    expect(await storage.getBytes(key)).toEqual(bytes);
    expect(await buffer(await storage.getStream(key))).toEqual(bytes);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await list()).toEqual([]);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('lists, describes, streams in and deletes every file, as backups do', async () => {
    expect(await keysOf(storage)).toEqual([]);
    const keys = ['evidencias/um', 'evidencias/dois', 'store-images/tres'];
    const sizes = [0, 70_000, 5];
    for (const [index, key] of keys.entries()) {
      const bytes = Buffer.alloc(sizes[index] ?? 0, index + 1);
      await storage.putStream(key, Readable.from([bytes]), 'image/webp');
    }
    expect((await keysOf(storage)).sort()).toEqual([...keys].sort());
    expect(await storage.describe('evidencias/dois')).toEqual({
      size: 70_000,
      contentType: driver === 's3' ? 'image/webp' : expect.any(String),
    });
    expect(await buffer(await storage.getStream('store-images/tres'))).toEqual(Buffer.alloc(5, 3));
    await expect(storage.describe('evidencias/quatro')).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.deleteAll();
    expect(await keysOf(storage)).toEqual([]);
    expect(await list()).toEqual([]);
  });

  it('reads a missing key as FileNotFoundError, before any byte', async () => {
    const key = newFileKey();
    await expect(storage.getStream(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.getBytes(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses keys that are not its own random keys', async () => {
    for (const key of ['../etc/passwd', 'foto.png', '/abs', 'a//b', 'A', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.getStream(key)).rejects.toThrow(/Invalid storage key/);
    }
    expect(await list()).toEqual([]);
  });

  it('stores where the configuration says, with the content type', async () => {
    const key = newFileKey();
    await storage.put(key, Buffer.from('GIF89a'), 'image/gif');
    if (config.driver === 'fs') {
      expect(await readdir(config.root)).toEqual([key]);
    } else {
      // s3rver may answer the PUT before its file has all its bytes on a loaded machine (a
      // HEAD then reads 0); S3 reads its own writes. The driver awaited the PUT's answer.
      const { bucket } = config;
      await expect.poll(() => s3Head(bucket, key)).toEqual({ contentType: 'image/gif', size: 6 });
    }
  });
});

describe('storage keys', () => {
  it('are random and say nothing of the file', () => {
    const keys = new Set(Array.from({ length: 1000 }, newFileKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/);
  });
});
