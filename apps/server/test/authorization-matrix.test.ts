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
  listRoles: { anonymous: 401, membro: 403, suporte: 403, moderador: 403, administrador: 200 },
  updateRole: { anonymous: 401, membro: 403, suporte: 403, moderador: 403, administrador: 200 },
  listStaff: { anonymous: 401, membro: 403, suporte: 403, moderador: 200, administrador: 200 },
  // Assign runs before remove for the administrador: give suporte to Elisa, then take it.
  assignRole: { anonymous: 401, membro: 403, suporte: 403, moderador: 403, administrador: 200 },
  removeRole: { anonymous: 401, membro: 403, suporte: 403, moderador: 403, administrador: 204 },
  userPermissions: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 200,
    administrador: 200,
  },
  auditLogs: { anonymous: 401, membro: 403, suporte: 403, moderador: 200, administrador: 200 },
  dashboard: { anonymous: 401, membro: 403, suporte: 200, moderador: 200, administrador: 200 },
  endUserSessions: {
    anonymous: 401,
    membro: 403,
    suporte: 403,
    moderador: 403,
    administrador: 200,
  },
};

const elisa = '100000000000000005';

/** A concrete, valid request for each endpoint. */
const sampleUrl: Record<EndpointId, string> = {
  listRoles: '/api/permissions/roles',
  updateRole: '/api/permissions/roles/suporte',
  listStaff: '/api/users',
  assignRole: '/api/users/role',
  removeRole: '/api/users/role',
  userPermissions: `/api/users/${demoIds.membro}/permissions`,
  auditLogs: '/api/audit/logs?type=permission&search=Ana&page=1&limit=5',
  dashboard: '/api/dashboard',
  health: '/api/health',
  publicConfig: '/api/config',
  signIn: '/api/auth/discord',
  signInCallback: '/api/auth/discord/callback',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  endUserSessions: `/api/users/${demoIds.membro}/sessions`,
};

const sampleBody: Partial<Record<EndpointId, object>> = {
  updateRole: { view_dashboard: true },
  assignRole: { discordId: elisa, roleName: 'suporte' },
  removeRole: { discordId: elisa, roleName: 'suporte' },
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
            ...(sampleBody[id] && { payload: sampleBody[id] }),
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
