import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pagedListSchema } from '@panel/contract/api/paged-list';
import { questionListQuerySchema } from '@panel/contract/api/forms';
import { ticketParamsSchema } from '@panel/contract/api/tickets';
import { redeemHeadersSchema } from '@panel/contract/api/store';
import { redeemTokenBodySchema } from '@panel/contract/api/tokens';
import { endedSessionsSchema } from '@panel/contract/api/users';
import { authRoutes } from '@panel/contract/endpoints/auth-routes';
import type { Endpoint } from '@panel/contract/endpoints/types';
import { server } from '@/testing/server';
import {
  callEndpoint,
  callEndpointPage,
  callEndpointUnparsed,
  endpointUrl,
  forgetEarlyAnswers,
  setUnauthorizedHandler,
  startEarlyGet,
} from './api-client';
import { ApiError } from './api-error';

const onUnauthorized = vi.fn();
setUnauthorizedHandler(onUnauthorized);

const base = { path: '/api/things', access: 'public', summary: 'Teste', tag: 'teste' } as const;
const getThing = { ...base, method: 'GET', response: endedSessionsSchema } as const;
const postThing = {
  ...base,
  method: 'POST',
  body: redeemTokenBodySchema,
  response: endedSessionsSchema,
} as const;
const getThingWithHeaders = { ...getThing, headers: redeemHeadersSchema } as const;
const getOneThing = {
  ...base,
  method: 'GET',
  path: '/api/things/:id',
  params: ticketParamsSchema,
  query: questionListQuerySchema,
} as const satisfies Endpoint;

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
        return HttpResponse.json({ ended: 7 });
      }),
    );
    await expect(callEndpoint(postThing, { body: { token: 'x' } })).resolves.toEqual({ ended: 7 });
    expect(received).toEqual({ token: 'x' });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    fetchSpy.mockRestore();
  });

  it('fills the path parameters and the query from the endpoint', async () => {
    let url = '';
    server.use(
      http.get('*/api/things/:id', ({ request }) => {
        url = request.url;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await callEndpoint(getOneThing, { params: { id: '12' }, query: { formType: 'whitelist' } });
    expect(new URL(url).pathname + new URL(url).search).toBe('/api/things/12?formType=whitelist');
    expect(endpointUrl(getOneThing, { params: { id: 'a b/c' }, query: {} })).toBe(
      '/api/things/a%20b%2Fc',
    );
  });

  it('reads a paged list into its page, the count from X-Total-Count and X-Total-Capped', async () => {
    const row = z.object({ id: z.string() });
    const getPage = {
      ...base,
      method: 'GET',
      paged: true,
      response: pagedListSchema(row, 'data', { retryable: z.number().int() }),
    } as const;
    server.use(
      http.get('*/api/things', () =>
        HttpResponse.json(
          { data: [{ id: '1' }], total: 41, retryable: 3 },
          { headers: { 'X-Total-Count': '42' } },
        ),
      ),
    );
    await expect(callEndpointPage(getPage)).resolves.toEqual({
      items: [{ id: '1' }],
      total: 42,
      capped: false,
      extra: { retryable: 3 },
    });
    const getRows = {
      ...base,
      method: 'GET',
      paged: true,
      response: pagedListSchema(row),
    } as const;
    server.use(
      http.get('*/api/things', () =>
        HttpResponse.json([{ id: '2' }], {
          headers: { 'X-Total-Count': '200', 'X-Total-Capped': 'true' },
        }),
      ),
    );
    await expect(callEndpointPage(getRows)).resolves.toEqual({
      items: [{ id: '2' }],
      total: 200,
      capped: true,
      extra: undefined,
    });
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
    const error = await callEndpoint(getThing).catch((caught: unknown) => caught);
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
    await expect(callEndpoint(getThing)).rejects.toMatchObject({
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
    await expect(callEndpoint(getThing)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/dashboard?aba=2');
  });

  it('treats a 401 from /api/auth/me as "signed out" only', async () => {
    await expect(callEndpointUnparsed(authRoutes.me)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0', async () => {
    server.use(http.get('*/api/things', () => HttpResponse.error()));
    await expect(callEndpoint(getThing)).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it("checks the answer with the endpoint's response schema", async () => {
    server.use(http.get('*/api/things', () => HttpResponse.json({ ended: 'x' })));
    await expect(callEndpoint(getThing)).rejects.toThrow();
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

describe('early answers', () => {
  /** Serves `/api/things`, counting the requests and answering with their number. */
  function countThings() {
    let sent = 0;
    server.use(
      http.get('*/api/things', () => HttpResponse.json({ ended: ++sent })),
      http.post('*/api/things', () => HttpResponse.json({ ended: 0 })),
    );
    return () => sent;
  }

  afterEach(() => {
    forgetEarlyAnswers();
    vi.useRealTimers();
  });

  it('hands an early answer to the first plain GET of its URL, once', async () => {
    const sent = countThings();
    startEarlyGet('/api/things');
    await expect(callEndpoint(getThing)).resolves.toEqual({ ended: 1 });
    expect(sent()).toBe(1);
    // The next call asks again.
    await expect(callEndpoint(getThing)).resolves.toEqual({ ended: 2 });
  });

  it('leaves it to no call with headers of its own, and drops it on any change', async () => {
    const sent = countThings();
    startEarlyGet('/api/things');
    await expect(
      callEndpoint(getThingWithHeaders, { headers: { 'idempotency-key': 'k' } }),
    ).resolves.toEqual({
      ended: 2,
    });
    await callEndpoint(postThing, { body: { token: 'x' } });
    // Taken by no one: the POST dropped it, so this GET asks the server.
    await expect(callEndpoint(getThing)).resolves.toEqual({ ended: 3 });
    expect(sent()).toBe(3);
  });

  it('drops an answer nobody took after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const sent = countThings();
    startEarlyGet('/api/things');
    await vi.waitFor(() => expect(sent()).toBe(1));
    vi.advanceTimersByTime(10_000);
    await expect(callEndpoint(getThing)).resolves.toEqual({ ended: 2 });
  });

  it('sends to the login page when the call takes a 401, not before', async () => {
    server.use(
      http.get('*/api/things', () =>
        HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'Faça login.' }, { status: 401 }),
      ),
    );
    startEarlyGet('/api/things');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(callEndpoint(getThing)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
