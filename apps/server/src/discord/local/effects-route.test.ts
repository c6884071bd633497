import { describe, expect, it } from 'vitest';
import { demoIds, signIn } from '../../../test/sign-in';
import { createTestApp } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { communitySettingIds } from '@panel/discord-local/community';
import { demoMembers } from '../../../test/demo-members';

const s = useTestApp({ signIn: ['suporte'] });

const readEffects = (cookie?: string) =>
  s.t.app.inject({
    method: 'GET',
    url: '/discord-standin/effects',
    ...(cookie && { headers: { cookie } }),
  });

describe('local Discord effects page', () => {
  it("is for staff only: it holds members' direct messages and unlock codes", async () => {
    const anonymous = await readEffects();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
    expect(anonymous.body).not.toContain('effects');
    const member = await readEffects(await signIn(s.t.app, demoIds.membro));
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'forbidden' });
    expect((await readEffects(s.as.suporte)).statusCode).toBe(200);
  });

  it('lists what the bot asked of the local Discord over REST, newest last', async () => {
    const before = await readEffects(s.as.suporte);
    expect(before.statusCode).toBe(200);
    const start = before.json<{ effects: unknown[] }>().effects.length;

    await s.t.discord.port.deliver({
      type: 'member.addRole',
      userId: demoMembers.diego,
      roleId: communitySettingIds.allowListRoleId,
      reason: 'Whitelist aprovada',
    });
    await s.t.discord.port.deliver({
      type: 'channel.message',
      channelId: communitySettingIds.allowListApprovedChannelId,
      content: 'Aprovada',
    });

    const after = await readEffects(s.as.suporte);
    expect(after.headers['cache-control']).toBe('no-store');
    const effects = after.json<{ effects: Record<string, unknown>[] }>().effects.slice(start);
    expect(effects).toEqual([
      expect.objectContaining({
        type: 'member.addRole',
        userId: demoMembers.diego,
        roleId: communitySettingIds.allowListRoleId,
      }),
      expect.objectContaining({
        type: 'channel.message',
        channelId: communitySettingIds.allowListApprovedChannelId,
        content: 'Aprovada',
      }),
    ]);
  });
});

describe('outside demo mode', () => {
  it('serves none of the local Discord: no effects page, no control API, no sign-in picker', async () => {
    const real = await createTestApp({
      seed: false,
      env: {
        DISCORD_CLIENT_ID: '123456789012345678',
        DISCORD_CLIENT_SECRET: 'secret',
        DISCORD_BOT_TOKEN: 'token',
        DISCORD_GUILD_ID: '223456789012345678',
        DISCORD_BASE_URL: 'http://127.0.0.1:9',
      },
    });
    try {
      for (const url of [
        '/discord-standin/effects',
        '/discord-standin/control/state',
        '/discord-standin/oauth2/authorize',
        '/discord-standin/api/v10/gateway/bot',
      ]) {
        expect((await real.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await real.close();
    }
  });
});
