import { PermissionFlagsBits as P, Routes, type APIMessage } from 'discord.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { communityId } from './community';
import { localDiscordIds } from './identities';
import { discordError, useRestTestDiscord } from './rest-test-discord';

/*
 * Interactions as Discord's docs describe them (interactions/receiving-and-responding.mdx,
 * application-commands.mdx, components/reference.mdx), through discord.js's REST client:
 * what the OpenAPI conformance test cannot say because the spec leaves it optional.
 */
const d = useRestTestDiscord();
const guild = localDiscordIds.guild;
const ana = '100000000000000001';
const diego = '100000000000000004';
const geral = communityId(204);

const commands = () => Routes.applicationGuildCommands(d.local.clientId, guild);

async function interact(body: Record<string, unknown>): Promise<{ id: string; token: string }> {
  const created = await d.control('POST', '/interactions', body);
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as { id: string };
  return { id, token: d.local.interactions.all.get(id)?.token ?? '' };
}

const runPontos = (userId = ana) =>
  interact({
    kind: 'command',
    userId,
    channelId: geral,
    name: 'pontos',
    options: { membro: diego },
  });

const callback = (i: { id: string; token: string }, body: unknown, withResponse = false) =>
  d.rest.post(Routes.interactionCallback(i.id, i.token), {
    auth: false,
    body,
    ...(withResponse && { query: new URLSearchParams({ with_response: 'true' }) }),
  });

const lastAnswer = () => d.answers.at(-1);

beforeAll(async () => {
  await d.rest.put(commands(), {
    body: [
      {
        name: 'pontos',
        description: 'Pontos de um membro',
        options: [{ type: 6, name: 'membro', description: 'Quem', required: true }],
      },
      { type: 2, name: 'Ver pontos' },
    ],
  });
});

describe('application commands', () => {
  it('takes 100 slash, 15 user and 15 message commands, and no more of a type', async () => {
    const full = [
      ...Array.from({ length: 100 }, (_, i) => ({ name: `c-${i}`, description: `C ${i}` })),
      ...Array.from({ length: 15 }, (_, i) => ({ type: 2, name: `U ${i}` })),
      ...Array.from({ length: 15 }, (_, i) => ({ type: 3, name: `M ${i}` })),
    ];
    const answered = (await d.rest.put(commands(), { body: full })) as unknown[];
    expect(answered).toHaveLength(130);
    const sixteenth = await discordError(
      d.rest.put(commands(), {
        body: [...full.slice(0, 10), ...full.slice(100, 115), { type: 2, name: 'U x' }],
      }),
    );
    expect(sixteenth.code).toBe(50035);
    const hundredAndFirst = await discordError(
      d.rest.put(commands(), {
        body: [...full.slice(0, 100), { name: 'c-extra', description: 'C extra' }],
      }),
    );
    expect(hundredAndFirst.code).toBe(50035);
  });

  it('refuses a command whose texts pass 8000 characters', async () => {
    const choices = Array.from({ length: 25 }, (_, i) => ({
      name: `n${i}`.padEnd(100, 'n'),
      value: `v${i}`.padEnd(100, 'v'),
    }));
    const option = (name: string) => ({ type: 3, name, description: name, choices });
    const error = await discordError(
      d.rest.put(commands(), {
        body: [{ name: 'grande', description: 'x', options: [option('a'), option('b')] }],
      }),
    );
    expect(error.code).toBe(50035);
    expect(JSON.stringify(error.rawError)).toContain('APPLICATION_COMMAND_TOO_LARGE');
    // The same command with one such option (about 5000 characters) is taken.
    await d.rest.put(commands(), {
      body: [{ name: 'grande', description: 'x', options: [option('a')] }],
    });
  });
});

