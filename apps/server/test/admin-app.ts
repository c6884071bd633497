import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { demoIds, signIn } from './sign-in';
import { createTestApp, testOrigin, type TestApp } from './test-app';

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';

/**
 * A test app for the whole file with the demo administrator signed in, and `call`, a request
 * with a session cookie and the panel's own origin. Read `t` and `admin` inside tests only.
 * With `gateway`, the bot is logged in on the local Discord and the guild catalog is filled.
 */
export function useAdminApp(options: { gateway?: boolean } = {}) {
  const state: { t?: TestApp; admin?: string } = {};
  beforeAll(async () => {
    state.t = await createTestApp(options);
    state.admin = await signIn(state.t.app, demoIds.administrador);
  });
  afterAll(() => state.t?.close());

  const app = (): TestApp => {
    if (!state.t) throw new Error('the test app starts in beforeAll');
    return state.t;
  };
  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    app().app.inject({
      method,
      url,
      headers: { cookie, origin: testOrigin },
      ...(payload && { payload: payload as InjectOptions['payload'] }),
    });
  return {
    get t() {
      return app();
    },
    get admin() {
      if (state.admin === undefined) throw new Error('the administrator signs in in beforeAll');
      return state.admin;
    },
    call,
  };
}
