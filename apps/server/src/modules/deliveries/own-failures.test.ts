import type { OwnDeliveryFailures } from '@panel/contract/api/deliveries';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setBotSettings } from '../../../test/bot-settings';
import { outbox } from '../../db/schema/deliveries';
import { useTestApp } from '../../../test/use-test-app';
import { demoApplicant } from '../../../test/demo-members';

const s = useTestApp({ signIn: ['moderador', 'administrador'] });
beforeAll(async () => {
  await setBotSettings(s.t.database.db, { allowListRoleId: '500000000000000001' });
});

/** Discord answered "Unknown Member" to every effect of the request. */
async function failAll(requestId: string, daysAgo = 0) {
  await s.t.database.db
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
  const response = await s.call('ownDeliveryFailures', session);
  expect(response.statusCode).toBe(200);
  return response.json<OwnDeliveryFailures>();
};

describe('GET /api/me/delivery-failures', () => {
  it('tells the staff member who caused a failure, and nobody else', async () => {
    expect((await ownFailures(s.as.moderador)).total).toBe(0);
    const approved = await s.call('approveAllowlist', s.as.moderador, {
      body: {
        userId: demoApplicant(1),
      },
    });
    expect(approved.statusCode).toBe(200);
    const requestId = String(approved.headers['x-request-id']);
    await failAll(requestId);
    const failed = await s.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.requestId, requestId));

    const mine = await ownFailures(s.as.moderador);
    expect(mine.total).toBe(failed.length);
    expect(mine.days).toBe(7);
    expect(mine.data[0]).toMatchObject({
      status: 'failed',
      retryable: false,
      failure: { reason: expect.stringContaining('não está') },
    });
    expect((await ownFailures(s.as.administrador)).total).toBe(0);
  });

  it('leaves out failures older than the window', async () => {
    const approved = await s.call('approveAllowlist', s.as.moderador, {
      body: {
        userId: demoApplicant(2),
      },
    });
    const before = (await ownFailures(s.as.moderador)).total;
    await failAll(String(approved.headers['x-request-id']), 8);
    expect((await ownFailures(s.as.moderador)).total).toBe(before);
  });
});
