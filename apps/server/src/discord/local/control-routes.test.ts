import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { defined } from '../../../test/defined';
import { communitySettingIds } from '@panel/discord-local/community';
import { demoMembers } from '../../../test/demo-members';

const s = useTestApp({ seed: false });

const control = (method: string, path: string, body?: unknown, token = s.t.local.botToken) =>
  fetch(`${s.t.baseUrl}/discord-standin/control${path}`, {
    method,
    headers: {
      authorization: `Bot ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const api = (path: string) =>
  fetch(`${s.t.baseUrl}/discord-standin/api/v10${path}`, {
    headers: { authorization: `Bot ${s.t.local.botToken}` },
  });

describe('local Discord control API', () => {
  it("is guarded by the local Discord's own token", async () => {
    const refused = await control('GET', '/state', undefined, 'not-the-token');
    expect(refused.status).toBe(401);
    const state = await control('GET', '/state');
    expect(state.status).toBe(200);
    expect(((await state.json()) as { members: unknown[] }).members.length).toBe(
      s.t.local.state.members.size,
    );
  });

  it('makes the next REST calls fail with a given Discord error, then recover', async () => {
    expect((await control('POST', '/faults', { count: 2, status: 403, code: 50013 })).status).toBe(
      204,
    );
    const path = `/guilds/${s.t.local.guildId}/roles`;
    for (let i = 0; i < 2; i++) {
      const failed = await api(path);
      expect(failed.status).toBe(403);
      expect(await failed.json()).toMatchObject({ code: 50013 });
    }
    expect((await api(path)).status).toBe(200);
  });

  it("answers 429 with Discord's headers for as many calls as asked", async () => {
    await control('POST', '/rate-limit', { count: 1, retryAfterMs: 1500 });
    const limited = await api('/gateway/bot');
    expect(limited.status).toBe(429);
    // Retry-After in whole seconds, rounded up; the body keeps the decimals.
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(await limited.json()).toEqual({
      message: 'You are being rate limited.',
      retry_after: 1.5,
      global: false,
    });
    expect((await api('/gateway/bot')).status).toBe(200);
  });

  it('simulates members joining, changing roles, joining voice and leaving', async () => {
    const id = '100000000000000888';
    const events: string[] = [];
    s.t.local.state.on('dispatch', (event) => events.push(event.t));
    expect(
      (await control('POST', '/members', { id, username: 'rafa', globalName: 'Rafa' })).status,
    ).toBe(204);
    await control('PUT', `/members/${id}/roles`, { roleIds: ['300000000000000006'] });
    await control('POST', `/voice/${id}`, { channelId: '300000000000000221', selfMute: true });
    await control('POST', `/voice/${id}`, { channelId: null });
    expect((await control('DELETE', `/members/${id}`)).status).toBe(204);
    expect(events).toEqual([
      'GUILD_MEMBER_ADD',
      'GUILD_MEMBER_UPDATE',
      'VOICE_STATE_UPDATE',
      'VOICE_STATE_UPDATE',
      'VOICE_STATE_UPDATE',
      'GUILD_MEMBER_REMOVE',
    ]);
    expect((await api(`/guilds/${s.t.local.guildId}/members/${id}`)).status).toBe(404);
  });

  it('lets a member write in a channel, which the bot then reads', async () => {
    const channelId = communitySettingIds.logChannelId;
    const posted = await control('POST', `/channels/${channelId}/messages`, {
      authorId: demoMembers.diego,
      content: 'Mensagem de um membro',
    });
    expect(posted.status).toBe(200);
    const { id } = (await posted.json()) as { id: string };
    const read = (await (await api(`/channels/${channelId}/messages?limit=1`)).json()) as {
      id: string;
      content: string;
      author: { id: string };
    }[];
    expect(read[0]).toMatchObject({
      id,
      content: 'Mensagem de um membro',
      author: { id: demoMembers.diego },
    });
    const stranger = await control('POST', `/channels/${channelId}/messages`, {
      authorId: '199999999999999999',
      content: 'Quem?',
    });
    expect(stranger.status).toBe(404);
  });

  it('refuses bad input and unknown members without changing anything', async () => {
    const snapshot = () =>
      JSON.stringify({
        members: [...s.t.local.state.members.keys()],
        voice: [...s.t.local.state.voiceStates.values()],
      });
    const before = snapshot();
    expect((await control('POST', '/members', { id: 'abc', username: '' })).status).toBe(400);
    expect((await control('POST', '/voice/199999999999999999', { channelId: null })).status).toBe(
      404,
    );
    expect(
      (await control('POST', '/voice/100000000000000004', { channelId: '300000000000000202' }))
        .status,
    ).toBe(404);
    expect(snapshot()).toBe(before);
  });

  it('moves a role in the hierarchy, as dragging it in Discord would', async () => {
    const supportRole = '300000000000000003';
    const botRole = defined(s.t.local.state.roles.get('300000000000000100'));
    const moved = await control('PATCH', `/roles/${supportRole}`, { position: botRole.position });
    expect(moved.status).toBe(200);
    expect(defined(s.t.local.state.roles.get(supportRole)).position).toBeGreaterThan(
      defined(s.t.local.state.roles.get('300000000000000100')).position,
    );
  });
});
