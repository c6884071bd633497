import type { LightMyRequestResponse } from 'fastify';
import { testOrigin, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(method, url, cookie?, body?)`: a request from the panel's own origin. */
export function apiCaller(t: TestApp) {
  return (
    method: Method,
    url: string,
    cookie?: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { origin: testOrigin, ...(cookie && { cookie }) },
      ...(payload && { payload }),
    });
}

export const messageOf = (response: LightMyRequestResponse) =>
  response.json<{ message: string }>().message;
