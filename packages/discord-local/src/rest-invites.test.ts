import { Routes, type APIInvite } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { demoInviteCodes, demoInviteGuildIds } from './community-invites';
import { localDiscordIds } from './identities';
import { discordError, useRestTestDiscord } from './rest-test-discord';

const d = useRestTestDiscord();
const withCounts = { query: new URLSearchParams({ with_counts: 'true' }) };
const invite = (code: string, options = {}) =>
  d.rest.get(Routes.invite(code), options) as Promise<APIInvite & { guild_id?: string }>;

describe('GET /invites/{code}', () => {
  it("answers the invite's partial guild and, with with_counts, its approximate counts", async () => {
    const answer = await invite(demoInviteCodes.cidadeAlta, withCounts);
    expect(answer).toMatchObject({
      type: 0,
      code: demoInviteCodes.cidadeAlta,
      expires_at: null,
      guild_id: demoInviteGuildIds.cidadeAlta,
      guild: {
        id: demoInviteGuildIds.cidadeAlta,
        name: 'Cidade Alta RP',
        icon: null,
        features: [],
      },
      channel: { name: 'boas-vindas', type: 0 },
      approximate_member_count: 15234,
      approximate_presence_count: 2870,
    });
    expect(answer).not.toHaveProperty('inviter');

    const plain = await invite(demoInviteCodes.cidadeAlta);
    expect(plain).not.toHaveProperty('approximate_member_count');
    expect(plain).not.toHaveProperty('approximate_presence_count');
  });

  it('gives the icon hash and the expiry as they are', async () => {
    const portoReal = await invite(demoInviteCodes.portoReal);
    expect(portoReal.guild?.icon).toMatch(/^[0-9a-f]{32}$/);
    const vilaNova = await invite(demoInviteCodes.vilaNova);
    expect(Date.parse(vilaNova.expires_at ?? '')).toBeGreaterThan(Date.now());
  });

  it('answers Unknown Invite (10006) for a code that never existed and for an expired one', async () => {
    for (const code of ['naoexiste', demoInviteCodes.expired]) {
      const refused = await discordError(invite(code));
      expect([refused.status, refused.code, refused.message]).toEqual([
        404,
        10006,
        'Unknown Invite',
      ]);
    }
  });

  it('needs no token, but refuses a wrong one', async () => {
    const anonymous = await invite(demoInviteCodes.portoReal, { auth: false });
    expect(anonymous.guild?.name).toBe('Porto Real Roleplay');
    const wrong = await fetch(`${d.baseUrl}/api/v10${Routes.invite(demoInviteCodes.portoReal)}`, {
      headers: { authorization: 'Bot not-the-token' },
    });
    expect(wrong.status).toBe(401);
  });

  it('knows the other guilds only through their invites: the bot is in none of them', async () => {
    expect(d.local.state.guild.id).toBe(localDiscordIds.guild);
    for (const guildId of Object.values(demoInviteGuildIds)) {
      expect(guildId).not.toBe(localDiscordIds.guild);
      const refused = await discordError(d.rest.get(Routes.guild(guildId)));
      expect([refused.status, refused.code]).toEqual([404, 10004]);
    }
  });

  it('answers the faults scheduled for the bot, as any bot call', async () => {
    d.local.faults.failNext(1, { status: 500, code: 0, message: '500: Internal Server Error' });
    await expect(invite(demoInviteCodes.cidadeAlta)).rejects.toThrow();
    expect((await invite(demoInviteCodes.cidadeAlta)).code).toBe(demoInviteCodes.cidadeAlta);
  });
});
