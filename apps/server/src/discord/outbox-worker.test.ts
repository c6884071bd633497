import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueEffects } from './outbox';
import { createOutboxWorker, defaultOutboxOptions, retryDelayMs } from './outbox-worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const memberId = '100000000000000004';
const worker = () => createOutboxWorker(t.database.db, t.discord.port, t.app.log);
const rowOf = async (id: number) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const lastRowId = async () =>
  Math.max(...(await t.database.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id));
const makeDue = (id: number) =>
  t.database.db.execute(sql`update outbox set next_attempt_at = now() where id = ${id}`);

describe('outbox worker', () => {
  it('delivers a queued effect through the port once', async () => {
    await enqueueEffects(t.database.db, [
      { type: 'member.addRole', userId: memberId, roleId: '700000000000000001', reason: 'teste' },
    ]);
    const id = await lastRowId();
    expect(await worker().runOnce()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    expect(t.guild.members.get(memberId)?.roles.has('700000000000000001')).toBe(true);
    expect(await worker().runOnce()).toBe(0);
  });

  it('retries a failed delivery later, with backoff, and then delivers it', async () => {
    t.guild.failNext(1);
    await enqueueEffects(t.database.db, [
      { type: 'channel.message', channelId: '600000000000000001', content: 'Olá' },
    ]);
    const id = await lastRowId();
    await worker().runOnce();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toContain('unavailable');
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 1000);
    expect(t.guild.messages).toHaveLength(0);

    expect(await worker().runOnce()).toBe(0); // not due yet
    await makeDue(id);
    await worker().runOnce();
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
    expect(t.guild.messages).toEqual([{ channelId: '600000000000000001', content: 'Olá' }]);
  });

  it('keeps the reason of a permanent failure and does not retry it', async () => {
    t.guild.failNext(1, true);
    await enqueueEffects(t.database.db, [
      { type: 'member.removeRole', userId: memberId, roleId: '700000000000000001', reason: 'x' },
    ]);
    const id = await lastRowId();
    await worker().runOnce();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(id)).lastError).toContain('Missing Permissions');
  });

  it('gives up after the maximum number of attempts', async () => {
    t.guild.failNext(3);
    await enqueueEffects(t.database.db, [
      { type: 'channel.message', channelId: '600000000000000002', content: 'x' },
    ]);
    const id = await lastRowId();
    const limited = createOutboxWorker(t.database.db, t.discord.port, t.app.log, {
      maxAttempts: 3,
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      await makeDue(id);
      await limited.runOnce();
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('posts to the fallback channel when the member refuses direct messages', async () => {
    t.guild.members.get(memberId)!.dmsClosed = true;
    await enqueueEffects(t.database.db, [
      {
        type: 'member.directMessage',
        userId: memberId,
        content: 'Sua whitelist foi aprovada',
        fallbackChannelId: '600000000000000003',
      },
    ]);
    await worker().runOnce();
    expect(t.guild.effects.at(-1)?.outcome).toBe('fallback');
    expect(t.guild.messages.at(-1)).toEqual({
      channelId: '600000000000000003',
      content: `<@${memberId}> Sua whitelist foi aprovada`,
    });
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
