import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('stand-in effects page', () => {
  it('lists what the simulated server was asked to do, newest last', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/discord-standin/effects' });
    expect(before.statusCode).toBe(200);
    const start = before.json<{ effects: unknown[] }>().effects.length;

    await t.discord.port.deliver({
      type: 'member.addRole',
      userId: '100000000000000004',
      roleId: '300000000000000006',
      reason: 'Whitelist aprovada',
    });
    await t.discord.port.deliver({
      type: 'channel.message',
      channelId: '300000000000000021',
      content: 'Aprovada',
    });

    const after = await t.app.inject({ method: 'GET', url: '/discord-standin/effects' });
    expect(after.headers['cache-control']).toBe('no-store');
    const effects = after.json<{ effects: Record<string, unknown>[] }>().effects.slice(start);
    expect(effects).toEqual([
      expect.objectContaining({
        type: 'member.addRole',
        userId: '100000000000000004',
        roleId: '300000000000000006',
        outcome: 'delivered',
      }),
      expect.objectContaining({ type: 'channel.message', channelId: '300000000000000021' }),
    ]);
  });
});
