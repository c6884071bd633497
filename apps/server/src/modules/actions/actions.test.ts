import type { Action } from '@panel/contract/api/actions';
import type { BulkDecisionResult } from '@panel/contract/api/bulk-decisions';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { setBotSettings } from '../../../test/bot-settings';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { actions } from '../../db/schema/actions';
import { applications } from '../../db/schema/applications';
import { blacklistEntries } from '../../db/schema/blacklist';
import { outbox } from '../../db/schema/deliveries';
import { pointsBalances } from '../../db/schema/store';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';

const s = useTestApp({
  env: { DECISION_UNDO_SECONDS: '10' },
  signIn: ['moderador', 'administrador'],
});
beforeAll(async () => {
  await setBotSettings(s.t.database.db, {
    allowListRoleId: '500000000000000001',
    allowListApprovedChannelId: '600000000000000001',
    blacklistRoleId: '500000000000000002',
  });
});

const actionOf = (response: LightMyRequestResponse) => String(response.headers['x-request-id']);

const effectsOf = (requestId: string) =>
  s.t.database.db
    .select({ status: outbox.status, nextAttemptAt: outbox.nextAttemptAt })
    .from(outbox)
    .where(eq(outbox.requestId, requestId));

const undo = (id: string, cookie = s.as.moderador) =>
  s.call('undoAction', cookie, { params: { id } });

let next = 0;
/** A member outside the demo, with a pending whitelist. */
async function pendingWhitelist(): Promise<{ userId: string; id: string }> {
  next += 1;
  const userId = String(330000000000000000n + BigInt(next));
  await s.t.database.db.insert(users).values({ id: userId, username: `membro${next}` });
  const [row] = await s.t.database.db
    .insert(applications)
    .values({ form: 'whitelist', userId, username: `membro${next}`, answers: [] })
    .returning({ id: applications.id });
  return { userId, id: String(row?.id) };
}

async function statusOf(id: string) {
  const [row] = await s.t.database.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, Number(id)));
  return row?.status;
}

