import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { api, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';

const onUnauthorized = vi.fn();
setUnauthorizedHandler(onUnauthorized);

afterEach(() => {
  onUnauthorized.mockReset();
  window.history.replaceState(null, '', '/');
});

describe('api client', () => {
  it('sends the session cookie and JSON, and returns the JSON answer', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    let received: unknown;
    server.use(
      http.post('*/api/things', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ id: 7 });
      }),
    );
    await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ id: 7 });
    expect(received).toEqual({ name: 'x' });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    fetchSpy.mockRestore();
  });

  it('turns an error answer into an ApiError with the server body', async () => {
    server.use(
      http.get('*/api/things', () =>
        HttpResponse.json(
          {
            code: 'validation',
            message: 'Dados inválidos.',
            requestId: 'req-1',
            issues: [{ path: 'name', message: 'Obrigatório' }],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await api.get('/api/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Dados inválidos.',
      requestId: 'req-1',
      issues: [{ path: 'name', message: 'Obrigatório' }],
    });
  });

  it('gives a Portuguese message when the body is not an API error', async () => {
    server.use(http.get('*/api/things', () => new HttpResponse('boom', { status: 502 })));
    await expect(api.get('/api/things')).rejects.toMatchObject({
      status: 502,
      code: 'internal',
      message: 'Não foi possível concluir a solicitação. Tente novamente.',
    });
  });

  it('sends the user to sign in again on a 401, with the current path', async () => {
    window.history.replaceState(null, '', '/dashboard?aba=2');
    server.use(
      http.get('*/api/things', () =>
        HttpResponse.json({ code: 'unauthenticated', message: 'Faça login.' }, { status: 401 }),
      ),
    );
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/dashboard?aba=2');
  });

  it('treats a 401 from /api/auth/me as "signed out" only', async () => {
    await expect(api.get('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0', async () => {
    server.use(http.get('*/api/things', () => HttpResponse.error()));
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('checks the answer with the given schema', async () => {
    server.use(http.get('*/api/things', () => HttpResponse.json({ id: 'x' })));
    const schema = {
      parse: (data: unknown) => {
        if (typeof (data as { id?: unknown }).id !== 'number') throw new Error('bad');
        return data as { id: number };
      },
    };
    await expect(api.get('/api/things', { schema })).rejects.toThrow('bad');
  });
});

describe('isApiErrorBody', () => {
  it('accepts exactly what the contract schema accepts', async () => {
    const { apiErrorSchema } = await import('@panel/contract/api/errors');
    const { isApiErrorBody } = await import('./api-error');
    const samples: unknown[] = [
      { code: 'x', message: 'y' },
      { code: 'x', message: 'y', requestId: 'r', issues: [{ path: 'a', message: 'b' }] },
      { code: 'x' },
      { code: 1, message: 'y' },
      { code: 'x', message: 'y', issues: [{ path: 1, message: 'b' }] },
      { code: 'x', message: 'y', requestId: 3 },
      null,
      'texto',
    ];
    for (const sample of samples) {
      expect(isApiErrorBody(sample), JSON.stringify(sample)).toBe(
        apiErrorSchema.safeParse(sample).success,
      );
    }
  });
});
