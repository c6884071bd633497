import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageDrivers } from '../../test/storage-drivers';
import { pngImage } from '../../test/test-images';
import { createFileStorage, type FileStorage } from './file-storage';
import { intakeImage, type CleanImage } from './image-intake';
import { deleteStoredFiles, storeAll, withStoredImages } from './store-images';

const drivers = storageDrivers();

let storage: FileStorage;
let stored: () => Promise<string[]>;

async function images(count: number): Promise<CleanImage[]> {
  const png = await pngImage();
  const all = await Promise.all(
    Array.from({ length: count }, (_, i) => intakeImage(`prova-${i}.png`, png)),
  );
  return all.map((intake) => {
    if (!intake.ok) throw new Error(intake.message);
    return intake.image;
  });
}

/** The same storage, whose `n`-th write fails after writing part of the file. */
function failingOnWrite(n: number): FileStorage {
  let writes = 0;
  return {
    ...storage,
    put: async (key, bytes, type) => {
      writes += 1;
      if (writes !== n) return storage.put(key, bytes, type);
      await storage.put(key, bytes.subarray(0, 10), type);
      throw new Error('disk full');
    },
  };
}

describe.each(drivers)('with the %s driver', (_driver, setUp) => {
  beforeEach(async () => {
    const { config, list } = await setUp();
    storage = createFileStorage(config);
    stored = list;
  });

  describe('storeAll', () => {
    it('stores each image under its own random key, with what the database records', async () => {
      const batch = await images(3);
      const result = await storeAll(storage, batch);
      expect(new Set(result.map((image) => image.key)).size).toBe(3);
      expect((await stored()).sort()).toEqual(result.map((image) => image.key).sort());
      for (const [i, image] of result.entries()) {
        expect(image).not.toHaveProperty('bytes');
        expect(image).toMatchObject({ fileName: `prova-${i}.png`, mimeType: 'image/png' });
        expect(await storage.getBytes(image.key)).toEqual(batch[i]?.bytes);
      }
    });

    it('leaves no file when one write fails, even a partly written one', async () => {
      const batch = await images(4);
      await expect(storeAll(failingOnWrite(3), batch)).rejects.toThrow('disk full');
      expect(await stored()).toEqual([]);
    });
  });

  describe('withStoredImages', () => {
    it('keeps the files when the database records them', async () => {
      const record = vi.fn(async (keys: string[]) => keys.length);
      const count = await withStoredImages(storage, await images(2), (result) =>
        record(result.map((image) => image.key)),
      );
      expect(count).toBe(2);
      expect(await stored()).toHaveLength(2);
    });

    it('deletes the files when the database transaction fails', async () => {
      const failure = new Error('serialization failure');
      await expect(
        withStoredImages(storage, await images(2), async () => {
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await stored()).toEqual([]);
    });

    it('does not reach the database when the files could not be stored', async () => {
      const record = vi.fn(async () => 'recorded');
      await expect(withStoredImages(failingOnWrite(1), await images(2), record)).rejects.toThrow(
        'disk full',
      );
      expect(record).not.toHaveBeenCalled();
      expect(await stored()).toEqual([]);
    });
  });

  describe('deleteStoredFiles', () => {
    it('tries every key, logs and returns those it could not delete', async () => {
      const [image] = await storeAll(storage, await images(1));
      const broken: FileStorage = {
        ...storage,
        delete: async (key) => {
          if (key === 'b') throw new Error('unreachable');
          return storage.delete(key);
        },
      };
      const warn = vi.fn();
      const keys = [image?.key ?? '', 'b', 'c'];
      expect(await deleteStoredFiles(broken, keys, { warn })).toEqual(['b']);
      expect(warn).toHaveBeenCalledWith(
        { err: expect.any(Error), key: 'b' },
        'stored file could not be deleted',
      );
      expect(await stored()).toEqual([]);
    });
  });
});
