import type { Ticket } from '@panel/contract/api/tickets';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postEntry } from '../../../test/blacklist-form';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries } from '../../db/schema/blacklist';
import { outbox } from '../../db/schema/deliveries';

const s = useTestApp({ signIn: ['moderador', 'suporte'] });

/** Adds a player entry that expires in an hour, then moves the clock past it. */
async function addExpired(target: string) {
  const response = await postEntry(s.t, s.as.moderador, {
    target,
    reason: 'Suspensão temporária.',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  expect(response.statusCode).toBe(201);
  await s.t.database.db
    .update(blacklistEntries)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(blacklistEntries.target, target));
}
const entriesOf = (target: string) =>
  s.t.database.db
    .select()
    .from(blacklistEntries)
    .where(eq(blacklistEntries.target, target))
    .orderBy(blacklistEntries.id);
const auditsOf = async (action: string, target: string) =>
  s.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
const roleRemovals = async (target: string) =>
  (await s.t.database.db.select().from(outbox))
    .map((row) => row.effect)
    .filter((effect) => effect.type === 'member.removeRole' && effect.userId === target);

describe('an entry that expired before the worker recorded it', () => {
  it('is recorded as expired, not lifted by an approved review ticket', async () => {
    const target = '780000000000000001';
    const cookie = await memberSession(s.t, target);
    await addExpired(target);
    const opened = await s.call('openTicket', cookie, {
      body: {
        type: 'review_blacklist',
        reason: 'Peço revisão da minha suspensão.',
      },
    });
    expect(opened.statusCode).toBe(200);
    const ticketId = opened.json<Ticket>().id;
    const approved = await s.call('approveTicket', s.as.suporte, {
      params: { id: ticketId },
      body: {},
    });
    expect(approved.statusCode).toBe(200);

    expect(await entriesOf(target)).toEqual([
      expect.objectContaining({ liftedBy: 'expiry', removedByName: 'Sistema' }),
    ]);
    expect(await auditsOf('blacklist.expire', target)).toHaveLength(1);
    expect(await auditsOf('blacklist.lift', target)).toHaveLength(0);
    expect(await roleRemovals(target)).toEqual([
      expect.objectContaining({ reason: 'Blacklist revista (ticket aprovado)' }),
    ]);
  });

  it('queues no role removal when the player is added again, only the new role', async () => {
    const target = '780000000000000002';
    await addExpired(target);
    const again = await postEntry(s.t, s.as.moderador, { target, reason: 'Reincidente.' });
    expect(again.statusCode).toBe(201);

    const [old, current] = await entriesOf(target);
    expect(old).toMatchObject({ liftedBy: 'expiry' });
    expect(current).toMatchObject({ removedAt: null });
    expect(await auditsOf('blacklist.expire', target)).toHaveLength(1);
    expect(await roleRemovals(target)).toEqual([]);
  });
});
