import { readdir } from 'node:fs/promises';
import type { StoreImage } from '@panel/contract/api/store';
import { count, desc } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { demoIds, signIn } from '../../../test/sign-in';
import { postStoreImage } from '../../../test/store-images';
import { useTestApp } from '../../../test/use-test-app';
import { html, jpegWithGps, pngImage } from '../../../test/test-images';
import { storeImages } from '../../db/schema/store';

let png: Buffer;

const s = useTestApp({ signIn: ['administrador'] });
beforeAll(async () => {
  png = await pngImage(64, 36);
});

/** The stored files and image rows, to compare before and after a refused upload. */
async function stored() {
  const [rows] = await s.t.database.db.select({ n: count() }).from(storeImages);
  return { files: (await readdir(s.t.storageRoot)).sort(), rows: rows?.n };
}

describe('product image upload', () => {
  it('stores one image and serves it publicly, with its detected type and a long cache', async () => {
    const before = await stored();
    const response = await postStoreImage(s.t, s.as.administrador, [['capa da loja.png', png]]);
    expect(response.statusCode).toBe(201);
    const image = response.json<StoreImage>();
    expect(image).toEqual({
      url: expect.stringMatching(/^\/api\/store\/images\/\d+$/),
      width: 64,
      height: 36,
    });
    expect((await stored()).files).toHaveLength(before.files.length + 1);
    const [row] = await s.t.database.db
      .select()
      .from(storeImages)
      .orderBy(desc(storeImages.id))
      .limit(1);
    expect(row).toMatchObject({
      fileName: 'capa da loja.png',
      mimeType: 'image/png',
      uploadedById: demoIds.administrador,
    });

    const served = await s.t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
  });

  it('serves the type found in the bytes, without the metadata the file carried', async () => {
    const response = await postStoreImage(s.t, s.as.administrador, [
      ['foto.png', await jpegWithGps()],
    ]);
    expect(response.statusCode).toBe(201);
    const served = await s.t.app.inject({ method: 'GET', url: response.json<StoreImage>().url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes('WGS-84')).toBe(false);
  });

  it('refuses a file that is not an image, storing nothing', async () => {
    const before = await stored();
    const response = await postStoreImage(s.t, s.as.administrador, [['banner.png', html]]);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('banner.png não é uma imagem válida');
    expect(await stored()).toEqual(before);
  });

  it('takes exactly one image per upload', async () => {
    const before = await stored();
    const none = await postStoreImage(s.t, s.as.administrador, []);
    expect(none.statusCode).toBe(400);
    expect(messageOf(none)).toBe('Escolha uma imagem.');
    const two = await postStoreImage(s.t, s.as.administrador, [
      ['a.png', png],
      ['b.png', png],
    ]);
    expect(two.statusCode).toBe(400);
    expect(messageOf(two)).toBe('Envie uma imagem por vez.');
    expect(await stored()).toEqual(before);
  });

  it('lets only staff who manage the store upload', async () => {
    const moderador = await signIn(s.t.app, demoIds.moderador);
    const response = await postStoreImage(s.t, moderador, [['a.png', png]]);
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown image', async () => {
    const response = await s.call('storeImage', undefined, { params: { imageId: '999999' } });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Imagem não encontrada.');
  });
});
