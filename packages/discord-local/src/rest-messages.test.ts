import { PermissionFlagsBits as P, Routes, type APIMessage } from 'discord.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { communityId } from './community';
import { localDiscordIds } from './identities';
import { discordError, useRestTestDiscord } from './rest-test-discord';

const d = useRestTestDiscord();
const botRole = localDiscordIds.botRole;
const geral = communityId(204);
const boasVindas = communityId(202);
const diego = '100000000000000004';
const ana = '100000000000000001';

const post = (channelId: string, body: Record<string, unknown>) =>
  d.rest.post(Routes.channelMessages(channelId), { body }) as Promise<APIMessage>;
const list = async (channelId: string, query: Record<string, string> = {}) =>
  (await d.rest.get(Routes.channelMessages(channelId), {
    query: new URLSearchParams(query),
  })) as APIMessage[];

describe('GET /channels/{id}/messages', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 7; i++) ids.push((await post(geral, { content: `m${i}` })).id);
  });
  const at = (i: number) => ids[i] ?? '';

  it('pages newest first by limit, before, after and around', async () => {
    expect((await list(geral)).map((m) => m.id)).toEqual([...ids].reverse());
    expect((await list(geral, { limit: '3' })).map((m) => m.id)).toEqual([at(6), at(5), at(4)]);
    expect((await list(geral, { before: at(3), limit: '2' })).map((m) => m.id)).toEqual([
      at(2),
      at(1),
    ]);
    expect((await list(geral, { after: at(3), limit: '2' })).map((m) => m.id)).toEqual([
      at(5),
      at(4),
    ]);
    expect((await list(geral, { around: at(3), limit: '3' })).map((m) => m.id)).toEqual([
      at(4),
      at(3),
      at(2),
    ]);
  });

  it('refuses a limit outside 1–100 and before, after, around together (50035)', async () => {
    const tooMany = await discordError(list(geral, { limit: '101' }));
    expect(tooMany.rawError).toMatchObject({
      code: 50035,
      errors: { limit: { _errors: [{ code: 'NUMBER_TYPE_MAX' }] } },
    });
    const none = await discordError(list(geral, { limit: '0' }));
    expect(none.rawError).toMatchObject({
      errors: { limit: { _errors: [{ code: 'NUMBER_TYPE_MIN' }] } },
    });
    const both = await discordError(list(geral, { before: at(3), after: at(1) }));
    expect([both.status, both.code]).toEqual([400, 50035]);
  });

  it('answers every field Discord sends on a message', async () => {
    const [message] = await list(geral, { limit: '1' });
    expect(message).toEqual({
      id: at(6),
      type: 0,
      channel_id: geral,
      guild_id: localDiscordIds.guild,
      author: expect.objectContaining({
        id: localDiscordIds.application,
        bot: true,
        public_flags: 0,
      }),
      content: 'm6',
      timestamp: expect.any(String),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      components: [],
      pinned: false,
      flags: 0,
    });
  });

  it('needs VIEW_CHANNEL (50001); without READ_MESSAGE_HISTORY answers no messages', async () => {
    await d.control('PATCH', `/channels/${geral}`, {
      overwrites: [{ id: botRole, type: 0, deny: String(P.ReadMessageHistory) }],
    });
    expect(await list(geral)).toEqual([]);
    await d.control('PATCH', `/channels/${geral}`, {
      overwrites: [{ id: botRole, type: 0, deny: String(P.ViewChannel) }],
    });
    const hidden = await discordError(list(geral));
    expect([hidden.status, hidden.code]).toEqual([403, 50001]);
    await d.control('PATCH', `/channels/${geral}`, { overwrites: [] });
    expect(await list(geral)).toHaveLength(7);
  });
});

describe('allowed_mentions on message creation', () => {
  it('accepts what the panel sends and mentions only whom it lets through', async () => {
    const content = `<@${diego}> e <@${ana}>`;
    const onlyDiego = await post(boasVindas, { content, allowed_mentions: { users: [diego] } });
    expect(onlyDiego.mentions.map((u) => u.id)).toEqual([diego]);
    const everyUser = await post(boasVindas, { content, allowed_mentions: { parse: ['users'] } });
    expect(everyUser.mentions.map((u) => u.id)).toEqual([diego, ana]);
    const nobody = await post(boasVindas, { content, allowed_mentions: { parse: [] } });
    expect(nobody.mentions).toEqual([]);
  });

  it('refuses parse "users" with a users list, unknown parse entries and more than 100 ids', async () => {
    const exclusive = await discordError(
      post(boasVindas, { content: 'x', allowed_mentions: { parse: ['users'], users: [diego] } }),
    );
    expect(exclusive.rawError).toEqual({
      message: 'Invalid Form Body',
      code: 50035,
      errors: {
        allowed_mentions: {
          _errors: [
            {
              code: 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
              message: 'parse:["users"] and users: [ids...] are mutually exclusive.',
            },
          ],
        },
      },
    });
    const unknown = await discordError(
      post(boasVindas, { content: 'x', allowed_mentions: { parse: ['channels'] } }),
    );
    expect(unknown.rawError).toMatchObject({
      errors: { allowed_mentions: { parse: { 0: { _errors: [{ code: 'BASE_TYPE_CHOICES' }] } } } },
    });
    const users = Array.from({ length: 101 }, (_, i) => String(100000000000000000n + BigInt(i)));
    const tooMany = await discordError(
      post(boasVindas, { content: 'x', allowed_mentions: { users } }),
    );
    expect(tooMany.rawError).toMatchObject({
      errors: {
        allowed_mentions: {
          users: {
            _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' }],
          },
        },
      },
    });
  });
});
