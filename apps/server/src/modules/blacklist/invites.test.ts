import type { DiscordInviteGuild } from '@panel/contract/api/blacklist-invites';
import { demoInviteCodes, demoInviteGuildIds } from '@panel/discord-local/community-invites';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { findInviteGuild } from './service/invites';

/**
 * Picking the server to blacklist from an invite: the bot asks the app's local Discord, which
 * knows the demo's other servers only through their invites (community-invites.ts).
 */

const s = useTestApp({ signIn: ['moderador', 'suporte'] });

const find = (code: string, cookie = s.as.moderador) =>
  s.call('findDiscordInvite', cookie, { params: { code } });

describe('GET /api/blacklist/discord-invites/:code', () => {
  it('answers the server an invite leads to: id, name, member count, no icon', async () => {
    const response = await find(demoInviteCodes.cidadeAlta);
    expect(response.statusCode).toBe(200);
    expect(response.json<DiscordInviteGuild>()).toEqual({
      guildId: demoInviteGuildIds.cidadeAlta,
      name: 'Cidade Alta RP',
      iconUrl: null,
      memberCount: 15234,
    });
  });

  it("gives the icon as its URL on Discord's CDN", async () => {
    const icon = s.t.local.state.invites.get(demoInviteCodes.portoReal)?.guild.icon;
    const response = await find(demoInviteCodes.portoReal);
    expect(response.json<DiscordInviteGuild>()).toMatchObject({
      guildId: demoInviteGuildIds.portoReal,
      name: 'Porto Real Roleplay',
      iconUrl: `https://cdn.discordapp.com/icons/${demoInviteGuildIds.portoReal}/${icon}.png?size=128`,
      memberCount: 3480,
    });
  });

  it('answers 404 in Portuguese for an unknown or expired invite', async () => {
    for (const code of ['naoexiste', demoInviteCodes.expired]) {
      const response = await find(code);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'not_found',
        message: 'Convite inválido ou expirado.',
      });
    }
  });

  it("answers the panel's unavailable error when Discord does not answer", async () => {
    s.t.local.faults.failNext(1, { status: 502, code: 0, message: '502: Bad Gateway' });
    const response = await find(demoInviteCodes.cidadeAlta);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'unavailable',
      message: 'O Discord não respondeu. Tente novamente em instantes.',
    });
    // The next call reaches Discord again.
    expect((await find(demoInviteCodes.cidadeAlta)).statusCode).toBe(200);
  });

  it('refuses what is not an invite code with a 400 in Portuguese, without asking Discord', async () => {
    s.t.local.faults.failNext(1, { status: 502, code: 0, message: '502: Bad Gateway' });
    for (const code of ['a', 'convite_com_sublinhado', 'x'.repeat(33), 'discord.gg', 'a b']) {
      const response = await find(code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json<{ issues: { path: string; message: string }[] }>().issues).toEqual([
        {
          path: 'params.code',
          message:
            'Código de convite inválido: use o código do link (discord.gg/codigo), com letras, números e hífens.',
        },
      ]);
    }
    // The scheduled failure is still waiting: none of those reached Discord.
    expect(s.t.local.faults.take()).toMatchObject({ kind: 'error', status: 502 });
  });

  it('is for who may add to the blacklist', async () => {
    expect((await find(demoInviteCodes.cidadeAlta, s.as.suporte)).statusCode).toBe(403);
  });
});

describe('findInviteGuild', () => {
  it('refuses an invite that leads to no server (a group DM or a friend)', async () => {
    const discord = { resolveInvite: () => Promise.resolve({ guild: null }) };
    await expect(findInviteGuild(discord, 'amigo')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Este convite não é de um servidor do Discord.',
    });
  });

  it('keeps an unexpected failure a failure of the panel, not of Discord', async () => {
    const discord = { resolveInvite: () => Promise.reject(new TypeError('bug')) };
    await expect(findInviteGuild(discord, 'abc')).rejects.toBeInstanceOf(TypeError);
  });

  it('writes an animated icon as a GIF', async () => {
    const discord = {
      resolveInvite: () =>
        Promise.resolve({
          guild: {
            id: '930000000000000009',
            name: 'X',
            icon: 'a_123',
            approximateMemberCount: null,
          },
        }),
    };
    expect(await findInviteGuild(discord, 'abc')).toEqual({
      guildId: '930000000000000009',
      name: 'X',
      iconUrl: 'https://cdn.discordapp.com/icons/930000000000000009/a_123.gif?size=128',
      memberCount: null,
    });
  });
});