describe('interactions', () => {
  beforeAll(async () => {
    await d.rest.put(commands(), {
      body: [
        {
          name: 'pontos',
          description: 'Pontos de um membro',
          options: [{ type: 6, name: 'membro', description: 'Quem', required: true }],
        },
        { type: 2, name: 'Ver pontos' },
      ],
    });
  });

  it('answers a user command with a type 23 message naming its target', async () => {
    const i = await interact({
      kind: 'command',
      userId: ana,
      channelId: geral,
      name: 'Ver pontos',
      targetId: diego,
    });
    expect(d.local.interactions.all.get(i.id)?.targetId).toBe(diego);
    const answer = (await callback(i, { type: 4, data: { content: 'Diego: 1.800.' } }, true)) as {
      resource: { message: APIMessage };
    };
    expect(answer.resource.message.type).toBe(23);
    expect(answer.resource.message.interaction_metadata).toMatchObject({
      id: i.id,
      type: 2,
      target_user: { id: diego },
    });
    const withoutTarget = await d.control('POST', '/interactions', {
      kind: 'command',
      userId: ana,
      channelId: geral,
      name: 'Ver pontos',
    });
    expect(withoutTarget.status).toBe(400);
  });

  it('answers a slash command with a type 20 message naming the interaction and the application', async () => {
    const i = await runPontos();
    const answer = (await callback(
      i,
      { type: 4, data: { content: 'Diego tem 1.800 pontos.' } },
      true,
    )) as { interaction: { response_message_id?: string }; resource: { message: APIMessage } };
    const message = answer.resource.message;
    expect(message.type).toBe(20);
    expect(message.application_id).toBe(d.local.clientId);
    expect(message.webhook_id).toBe(d.local.clientId);
    expect(message.interaction_metadata).toMatchObject({
      id: i.id,
      type: 2,
      user: { id: ana },
      authorizing_integration_owners: { '0': guild },
    });
    expect(answer.interaction.response_message_id).toBe(message.id);
    expect(lastAnswer()?.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);

    const followUp = (await d.rest.post(Routes.webhook(d.local.clientId, i.token), {
      auth: false,
      body: { content: 'Mais uma coisa.' },
    })) as APIMessage;
    expect(followUp.interaction_metadata).toMatchObject({
      id: i.id,
      original_response_message_id: message.id,
    });
    expect(lastAnswer()?.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
  });

  it('refuses the message updates (6, 7) to a slash command as a form error, not 40004', async () => {
    for (const body of [{ type: 6 }, { type: 7, data: { content: 'x' } }]) {
      const error = await discordError(callback(await runPontos(), body));
      expect(error.code).toBe(50035);
      expect(error.status).toBe(400);
    }
  });

  it('leaves response_message_id out when a modal made no message', async () => {
    const i = await runPontos();
    const answer = (await callback(
      i,
      {
        type: 9,
        data: {
          custom_id: 'm',
          title: 'Motivo',
          components: [
            { type: 1, components: [{ type: 4, custom_id: 't', style: 1, label: 'T' }] },
          ],
        },
      },
      true,
    )) as { interaction: Record<string, unknown> };
    expect(answer.interaction).not.toHaveProperty('response_message_id');
    expect(answer).not.toHaveProperty('resource');
  });

  it('keeps embeds, emoji buttons and string selects, and refuses a url on a non-link button', async () => {
    const i = await runPontos();
    const answer = (await callback(
      i,
      {
        type: 4,
        data: {
          embeds: [{ title: 'Saldo', fields: [{ name: 'Semana', value: '120' }] }],
          components: [
            {
              type: 1,
              components: [
                { type: 2, style: 2, emoji: { name: '🔄' }, custom_id: 'a' },
                { type: 2, style: 1, label: 'Ver', emoji: { name: '📜' }, custom_id: 'b' },
              ],
            },
            {
              type: 1,
              components: [
                { type: 3, custom_id: 's', options: [{ label: 'Semana', value: 'semana' }] },
              ],
            },
          ],
        },
      },
      true,
    )) as { resource: { message: APIMessage } };
    const message = answer.resource.message;
    expect(message.embeds).toEqual([
      { type: 'rich', title: 'Saldo', fields: [{ name: 'Semana', value: '120', inline: false }] },
    ]);
    expect(message.components?.[0]).toMatchObject({
      components: [{ emoji: { name: '🔄' } }, { label: 'Ver', emoji: { name: '📜' } }],
    });
    expect(message.components?.[1]).toMatchObject({
      components: [{ type: 3, custom_id: 's', min_values: 1, max_values: 1 }],
    });

    const picked = await interact({
      kind: 'select',
      userId: ana,
      messageId: message.id,
      customId: 's',
      values: ['semana'],
    });
    await callback(picked, { type: 4, data: { content: 'Semana: 120.' } });
    const reply = d.local.state.messages.at(-1);
    expect(reply?.type).toBe(0);
    expect(reply?.interaction).toMatchObject({ type: 3, interactedMessageId: message.id });

    const urlOnButton = await discordError(
      callback(await runPontos(), {
        type: 4,
        data: {
          components: [
            {
              type: 1,
              components: [{ type: 2, style: 1, label: 'x', custom_id: 'x', url: 'https://a.b' }],
            },
          ],
        },
      }),
    );
    expect(JSON.stringify(urlOnButton.rawError)).toContain('BUTTON_COMPONENT_URL_NOT_ALLOWED');
  });

  it('sends resolved members without deaf and mute', async () => {
    const dispatched: { t: string; d: unknown }[] = [];
    const listener = (event: { t: string; d: unknown }) => dispatched.push(event);
    d.local.state.on('dispatch', listener);
    await runPontos();
    d.local.state.off('dispatch', listener);
    const created = dispatched.find((event) => event.t === 'INTERACTION_CREATE');
    const data = (created?.d as { data: { resolved: { members: Record<string, object> } } }).data;
    const member = data.resolved.members[diego];
    expect(member).toHaveProperty('roles');
    expect(member).not.toHaveProperty('deaf');
    expect(member).not.toHaveProperty('mute');
    expect(member).not.toHaveProperty('user');
  });

  it('lets no member without USE_APPLICATION_COMMANDS run a command', async () => {
    const everyone = d.local.state.roles.get(guild);
    if (!everyone) throw new Error('no @everyone');
    const before = everyone.permissions;
    everyone.permissions = before & ~P.UseApplicationCommands;
    try {
      const refused = await d.control('POST', '/interactions', {
        kind: 'command',
        userId: diego,
        channelId: geral,
        name: 'pontos',
        options: { membro: ana },
      });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { code: number }).code).toBe(50013);
    } finally {
      everyone.permissions = before;
    }
    await runPontos(diego);
  });
});
