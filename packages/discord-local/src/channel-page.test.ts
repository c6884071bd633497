import { ChannelType, MessageFlags, PermissionFlagsBits as P } from 'discord-api-types/v10';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communitySettingIds } from './community';
import { demoIdentities } from './identities';
import { LocalDiscord, localDiscordPrefix } from './local-discord';
import { registerLocalDiscord } from './register';

function identity(index: number) {
  const found = demoIdentities[index];
  if (!found) throw new Error(`no demo identity ${index}`);
  return found;
}

const owner = identity(0);
const member = identity(3);

/** A local Discord alone (anyone reads a page), and one whose viewer is the `x-viewer` header. */
const alone = { app: Fastify({ logger: false }), local: new LocalDiscord() };
const served = { app: Fastify({ logger: false }), local: new LocalDiscord() };

beforeAll(async () => {
  registerLocalDiscord(alone.app, alone.local);
  registerLocalDiscord(served.app, served.local, {
    viewer: (request) => (request.headers['x-viewer'] as string | undefined) ?? null,
  });
  await Promise.all([alone.app.ready(), served.app.ready()]);
});
afterAll(async () => {
  await Promise.all([alone.app.close(), served.app.close()]);
});

function pageOf(
  { app, local }: { app: FastifyInstance; local: LocalDiscord },
  channelId: string,
  viewer?: string,
) {
  return app.inject({
    method: 'GET',
    url: `${localDiscordPrefix}/channels/${local.guildId}/${channelId}`,
    ...(viewer && { headers: { 'x-viewer': viewer } }),
  });
}

describe("a channel's page", () => {
  it('shows the channel and its messages, oldest first, mentions by name, without ephemeral ones', async () => {
    const { state } = alone.local;
    const channel = state.createChannel({
      name: 'ticket-7-diego-rocha',
      type: ChannelType.GuildText,
      parentId: null,
      overwrites: [],
    });
    state.postMessage(channel.id, owner.id, `Primeira, para <@${member.id}> & <#${channel.id}>`);
    state.postMessage(channel.id, member.id, 'Só para quem usou', undefined, {
      flags: MessageFlags.Ephemeral,
    });
    state.postMessage(channel.id, member.id, 'Segunda <script>');
    const page = await pageOf(alone, channel.id);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>#ticket-7-diego-rocha</h1>');
    expect(page.body).toContain(`Primeira, para @${member.globalName} &amp; #ticket-7-diego-rocha`);
    expect(page.body).toContain('Segunda &lt;script&gt;');
    expect(page.body.indexOf('Primeira')).toBeLessThan(page.body.indexOf('Segunda'));
    expect(page.body).not.toContain('Só para quem usou');
  });

  it('is found only for a channel of this guild that is not a category', async () => {
    const { local } = alone;
    expect((await pageOf(alone, '123456789012345678')).statusCode).toBe(404);
    const category = [...local.state.channels.values()].find(
      (channel) => channel.type === ChannelType.GuildCategory,
    );
    expect((await pageOf(alone, category?.id ?? '')).statusCode).toBe(404);
    const other = await alone.app.inject({
      method: 'GET',
      url: `${localDiscordPrefix}/channels/123456789012345678/${communitySettingIds.reviewChannelId}`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('Canal não encontrado');
  });

  it('shows, when a panel serves it, only to whoever sees the channel', async () => {
    const { state } = served.local;
    const hidden = state.createChannel({
      name: 'ticket-8-elisa',
      type: ChannelType.GuildText,
      parentId: null,
      overwrites: [{ id: state.guild.id, type: 0, allow: 0n, deny: P.ViewChannel }],
    });
    expect((await pageOf(served, hidden.id, owner.id)).statusCode).toBe(200);
    const refused = await pageOf(served, hidden.id, member.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Você não tem acesso a este canal');
    expect((await pageOf(served, hidden.id)).statusCode).toBe(403);
  });
});
