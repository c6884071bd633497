import { endpoints, type EndpointId } from '@panel/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from './test-app';
import { demoIds, signIn, type DemoRole } from './sign-in';

type Caller = 'anonymous' | Exclude<DemoRole, 'visitante'>;
const callers: Caller[] = ['anonymous', 'membro', 'suporte', 'moderador', 'administrador'];

/**
 * What every caller gets from every endpoint, written out in full: a `403` here is
 * as deliberate as a `200`. Requests carry valid input, so an allowed caller gets
 * the endpoint's real answer.
 */
const expected: Record<EndpointId, Record<Caller, number>> = {
  health: { anonymous: 200, membro: 200, suporte: 200, moderador: 200, administrador: 200 },
  publicConfig: { anonymous: 200, membro: 200, suporte: 200, moderador: 200, administrador: 200 },
  signIn: { anonymous: 302, membro: 302, suporte: 302, moderador: 302, administrador: 302 },
  // No state: refused with the error page, whoever asks.
  signInCallback: { anonymous: 400, membro: 400, suporte: 400, moderador: 400, administrador: 400 },
  me: { anonymous: 401, membro: 200, suporte: 200, moderador: 200, administrador: 200 },
  // Logout is run last for each caller, see below.
  logout: { anonymous: 204, membro: 204, suporte: 204, moderador: 204, administrador: 204 },
  endUserSessions: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 403,
    administrador: 200,
  },
};

/** A concrete, valid request for each endpoint. */
const sampleUrl: Record<EndpointId, string> = {
  health: '/api/health',
  publicConfig: '/api/config',
  signIn: '/api/auth/discord',
  signInCallback: '/api/auth/discord/callback',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  endUserSessions: `/api/users/${demoIds.membro}/sessions`,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('covers every endpoint of the contract', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(endpoints).sort());
  });

  const ids = (Object.keys(endpoints) as EndpointId[]).filter((id) => id !== 'logout');
  for (const caller of callers) {
    describe(caller, () => {
      let cookie: string | undefined;
      // Logout runs last: it ends the caller's session.
      for (const id of [...ids, 'logout' as const]) {
        const endpoint = endpoints[id];
        it(`${endpoint.method} ${endpoint.path} → ${expected[id][caller]}`, async () => {
          const headers: Record<string, string> = { origin: testOrigin };
          if (caller !== 'anonymous') {
            cookie ??= await signIn(t.app, demoIds[caller]);
            headers.cookie = cookie;
          }
          const response = await t.app.inject({
            method: endpoint.method,
            url: sampleUrl[id],
            headers,
          });
          expect(response.statusCode).toBe(expected[id][caller]);
          if (response.statusCode === 401)
            expect(response.json()).toMatchObject({ code: 'unauthenticated' });
          if (response.statusCode === 403)
            expect(response.json()).toMatchObject({ code: 'forbidden' });
        });
      }
    });
  }
});
