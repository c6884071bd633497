import { endpoints, type Endpoint, type EndpointId } from '@panel/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './api';
import { storeSampleHeaders } from './authorization-store-samples';
import { prepareSamples, sampleBody, sampleUrl } from './authorization-samples';
import { databaseFingerprint } from './db-fingerprint';
import { demoIds, signIn } from './sign-in';
import { createTestApp, testOrigin, type TestApp } from './test-app';

let t: TestApp;
let admin: string;
let gameKey: string;
beforeAll(async () => {
  t = await createTestApp();
  await prepareSamples(t.database.db);
  admin = await signIn(t.app, demoIds.administrador);
  const created = await apiCaller(t)('POST', '/api/game-servers', admin, { name: 'Estrito' });
  gameKey = created.json<{ apiKey: string }>().apiKey;
});
afterAll(() => t.close());

const unknownField = 'campoDesconhecido';

/**
 * Every change of the contract, its valid sample with one unknown field more: a JSON body (or
 * none declared) and a multipart form alike get the validation 400 naming the field, and
 * nothing changes (docs/decisions/2026-11-28-strict-bodies.md).
 */
describe('an unknown body field is refused with 400, changing nothing', () => {
  const changes = (Object.entries(endpoints) as [EndpointId, Endpoint][]).filter(
    ([, endpoint]) => endpoint.method !== 'GET',
  );
  for (const [id, endpoint] of changes) {
    it(`${endpoint.method} ${endpoint.path} (${id})`, async () => {
      const url = sampleUrl[id];
      const sample = sampleBody[id];
      const body = typeof sample === 'function' ? await sample('administrador') : sample;
      let payload: object;
      if (endpoint.form) {
        expect(body).toBeInstanceOf(FormData);
        payload = body as FormData;
        (payload as FormData).append(unknownField, 'x');
      } else {
        expect(body).not.toBeInstanceOf(FormData);
        payload = { ...body, [unknownField]: 'x' };
      }
      const headers: Record<string, string> = {
        origin: testOrigin,
        ...(endpoint.access === 'game'
          ? { authorization: `Bearer ${gameKey}` }
          : { cookie: admin }),
        ...(storeSampleHeaders[id]?.('administrador') as Record<string, string> | undefined),
      };
      const before = await databaseFingerprint(t.database.db);
      const response = await t.app.inject({
        method: endpoint.method,
        url: typeof url === 'function' ? url('administrador') : url,
        headers,
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation',
        message: `Dados inválidos: Chave inválida: "${unknownField}"`,
        issues: [{ path: 'body', message: `Chave inválida: "${unknownField}"` }],
      });
      expect(await databaseFingerprint(t.database.db)).toBe(before);
    });
  }
});
