import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../db/schema/deliveries';
import { useTestApp } from '../../test/use-test-app';
import { defined } from '../../test/defined';
import { communitySettingIds } from '@panel/discord-local/community';
import { enqueueEffects } from './enqueue';
import {
  GameDatabaseWriteError,
  type GameDatabaseDelivery,
  type GameDatabaseEffect,
} from './game-database-effects';
import { createOutboxWorker, defaultOutboxOptions, retryDelayMs } from './worker';
import { demoMembers } from '../../test/demo-members';

const s = useTestApp({ seed: true });
beforeAll(async () => {
  // The demo's own effects (its staff roles) go first.
  await createOutboxWorker(s.t.database.db, s.t.discord.port, s.t.app.log).runOnce();
});

const memberId = demoMembers.diego;
const roleId = communitySettingIds.allowListRoleId;
const channelId = communitySettingIds.allowListApprovedChannelId;
const fallbackChannelId = communitySettingIds.allowListRejectedChannelId;
const unavailable = { status: 503, code: 0, message: 'Service Unavailable' };
const postsIn = (id: string) =>
  s.t.local.state.messages.filter((m) => m.channelId === id).map((m) => m.content);
const worker = () => createOutboxWorker(s.t.database.db, s.t.discord.port, s.t.app.log);
const rowOf = async (id: number) =>
  defined((await s.t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]);
const lastRowId = async () =>
  Math.max(...(await s.t.database.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id));
const makeDue = (id: number) =>
  s.t.database.db.execute(sql`update outbox set next_attempt_at = now() where id = ${id}`);

describe('outbox worker', () => {
  it('delivers a queued effect through the port once', async () => {
    await enqueueEffects(s.t.database.db, [
      { type: 'member.addRole', userId: memberId, roleId, reason: 'teste' },
    ]);
    const id = await lastRowId();
    expect(await worker().runOnce()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    expect(s.t.local.state.members.get(memberId)?.roles.has(roleId)).toBe(true);
    expect(await worker().runOnce()).toBe(0);
  });

  it('retries a failed delivery later, with backoff, and then delivers it', async () => {
    s.t.local.faults.failNext(1, unavailable);
    await enqueueEffects(s.t.database.db, [{ type: 'channel.message', channelId, content: 'Olá' }]);
    const id = await lastRowId();
    await worker().runOnce();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toContain('503');
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 1000);
    expect(postsIn(channelId)).toEqual([]);

    expect(await worker().runOnce()).toBe(0); // not due yet
    await makeDue(id);
    await worker().runOnce();
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
    expect(postsIn(channelId)).toEqual(['Olá']);
  });

  it('keeps the reason of a permanent failure and does not retry it', async () => {
    s.t.local.faults.failNext(1, { status: 403, code: 50013, message: 'Missing Permissions' });
    await enqueueEffects(s.t.database.db, [
      { type: 'member.removeRole', userId: memberId, roleId, reason: 'x' },
    ]);
    const id = await lastRowId();
    await worker().runOnce();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(id)).lastError).toContain('Missing Permissions');
  });

  it('gives up after the maximum number of attempts', async () => {
    s.t.local.faults.failNext(3, unavailable);
    await enqueueEffects(s.t.database.db, [{ type: 'channel.message', channelId, content: 'x' }]);
    const id = await lastRowId();
    const limited = createOutboxWorker(s.t.database.db, s.t.discord.port, s.t.app.log, {
      maxAttempts: 3,
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      await makeDue(id);
      await limited.runOnce();
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('posts to the fallback channel when the member refuses direct messages', async () => {
    defined(s.t.local.state.users.get(memberId)).dmsClosed = true;
    await enqueueEffects(s.t.database.db, [
      {
        type: 'member.directMessage',
        userId: memberId,
        content: 'Sua whitelist foi aprovada',
        fallbackChannelId,
      },
    ]);
    await worker().runOnce();
    expect(postsIn(fallbackChannelId)).toEqual([`<@${memberId}> Sua whitelist foi aprovada`]);
    expect(s.t.local.state.effects.some((e) => e.type === 'member.directMessage')).toBe(false);
  });
});

describe('outbox lanes', () => {
  const gameWrite = (serverId: number): GameDatabaseEffect => ({
    type: 'gameDb.write',
    serverId,
    userId: memberId,
    change: 'whitelist',
    reason: 'teste',
  });
  const idsOf = async (count: number) => {
    const last = await lastRowId();
    return Array.from({ length: count }, (_, index) => last - count + 1 + index);
  };

  it("delivers Discord's effects while a game database takes its time", async () => {
    let answer = () => {};
    const slow: GameDatabaseDelivery = {
      deliver: () => new Promise<void>((resolve) => (answer = resolve)),
    };
    const running = createOutboxWorker(
      s.t.database.db,
      s.t.discord.port,
      s.t.app.log,
      { pollMs: 5 },
      {},
      slow,
    );
    await enqueueEffects(s.t.database.db, [gameWrite(1)]);
    await enqueueEffects(s.t.database.db, [
      { type: 'channel.message', channelId, content: 'Não espera o banco' },
    ]);
    const [write = 0, message = 0] = await idsOf(2);
    running.start();
    try {
      await vi.waitFor(async () => expect((await rowOf(message)).status).toBe('delivered'), {
        timeout: 30_000,
      });
      expect((await rowOf(write)).status).toBe('processing');
    } finally {
      answer();
      await running.stop();
    }
    expect((await rowOf(write)).status).toBe('delivered');
  });

  it("holds an unreachable database's other writes without counting an attempt, and not another database's", async () => {
    const tried: number[] = [];
    const deliverer: GameDatabaseDelivery = {
      deliver: (effect) => {
        tried.push(effect.serverId);
        if (effect.serverId === 1) {
          return Promise.reject(
            new GameDatabaseWriteError('connect ETIMEDOUT', false, 'game_db_unavailable'),
          );
        }
        return Promise.resolve();
      },
    };
    await enqueueEffects(s.t.database.db, [gameWrite(1), gameWrite(1), gameWrite(2), gameWrite(1)]);
    const [first = 0, second = 0, other = 0, fourth = 0] = await idsOf(4);
    await createOutboxWorker(
      s.t.database.db,
      s.t.discord.port,
      s.t.app.log,
      {},
      {},
      deliverer,
    ).runOnce();
    expect(tried.sort()).toEqual([1, 2]);
    expect(await rowOf(first)).toMatchObject({ status: 'pending', attempts: 1 });
    for (const id of [second, fourth]) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: 'connect ETIMEDOUT' });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 1000);
    }
    expect(await rowOf(other)).toMatchObject({ status: 'delivered' });
  });
});

describe('retryDelayMs', () => {
  it('doubles from 2 s and stops at the cap', () => {
    const noJitter = () => 0;
    expect(retryDelayMs(1, defaultOutboxOptions, noJitter)).toBe(2_000);
    expect(retryDelayMs(2, defaultOutboxOptions, noJitter)).toBe(4_000);
    expect(retryDelayMs(5, defaultOutboxOptions, noJitter)).toBe(32_000);
    expect(retryDelayMs(30, defaultOutboxOptions, noJitter)).toBe(600_000);
    expect(retryDelayMs(1, defaultOutboxOptions, () => 1)).toBe(2_400);
  });
});
