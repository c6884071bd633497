import { endpoints, type Endpoint, type EndpointId } from '@panel/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './api';
import { prepareSamples, sampleUrl } from './authorization-samples';
import { demoIds, signIn } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await prepareSamples(t.database.db);
  admin = await signIn(t.app, demoIds.administrador);
});
afterAll(() => t.close());

/**
 * Every paged list says how many match the same way, in `X-Total-Count`, and a body that also
 * carries a total (the spec's `{ logs, total }`, `{ data, total }`) says the same number
 * (docs/decisions/2026-11-28-list-reader.md).
 */
describe('paged lists answer their count in the headers', () => {
  const paged = (Object.entries(endpoints) as [EndpointId, Endpoint][]).filter(
    ([, endpoint]) => endpoint.paged,
  );
  it('cover every list', () => {
    expect(paged.map(([id]) => id).sort()).toEqual([
      'auditLogs',
      'callRanking',
      'connectedCalls',
      'listAllowlists',
      'listAppeals',
      'listBlacklist',
      'listDeliveries',
      'listGameJoins',
      'listInsertions',
      'listStorePurchases',
      'listTickets',
      'listTokens',
    ]);
  });
  for (const [id, endpoint] of paged) {
    it(`${endpoint.path} (${id})`, async () => {
      const url = sampleUrl[id];
      const response = await apiCaller(t)(
        'GET',
        typeof url === 'function' ? url('administrador') : url,
        admin,
      );
      expect(response.statusCode).toBe(200);
      const total = Number(response.headers['x-total-count']);
      expect(Number.isSafeInteger(total) && total >= 0).toBe(true);
      const body = response.json<unknown>();
      const shown = Array.isArray(body)
        ? body
        : (body as { total: number; logs?: unknown[]; data?: unknown[] });
      if (!Array.isArray(shown)) expect(shown.total).toBe(total);
      const rows = Array.isArray(shown) ? shown : (shown.logs ?? shown.data ?? []);
      expect(rows.length).toBeLessThanOrEqual(total);
      expect(response.headers['x-total-capped']).toBeUndefined();
    });
  }
});
