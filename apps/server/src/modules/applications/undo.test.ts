import type { Application } from '@panel/contract/api/applications';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setBotSettings } from '../../../test/bot-settings';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { users } from '../../db/schema/users';
import { messageOf } from '../../../test/api';
import { defined } from '../../../test/defined';
import { useTestApp } from '../../../test/use-test-app';

const applicant = (n: number) => `20000000000000000${n}`;

const s = useTestApp({
  env: { DECISION_UNDO_SECONDS: '10' },
  signIn: ['moderador', 'administrador'],
});
beforeAll(async () => {
  await setBotSettings(s.t.database.db, {
    allowListRoleId: '500000000000000001',
    allowListApprovedChannelId: '600000000000000001',
    allowListRejectedChannelId: '600000000000000002',
  });
});

const effectsOf = (requestId: string) =>
  s.t.database.db
    .select({
      status: outbox.status,
      nextAttemptAt: outbox.nextAttemptAt,
      discardReason: outbox.discardReason,
    })
    .from(outbox)
    .where(eq(outbox.requestId, requestId));

/** A member outside the demo with a pending whitelist: its body for a decision. */
async function freshPending(n: number): Promise<{ userId: string; id: string }> {
  const userId = `21000000000000000${n}`;
  await s.t.database.db
    .insert(users)
    .values({ id: userId, username: `novo${n}` })
    .onConflictDoNothing();
  const [row] = await s.t.database.db
    .insert(applications)
    .values({ form: 'whitelist', userId, username: `novo${n}`, answers: [] })
    .returning({ id: applications.id });
  return { userId, id: String(row?.id) };
}

async function approve(n: number, undoable: boolean) {
  const response = await s.call('approveAllowlist', s.as.moderador, {
    body: {
      userId: applicant(n),
      ...(undoable ? { undoable } : {}),
    },
  });
  expect(response.statusCode).toBe(200);
  return {
    entry: response.json<Application>(),
    requestId: String(response.headers['x-request-id']),
  };
}

