import type { StoreImage } from '@panel/contract/api/store';
import type { LightMyRequestResponse } from 'fastify';
import { testOrigin, type TestApp } from './test-app';

/** `POST /api/store/images` as multipart/form-data from the panel's own origin. */
export function postStoreImage(
  t: TestApp,
  cookie: string,
  files: readonly (readonly [name: string, bytes: Buffer])[],
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, bytes] of files) form.append('image', new Blob([bytes]), name);
  return t.app.inject({
    method: 'POST',
    url: '/api/store/images',
    headers: { origin: testOrigin, cookie },
    payload: form,
  });
}

/** Uploads one image and returns where it is served. */
export async function uploadStoreImage(t: TestApp, cookie: string, bytes: Buffer): Promise<string> {
  const response = await postStoreImage(t, cookie, [['produto.png', bytes]]);
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}`);
  return response.json<StoreImage>().url;
}
