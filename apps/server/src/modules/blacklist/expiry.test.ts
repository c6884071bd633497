import type { BlacklistEntry, BlacklistList } from '@panel/contract/api/blacklist';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { until } from '../../../test/bot-app';
import { postEntry } from '../../../test/blacklist-form';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries } from '../../db/schema/blacklist';
import { outbox } from '../../db/schema/deliveries';
import { demoCodes } from '../../demo/demo-tickets';
import { expireEntries, startBlacklistExpiry } from './service/expiry';

const s = useTestApp({ signIn: ['moderador'] });

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
async function addExpiring(target: string): Promise<BlacklistEntry> {
  const response = await postEntry(s.t, s.as.moderador, {
    target,
    reason: 'Suspensão temporária.',
    expiresAt: inAnHour(),
  });
  expect(response.statusCode).toBe(201);
  return response.json<BlacklistEntry>();
}
/** The clock moves past the entry's expiry. */
const expire = (id: string) =>
  s.t.database.db
    .update(blacklistEntries)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(blacklistEntries.id, Number(id)));
const rowOf = async (id: string) =>
  (
    await s.t.database.db
      .select()
      .from(blacklistEntries)
      .where(eq(blacklistEntries.id, Number(id)))
  )[0];

describe('expiry', () => {
  it('stops counting an expired entry at once, and the worker lifts it, audited as Sistema', async () => {
    const target = '760000000000000001';
    const cookie = await memberSession(s.t, target);
    const entry = await addExpiring(target);
    expect(
      (await s.call('redeemToken', cookie, { body: { token: demoCodes.invite } })).statusCode,
    ).toBe(403);
    await expire(entry.id);

    const listed = await s.call('listBlacklist', s.as.moderador, { query: { search: target } });
    expect(listed.json<BlacklistList>().total).toBe(0);
    expect(
      (await s.call('redeemToken', cookie, { body: { token: demoCodes.invite } })).statusCode,
    ).toBe(200);
    expect(
      (await s.call('removeBlacklist', s.as.moderador, { params: { id: entry.id } })).statusCode,
    ).toBe(404);

    const lifted = await expireEntries(s.t.database.db);
    expect(lifted.map((row) => String(row.id))).toEqual([entry.id]);
    expect(await rowOf(entry.id)).toMatchObject({
      liftedBy: 'expiry',
      removedById: null,
      removedByName: 'Sistema',
      removedReason: 'Expirou',
    });
    const [audit] = await s.t.database.db
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
    const effects = (await s.t.database.db.select().from(outbox)).map((row) => row.effect);
    expect(effects).toContainEqual(
      expect.objectContaining({
        type: 'member.removeRole',
        userId: target,
        reason: 'Blacklist expirou',
      }),
    );
    // Once only.
    expect(await expireEntries(s.t.database.db)).toEqual([]);
  });

  it('lets staff add a target again whose entry expired before the worker ran', async () => {
    const target = '760000000000000002';
    const old = await addExpiring(target);
    await expire(old.id);
    const again = await postEntry(s.t, s.as.moderador, { target, reason: 'Reincidente.' });
    expect(again.statusCode).toBe(201);
    expect(await rowOf(old.id)).toMatchObject({ liftedBy: 'expiry' });
  });

  it('runs every minute from the worker, starting at once', async () => {
    const entry = await addExpiring('760000000000000003');
    await expire(entry.id);
    const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    const stop = startBlacklistExpiry(s.t.database.db, log);
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