describe('undoing a bulk decision', () => {
  it('holds the batch’s effects, shows them to whoever decided only, and puts every entry back', async () => {
    const entries = [await pendingWhitelist(), await pendingWhitelist()];
    const before = Date.now();
    const response = await s.call('approveManyAllowlists', s.as.moderador, { body: { entries } });
    expect(response.json<BulkDecisionResult>().results.every((r) => r.ok)).toBe(true);
    const id = actionOf(response);

    const effects = (await effectsOf(id)).filter((e) => e.status === 'pending');
    expect(effects.length).toBeGreaterThanOrEqual(2);
    for (const effect of effects) {
      expect(effect.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 9_000);
    }
    const read = await s.call('getAction', s.as.moderador, { params: { id } });
    expect(read.statusCode).toBe(200);
    expect(read.json<Action>()).toMatchObject({ id, kind: 'applications.bulk', undoneAt: null });
    expect(read.json<Action>().deliveries.length).toBe((await effectsOf(id)).length);
    // Someone else's action is unknown to them, and they cannot undo it.
    expect((await s.call('getAction', s.as.administrador, { params: { id } })).statusCode).toBe(
      404,
    );
    expect((await undo(id, s.as.administrador)).statusCode).toBe(404);

    const undone = await undo(id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<Action>().undoneAt).not.toBeNull();
    for (const entry of entries) expect(await statusOf(entry.id)).toBe('pending');
    expect(
      (await effectsOf(id)).every((e) => e.status === 'discarded' || e.status === 'skipped'),
    ).toBe(true);
    const again = await undo(id);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Esta ação já foi desfeita.');
  });

  it('refuses once the window passed or Discord received it, and changes nothing', async () => {
    const late = await s.call('approveManyAllowlists', s.as.moderador, {
      body: { entries: [await pendingWhitelist()] },
    });
    const lateId = actionOf(late);
    await s.t.database.db
      .update(actions)
      .set({ undoUntil: sql`created_at` })
      .where(eq(actions.id, lateId));
    const refused = await undo(lateId);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toContain('o prazo para desfazer passou');

    const entry = await pendingWhitelist();
    const sent = await s.call('approveManyAllowlists', s.as.moderador, {
      body: { entries: [entry] },
    });
    const sentId = actionOf(sent);
    await s.t.database.db
      .update(outbox)
      .set({ status: 'delivered', attempts: 1 })
      .where(eq(outbox.requestId, sentId));
    const tooLate = await undo(sentId);
    expect(tooLate.statusCode).toBe(409);
    expect(messageOf(tooLate)).toBe('Tarde demais para desfazer: o Discord já recebeu esta ação.');
    expect(await statusOf(entry.id)).toBe('approved');
  });

  it('undoes once when two undos race', async () => {
    const entry = await pendingWhitelist();
    const response = await s.call('approveManyAllowlists', s.as.moderador, {
      body: { entries: [entry] },
    });
    const id = actionOf(response);
    const answers = await Promise.all([undo(id), undo(id), undo(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await statusOf(entry.id)).toBe('pending');
  });
});

describe('undoing the other actions', () => {
  it('a ticket’s decision: pending again, and what its approval lifted is back', async () => {
    const memberId = '340000000000000001';
    const cookie = await memberSession(s.t, memberId);
    const added = await postEntry(s.t, s.as.administrador, {
      type: 'player',
      target: memberId,
      reason: 'Anti-RP',
    });
    expect(added.statusCode).toBe(201);
    const opened = await s.call('openTicket', cookie, {
      body: { type: 'review_blacklist', reason: 'Quero uma segunda chance.' },
    });
    expect(opened.statusCode).toBe(200);
    const ticketId = opened.json<{ id: string }>().id;

    const approved = await s.call('approveTicket', s.as.moderador, {
      params: { id: ticketId },
      body: {},
    });
    expect(approved.statusCode).toBe(200);
    const active = () =>
      s.t.database.db
        .select({ id: blacklistEntries.id })
        .from(blacklistEntries)
        .where(
          sql`${blacklistEntries.target} = ${memberId} and ${blacklistEntries.removedAt} is null`,
        );
    expect(await active()).toEqual([]);

    expect((await undo(actionOf(approved))).statusCode).toBe(200);
    const [ticket] = await s.t.database.db
      .select({ status: tickets.status, decidedById: tickets.decidedById })
      .from(tickets)
      .where(eq(tickets.id, Number(ticketId)));
    expect(ticket).toEqual({ status: 'pending', decidedById: null });
    expect(await active()).toHaveLength(1);
  });

  it('a blacklist addition ends the entry; a removal puts it back', async () => {
    const target = '340000000000000002';
    const added = await postEntry(s.t, s.as.moderador, {
      type: 'player',
      target,
      reason: 'Metagaming',
    });
    expect(added.statusCode).toBe(201);
    const entryId = Number(added.json<{ id: string }>().id);
    expect((await effectsOf(actionOf(added))).some((e) => e.status === 'pending')).toBe(true);
    expect((await undo(actionOf(added))).statusCode).toBe(200);
    const entry = async () =>
      (
        await s.t.database.db
          .select({ removedAt: blacklistEntries.removedAt, reason: blacklistEntries.removedReason })
          .from(blacklistEntries)
          .where(eq(blacklistEntries.id, entryId))
      )[0];
    expect(await entry()).toMatchObject({ reason: 'Adição desfeita por quem adicionou' });

    const again = await postEntry(s.t, s.as.moderador, { type: 'player', target, reason: 'RDM' });
    const againId = Number(again.json<{ id: string }>().id);
    const removed = await s.call('removeBlacklist', s.as.moderador, {
      params: { id: String(againId) },
      body: { reason: 'Engano' },
    });
    expect(removed.statusCode).toBe(204);
    expect((await undo(actionOf(removed))).statusCode).toBe(200);
    const [row] = await s.t.database.db
      .select({ removedAt: blacklistEntries.removedAt })
      .from(blacklistEntries)
      .where(eq(blacklistEntries.id, againId));
    expect(row).toEqual({ removedAt: null });
  });

  it('a points grant: the balance is back, unless the member spent them', async () => {
    const discordId = '340000000000000003';
    const grant = (amount: number) =>
      s.call('grantStorePoints', s.as.administrador, {
        body: { discordId, amount, reason: 'Evento' },
      });
    const balance = async () => {
      const [row] = await s.t.database.db
        .select({ points: pointsBalances.points })
        .from(pointsBalances)
        .where(eq(pointsBalances.userId, discordId));
      return row?.points;
    };
    const first = await grant(30);
    expect(await balance()).toBe(30);
    expect((await undo(actionOf(first), s.as.administrador)).statusCode).toBe(200);
    expect(await balance()).toBe(0);

    const second = await grant(30);
    await s.t.database.db
      .update(pointsBalances)
      .set({ points: 10 })
      .where(eq(pointsBalances.userId, discordId));
    const refused = await undo(actionOf(second), s.as.administrador);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'Não é possível desfazer: o membro já gastou os pontos recebidos.',
    );
    expect(await balance()).toBe(10);
  });
});
