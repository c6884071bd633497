import { endpoints, type Endpoint } from '@panel/contract/endpoints';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from './test-app';
import { demoIds, signIn } from './sign-in';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demoIds.administrador);
});
afterAll(() => t.close());

const mutations = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, endpoint]) => endpoint.method !== 'GET',
);

/** A path segment that is sometimes valid, sometimes not. */
const segment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('suporte', 'moderador', demoIds.membro, '0', '../..', '%00'),
);

describe('no body or parameter the schemas refuse can cause a 500', () => {
  for (const [id, endpoint] of mutations) {
    it(`${endpoint.method} ${endpoint.path} (${id})`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), segment, async (body, param) => {
          const url = endpoint.path.replace(/:[a-zA-Z]+/g, encodeURIComponent(param));
          const response = await t.app.inject({
            method: endpoint.method,
            url,
            headers: { cookie: admin, origin: testOrigin, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json<{ message: string }>().message).toMatch(/[a-zà-ú]/i);
          }
        }),
        { numRuns: 40 },
      );
    });
  }
});
