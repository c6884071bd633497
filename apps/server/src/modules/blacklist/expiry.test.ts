import type { BlacklistEntry, BlacklistList } from '@panel/contract/api/blacklist';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCaller } from '../../../test/api';
import { until } from '../../../test/bot-app';
import { postEntry } from '../../../test/blacklist-form';
import { memberSession } from '../../../test/member-session';
import { demoIds, signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries } from '../../db/schema/blacklist';
import { outbox } from '../../db/schema/deliveries';
import { demoCodes } from '../../demo/demo-tickets';
import { expireEntries, startBlacklistExpiry } from './service/expiry';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let moderador: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  moderador = await signIn(t.app, demoIds.moderador);
});
afterAll(() => t.close());

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
async function addExpiring(target: string): Promise<BlacklistEntry> {
  const response = await postEntry(t, moderador, {
    target,
    reason: 'Suspensão temporária.',
    expiresAt: inAnHour(),
  });
  expect(response.statusCode).toBe(201);
  return response.json<BlacklistEntry>();
}
/** The clock moves past the entry's expiry. */
const expire = (id: string) =>
  t.database.db
    .update(blacklistEntries)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(blacklistEntries.id, Number(id)));
const rowOf = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(blacklistEntries)
      .where(eq(blacklistEntries.id, Number(id)))
  )[0];

describe('expiry', () => {
  it('stops counting an expired entry at once, and the worker lifts it, audited as Sistema', async () => {
    const target = '760000000000000001';
    const cookie = await memberSession(t, target);
    const entry = await addExpiring(target);
    expect(
      (await call('POST', '/api/tokens/redeem', cookie, { token: demoCodes.invite })).statusCode,
    ).toBe(403);
    await expire(entry.id);

    const listed = await call('GET', `/api/blacklist?search=${target}`, moderador);
    expect(listed.json<BlacklistList>().total).toBe(0);
    expect(
      (await call('POST', '/api/tokens/redeem', cookie, { token: demoCodes.invite })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/blacklist/${entry.id}`, moderador)).statusCode).toBe(404);

    const lifted = await expireEntries(t.database.db);
    expect(lifted.map((row) => String(row.id))).toEqual([entry.id]);
    expect(await rowOf(entry.id)).toMatchObject({
      liftedBy: 'expiry',
      removedById: null,
      removedByName: 'Sistema',
      removedReason: 'Expirou',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blacklist.expire'), eq(auditLog.target, target)));
    expect(audit).toMatchObject({
      actorName: 'Sistema',
      actionType: 'update',
      details: expect.stringMatching(
        /^Retirou o jogador Membro 001 \(760000000000000001\) da blacklist: a entrada expirou em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      ),
      before: expect.objectContaining({ liftedBy: null }),
      after: expect.objectContaining({ liftedBy: 'expiry' }),
    });
    const effects = (await t.database.db.select().from(outbox)).map((row) => row.effect);
    expect(effects).toContainEqual(
      expect.objectContaining({
        type: 'member.removeRole',
        userId: target,
        reason: 'Blacklist expirou',
      }),
    );
    // Once only.
    expect(await expireEntries(t.database.db)).toEqual([]);
  });

  it('lets staff add a target again whose entry expired before the worker ran', async () => {
    const target = '760000000000000002';
    const old = await addExpiring(target);
    await expire(old.id);
    const again = await postEntry(t, moderador, { target, reason: 'Reincidente.' });
    expect(again.statusCode).toBe(201);
    expect(await rowOf(old.id)).toMatchObject({ liftedBy: 'expiry' });
  });

  it('runs every minute from the worker, starting at once', async () => {
    const entry = await addExpiring('760000000000000003');
    await expire(entry.id);
    const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    const stop = startBlacklistExpiry(t.database.db, log);
    try {
      await until(
        () => rowOf(entry.id),
        (row) => row?.liftedBy === 'expiry',
      );
    } finally {
      stop();
    }
    expect(log.warn).not.toHaveBeenCalled();
  });
});
