import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { server } from '@/testing/server';
import { callEndpointWithForm, setUnauthorizedHandler, type UploadOptions } from './api-client';
import { ApiError } from './api-error';

const image = { url: '/api/store/images/1', width: 10, height: 20 };

/** `POST /api/store/images`, a multipart endpoint of the contract. */
function upload(body: FormData, options?: UploadOptions) {
  return callEndpointWithForm(storeEndpoints.uploadStoreImage, body, options);
}

function form() {
  const body = new FormData();
  body.append('name', 'valor');
  return body;
}

describe('callEndpointWithForm', () => {
  it('sends the form with the cookie, reports progress and resolves with the parsed answer', async () => {
    let seen: { type: string | null; credentials: string; name: unknown } | null = null;
    server.use(
      http.post('*/api/store/images', async ({ request }) => {
        const body = await request.formData();
        seen = {
          type: request.headers.get('content-type'),
          credentials: request.credentials,
          name: body.get('name'),
        };
        return HttpResponse.json(image, { status: 201 });
      }),
    );
    const progress: number[] = [];
    const answer = await upload(form(), {
      onProgress: (value) => progress.push(value),
    });
    expect(answer).toEqual(image);
    expect(seen).toEqual({
      type: expect.stringMatching(/^multipart\/form-data; boundary=/),
      credentials: 'include',
      name: 'valor',
    });
    expect(progress.at(-1)).toBe(1);
  });

  it('turns an error body into an ApiError with its issues', async () => {
    const body = {
      code: 'validation',
      message: 'Dados inválidos.',
      issues: [{ path: 'target', message: 'ID inválido.' }],
    };
    server.use(http.post('*/api/store/images', () => HttpResponse.json(body, { status: 400 })));
    const error = await upload(form()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', issues: body.issues });
  });

  it('gives the generic message for a body that is not the API shape', async () => {
    server.use(http.post('*/api/store/images', () => new HttpResponse('<html>', { status: 502 })));
    await expect(upload(form())).rejects.toMatchObject({
      status: 502,
      code: 'internal',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    server.use(http.post('*/api/store/images', () => HttpResponse.error()));
    await expect(upload(form())).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(upload(form(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('sends a signed-out member to the login page, as every call does', async () => {
    const onUnauthorized = vi.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    try {
      server.use(
        http.post('*/api/store/images', () =>
          HttpResponse.json({ code: 'unauthenticated', message: 'Entre.' }, { status: 401 }),
        ),
      );
      await expect(upload(form())).rejects.toMatchObject({
        status: 401,
      });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });
});
