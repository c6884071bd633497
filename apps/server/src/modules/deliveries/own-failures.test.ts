import type { OwnDeliveryFailures } from '@panel/contract/api/deliveries';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBotSettings } from '../../../test/bot-settings';
import { outbox } from '../../db/schema/deliveries';
import { apiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoIds, signIn } from '../../../test/sign-in';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let moderador: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  await setBotSettings(t.database.db, { allowListRoleId: '500000000000000001' });
  moderador = await signIn(t.app, demoIds.moderador);
  admin = await signIn(t.app, demoIds.administrador);
});
afterAll(() => t.close());

/** Discord answered "Unknown Member" to every effect of the request. */
async function failAll(requestId: string, daysAgo = 0) {
  await t.database.db
    .update(outbox)
    .set({
      status: 'failed',
      attempts: 1,
      failureCode: 'unknown_target',
      discordCode: 10007,
      lastError: 'Unknown Member',
      failedAt: sql`now() - make_interval(days => ${daysAgo})`,
    })
    .where(eq(outbox.requestId, requestId));
}

const ownFailures = async (session: string) => {
  const response = await call('GET', '/api/me/delivery-failures', session);
  expect(response.statusCode).toBe(200);
  return response.json<OwnDeliveryFailures>();
};

describe('GET /api/me/delivery-failures', () => {
  it('tells the staff member who caused a failure, and nobody else', async () => {
    expect((await ownFailures(moderador)).total).toBe(0);
    const approved = await call('POST', '/api/allowlists/approve', moderador, {
      userId: '200000000000000001',
    });
    expect(approved.statusCode).toBe(200);
    const requestId = String(approved.headers['x-request-id']);
    await failAll(requestId);
    const failed = await t.database.db.select().from(outbox).where(eq(outbox.requestId, requestId));

    const mine = await ownFailures(moderador);
    expect(mine.total).toBe(failed.length);
    expect(mine.days).toBe(7);
    expect(mine.data[0]).toMatchObject({
      status: 'failed',
      retryable: false,
      failure: { reason: expect.stringContaining('não está') },
    });
    expect((await ownFailures(admin)).total).toBe(0);
  });

  it('leaves out failures older than the window', async () => {
    const approved = await call('POST', '/api/allowlists/approve', moderador, {
      userId: '200000000000000002',
    });
    const before = (await ownFailures(moderador)).total;
    await failAll(String(approved.headers['x-request-id']), 8);
    expect((await ownFailures(moderador)).total).toBe(before);
  });
});
