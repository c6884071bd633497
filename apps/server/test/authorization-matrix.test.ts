import { text } from 'node:stream/consumers';
import { endpoints, type EndpointId } from '@panel/contract/endpoints';
import { permissionAreaLabels } from '@panel/contract/permission-labels';
import { permissionKeys } from '@panel/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, expected, narrowRights } from './authorization-expected';
import { storeSampleHeaders } from './authorization-store-samples';
import { prepareSamples, sampleBody, sampleUrl } from './authorization-samples';
import { createTestApp, testOrigin, type TestApp } from './test-app';
import { demoIds, signIn } from './sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await prepareSamples(t.database.db);
});
afterAll(() => t.close());

describe('rights narrower than an area', () => {
  it('lists every permission key that is not an area’s view or manage', () => {
    const areaKeys = new Set(
      Object.keys(permissionAreaLabels).flatMap((area) => [`view_${area}`, `manage_${area}`]),
    );
    expect(Object.keys(narrowRights).sort()).toEqual(
      permissionKeys.filter((key) => !areaKeys.has(key)).sort(),
    );
  });

  for (const [index, caller] of callers.entries()) {
    it(`are held by ${caller} as written`, async () => {
      const held = Object.fromEntries(Object.keys(narrowRights).map((key) => [key, false]));
      if (caller !== 'anonymous') {
        const me = await t.app.inject({
          method: 'GET',
          url: endpoints.me.path,
          headers: { cookie: await signIn(t.app, demoIds[caller]) },
        });
        const { permissions } = me.json<{ permissions: Record<string, boolean> }>();
        for (const key of Object.keys(held)) held[key] = permissions[key] === true;
      }
      expect(held).toEqual(
        Object.fromEntries(Object.entries(narrowRights).map(([key, row]) => [key, row[index]])),
      );
    });
  }
});

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
          Object.assign(headers, storeSampleHeaders[id]?.(caller));
          const url = sampleUrl[id];
          const body = sampleBody[id];
          // The event stream does not end: its answer is read as a stream (see `json` below).
          const streaming = id === 'events';
          const response = await t.app.inject({
            method: endpoint.method,
            url: typeof url === 'function' ? url(caller) : url,
            headers,
            ...(body && { payload: typeof body === 'function' ? await body(caller) : body }),
            ...(streaming && { payloadAsStream: true }),
          });
          expect(response.statusCode).toBe(expected[id][caller]);
          const json = async (): Promise<unknown> =>
            streaming ? (JSON.parse(await text(response.stream())) as unknown) : response.json();
          if (response.statusCode === 401)
            expect(await json()).toMatchObject({ code: 'unauthenticated' });
          if (response.statusCode === 403)
            expect(await json()).toMatchObject({ code: 'forbidden' });
          if (streaming && response.statusCode === 200) {
            expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
            response.stream().destroy();
          }
        });
      }
    });
  }
});