describe('undoing a decision', () => {
  it('holds an undoable decision’s effects for the window, and only then', async () => {
    const before = Date.now();
    const held = await approve(1, true);
    // Effects a missing bot setting skipped are not sent at all; the others wait.
    const effects = (await effectsOf(held.requestId)).filter((e) => e.status === 'pending');
    expect(effects.length).toBeGreaterThan(0);
    for (const effect of effects) {
      expect(effect.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 9_000);
    }
    const plain = await approve(2, false);
    for (const effect of await effectsOf(plain.requestId)) {
      expect(effect.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 1_000);
    }
  });

  it('puts the entry back in the queue, withdraws its effects and audits it', async () => {
    const { entry, requestId } = await approve(3, true);
    const response = await s.call('undoAllowlistDecision', s.as.moderador, {
      body: { id: entry.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Application>()).toMatchObject({
      id: entry.id,
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
    });
    const effects = await effectsOf(requestId);
    expect(effects.map((effect) => effect.status)).toEqual(effects.map(() => 'discarded'));
    expect(effects[0]?.discardReason).toBe('Decisão desfeita por quem decidiu');
    const undoRequest = String(response.headers['x-request-id']);
    const [audit] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, undoRequest));
    expect(audit).toMatchObject({
      action: 'applications.whitelist.undo',
      actorName: 'Bruno Lima',
    });
    expect(audit?.details).toContain('Desfez a aprovação da whitelist de');

    // Back in the queue, it can be decided again.
    const again = await s.call('rejectAllowlist', s.as.moderador, {
      body: {
        userId: applicant(3),
        id: entry.id,
      },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses someone else’s decision, a second undo, and one past the window', async () => {
    const { entry } = await approve(4, true);
    const other = await s.call('undoAllowlistDecision', s.as.administrador, {
      body: { id: entry.id },
    });
    expect(other.statusCode).toBe(409);
    expect(messageOf(other)).toContain('só quem decidiu desfaz');

    const [first, second] = await Promise.all([
      s.call('undoAllowlistDecision', s.as.moderador, { body: { id: entry.id } }),
      s.call('undoAllowlistDecision', s.as.moderador, { body: { id: entry.id } }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);

    const late = await approve(5, true);
    await s.t.database.db
      .update(applications)
      .set({ decidedAt: sql`now() - interval '11 seconds'` })
      .where(eq(applications.id, Number(late.entry.id)));
    const tooLate = await s.call('undoAllowlistDecision', s.as.moderador, {
      body: { id: late.entry.id },
    });
    expect(tooLate.statusCode).toBe(409);
    const [row] = await s.t.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.id, Number(late.entry.id))));
    expect(row?.status).toBe('approved');
  });

  it('refuses once Discord has been sent an effect, and changes nothing', async () => {
    const { entry, requestId } = await approve(6, true);
    await s.t.database.db
      .update(outbox)
      .set({ status: 'processing', attempts: 1 })
      .where(eq(outbox.requestId, requestId));
    const response = await s.call('undoAllowlistDecision', s.as.moderador, {
      body: { id: entry.id },
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toContain('Tarde demais para desfazer');
    const statuses = (await effectsOf(requestId)).map((effect) => effect.status);
    expect(statuses).toEqual(statuses.map(() => 'processing'));
    const [row] = await s.t.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, Number(entry.id)));
    expect(row?.status).toBe('approved');
  });

  it('lists what a decision asked of Discord, and nothing once undone', async () => {
    const { entry, requestId } = await approve(7, true);
    const response = await s.call('allowlistDecisionDeliveries', s.as.moderador, {
      params: { id: entry.id },
    });
    expect(response.statusCode).toBe(200);
    const deliveries = response.json<{ id: string; type: string; status: string }[]>();
    const rows = await effectsOf(requestId);
    expect(deliveries).toHaveLength(rows.length);
    expect(deliveries.map((delivery) => delivery.type)).toContain('member.addRole');
    await s.call('undoAllowlistDecision', s.as.moderador, { body: { id: entry.id } });
    const after = await s.call('allowlistDecisionDeliveries', s.as.moderador, {
      params: { id: entry.id },
    });
    expect(after.json()).toEqual([]);
    const wrongQueue = await s.call('insertionDecisionDeliveries', s.as.moderador, {
      params: { id: entry.id },
    });
    expect(wrongQueue.statusCode).toBe(404);
  });

  it('leaves bulk decisions alone: their request holds other entries’ effects too', async () => {
    const bulk = await s.call('approveManyAllowlists', s.as.moderador, {
      body: {
        entries: [await freshPending(1), await freshPending(2)],
      },
    });
    expect(bulk.statusCode).toBe(200);
    const { results } = bulk.json<{ results: { id: string; ok: boolean }[] }>();
    const decided = results.find((result) => result.ok);
    expect(decided).toBeDefined();
    const undo = await s.call('undoAllowlistDecision', s.as.moderador, {
      body: { id: decided?.id },
    });
    expect(undo.statusCode).toBe(409);
    const deliveries = await s.call('allowlistDecisionDeliveries', s.as.moderador, {
      params: { id: defined(decided).id },
    });
    expect(deliveries.json()).toEqual([]);
    const statuses = (await effectsOf(String(bulk.headers['x-request-id']))).map((e) => e.status);
    expect(statuses).not.toContain('discarded');
  });

  it('refuses, without a 500, when the member already sent a new one', async () => {
    const pending = await freshPending(3);
    const response0 = await s.call('approveAllowlist', s.as.moderador, {
      body: {
        ...pending,
        undoable: true,
      },
    });
    expect(response0.statusCode).toBe(200);
    const entry = response0.json<Application>();
    // A new pending entry of the same form, as a member may send after an approved inscrição.
    await freshPending(3);
    const response = await s.call('undoAllowlistDecision', s.as.moderador, {
      body: { id: entry.id },
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toContain('já enviou uma nova whitelist');
  });

  it('validates the body', async () => {
    const response = await s.call('undoInsertionDecision', s.as.moderador, { body: { id: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('ID inválido.');
  });
});
