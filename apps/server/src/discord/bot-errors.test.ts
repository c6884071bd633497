import { describe, expect, it } from 'vitest';
import { diego, failure, t, useBotApp } from '../../test/bot-app';
import { defined } from '../../test/defined';
import { communityFounderRoleId, communitySettingIds as ids } from '@panel/discord-local/community';

/** Discord's errors turned into the outbox's decisions, and 429s waited out. */

useBotApp();

describe("Discord's errors, as the outbox decides on them", () => {
  it('refuses for real what Discord refuses: unknown member and role, a role at or above the bot', async () => {
    const unknownMember = await failure(() =>
      t.discord.port.deliver({
        type: 'member.addRole',
        userId: '199999999999999999',
        roleId: ids.allowListRoleId,
        reason: 'x',
      }),
    );
    expect(unknownMember).toMatchObject({ permanent: true, code: 'unknown_target' });
    expect(unknownMember.message).toContain('10007');

    const unknownRole = await failure(() =>
      t.discord.port.deliver({
        type: 'member.addRole',
        userId: diego,
        roleId: '399999999999999999',
        reason: 'x',
      }),
    );
    expect(unknownRole).toMatchObject({ permanent: true, code: 'unknown_target' });
    expect(unknownRole.message).toContain('10011');

    // Fundador, the owner's role, sits above the bot's.
    const aboveBot = await failure(() =>
      t.discord.port.deliver({
        type: 'member.addRole',
        userId: diego,
        roleId: communityFounderRoleId,
        reason: 'x',
      }),
    );
    expect(aboveBot).toMatchObject({ permanent: true, code: 'missing_permission' });
    expect(aboveBot.message).toContain('50013');

    // The bot cannot post where @everyone may not write (anúncios).
    const readOnly = await failure(() =>
      t.discord.port.deliver({
        type: 'channel.message',
        channelId: '300000000000000203',
        content: 'x',
      }),
    );
    expect(readOnly).toMatchObject({ permanent: true, code: 'missing_permission' });
  });

  it.each([
    { status: 404, code: 10007, permanent: true, as: 'unknown_target' },
    { status: 404, code: 10011, permanent: true, as: 'unknown_target' },
    { status: 403, code: 50013, permanent: true, as: 'missing_permission' },
    { status: 403, code: 50007, permanent: true, as: 'dm_closed' },
    { status: 400, code: 40032, permanent: true, as: 'not_in_voice' },
    { status: 400, code: 50035, permanent: true, as: 'rejected' },
    { status: 401, code: 0, permanent: false, as: 'unavailable' },
    { status: 500, code: 0, permanent: false, as: 'unavailable' },
    { status: 502, code: 0, permanent: false, as: 'unavailable' },
  ])('$status ($code) is permanent: $permanent', async ({ status, code, permanent, as }) => {
    t.local.faults.failNext(1, { status, code, message: 'Simulated' });
    const error = await failure(() =>
      t.discord.port.deliver({
        type: 'channel.message',
        channelId: ids.logChannelId,
        content: 'x',
      }),
    );
    expect(error).toMatchObject({ permanent, code: as });
  });

  it('waits out a 429 for as long as Discord says, then delivers', async () => {
    t.local.faults.rateLimitNext(2, 300);
    const started = performance.now();
    await t.discord.port.deliver({
      type: 'member.addRole',
      userId: diego,
      roleId: ids.designerRoleId,
      reason: 'x',
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
    expect(defined(t.local.state.members.get(diego)).roles.has(ids.designerRoleId)).toBe(true);
  });

  it("answers Discord's 401 without a valid bot token, and 204 without a body", async () => {
    const url = `${t.baseUrl}/discord-standin/api/v10/guilds/${t.local.guildId}/members/${diego}/roles/${ids.pendingRoleId}`;
    const refused = await fetch(url, { method: 'PUT', headers: { authorization: 'Bot wrong' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    const done = await fetch(url, {
      method: 'PUT',
      headers: { authorization: `Bot ${t.local.botToken}` },
    });
    expect(done.status).toBe(204);
    expect(done.headers.get('content-type')).toBeNull();
    expect(await done.text()).toBe('');
  });
});
