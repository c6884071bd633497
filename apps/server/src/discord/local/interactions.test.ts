import {
  ActionRowBuilder,
  ApplicationCommandOptionType,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  Events,
  MessageFlags,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ApplicationCommandDataResolvable,
  type Interaction,
  type Message,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import { defined } from '../../../test/defined';
import { diego, t, until, useBotApp } from '../../../test/bot-app';
import { communityId } from '@panel/discord-local/community';

/**
 * Interactions through the real discord.js client on the local Discord's gateway and REST:
 * guild commands registered, a member's command, button and modal delivered as
 * INTERACTION_CREATE, and answered on the callback and the interaction's webhook, with
 * Discord's refusals.
 */
useBotApp();

const geral = communityId(204);
const ana = '100000000000000001';

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${t.baseUrl}/discord-standin/control${path}`, {
    method,
    headers: {
      authorization: `Bot ${t.local.botToken}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as never };
}

/** Ana runs `/eco ver membro:Diego` in #geral. */
const ecoVer = {
  kind: 'command',
  userId: ana,
  channelId: geral,
  name: 'eco',
  subcommand: 'ver',
  options: { membro: diego },
};

interface Answered {
  callback: number | null;
  reply: { id: string; content: string; flags: number; components: unknown[] } | null;
  modal: { custom_id: string; title: string } | null;
  followups: { content: string }[];
}

/** Makes a member interact, and hands the bot's side to `handle`; returns what the bot answered. */
async function interact(
  body: Record<string, unknown>,
  handle: (interaction: Interaction) => Promise<void>,
  done: (answer: Answered) => boolean = (answer) => answer.callback !== null,
): Promise<{ id: string; answer: Answered; error: unknown }> {
  const client = defined(t.discord.port.gatewayClient);
  let error: unknown = null;
  let handled = false;
  const listener = (interaction: Interaction) => {
    handle(interaction)
      .catch((caught: unknown) => {
        error = caught;
      })
      .finally(() => {
        handled = true;
      });
  };
  client.on(Events.InteractionCreate, listener);
  try {
    const created = await control('POST', '/interactions', body);
    expect(created.status).toBe(200);
    const { id } = created.body as { id: string };
    await until(
      () => handled,
      (value) => value,
    );
    const answer = await until(
      async () => (await control('GET', `/interactions/${id}`)).body as Answered,
      done,
    );
    return { id, answer, error };
  } finally {
    client.off(Events.InteractionCreate, listener);
  }
}

describe('interactions on the local Discord', () => {
  it('registers guild commands as Discord validates them, keeping ids across overwrites', async () => {
    const client = defined(t.discord.port.gatewayClient);
    const commands: ApplicationCommandDataResolvable[] = [
      {
        name: 'eco',
        description: 'Pontos de um membro',
        options: [
          {
            type: ApplicationCommandOptionType.Subcommand,
            name: 'ver',
            description: 'Ver os pontos',
            options: [
              {
                type: ApplicationCommandOptionType.User,
                name: 'membro',
                description: 'Quem',
                required: true,
              },
            ],
          },
        ],
      },
    ];
    const first = await client.application?.commands.set(commands, t.local.guildId);
    const again = await client.application?.commands.set(commands, t.local.guildId);
    expect(first?.first()?.name).toBe('eco');
    expect(again?.first()?.id).toBe(first?.first()?.id);

    const refused = await client.application?.commands
      .set([{ name: 'Eco Ver', description: '' }], t.local.guildId)
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(DiscordAPIError);
    expect((refused as DiscordAPIError).code).toBe(50035);
    expect(JSON.stringify((refused as DiscordAPIError).rawError)).toContain(
      'APPLICATION_COMMAND_INVALID_NAME',
    );
    await client.application?.commands.set(commands, t.local.guildId);
  });

  it('delivers a slash command with its subcommand and resolved member; an ephemeral reply', async () => {
    const { answer, error } = await interact(ecoVer, async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('not a command');
      expect(interaction.options.getSubcommand()).toBe('ver');
      expect(interaction.options.getUser('membro')?.id).toBe(diego);
      expect(interaction.options.getMember('membro')).not.toBeNull();
      expect(interaction.user.id).toBe(ana);
      expect(interaction.memberPermissions?.has('Administrator')).toBe(true);
      await interaction.reply({
        content: 'Diego tem 1.800 pontos.',
        flags: MessageFlags.Ephemeral,
      });
    });
    expect(error).toBeNull();
    expect(answer.reply).toMatchObject({ content: 'Diego tem 1.800 pontos.', flags: 64 });
  });

  it('defers, edits the reply and follows up; a second answer is refused with 40060', async () => {
    let second: unknown = null;
    const { answer, error } = await interact(
      ecoVer,
      async (interaction) => {
        if (!interaction.isChatInputCommand()) return;
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        second = await interaction.reply({ content: 'de novo' }).catch((caught: unknown) => caught);
        await interaction.editReply({ content: 'Feito.' });
        await interaction.followUp({ content: 'Mais uma coisa.', flags: MessageFlags.Ephemeral });
      },
      (answer) => answer.followups.length === 1,
    );
    expect(error).toBeNull();
    // discord.js refuses a second reply itself; Discord's own 40060 is tested below.
    expect(second).toBeInstanceOf(Error);
    expect(answer.callback).toBe(5);
    expect(answer.reply).toMatchObject({ content: 'Feito.', flags: 64 });
    expect(answer.followups[0]?.content).toBe('Mais uma coisa.');
  });

  it('a follow-up right after a deferred reply is that reply, ephemeral as deferred', async () => {
    let sent: Message | null = null;
    const { answer, error } = await interact(
      ecoVer,
      async (interaction) => {
        if (!interaction.isChatInputCommand()) return;
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        // No `wait`: Discord still answers the message.
        sent = await interaction.followUp({ content: 'Pronto.' });
      },
      (value) => Boolean(value.reply && !(value.reply.flags & 128)),
    );
    expect(error).toBeNull();
    expect(answer.followups).toEqual([]);
    expect(answer.reply).toMatchObject({ content: 'Pronto.', flags: 64 });
    expect((sent as Message | null)?.id).toBe(defined(answer.reply).id);
  });

  it('a button opens a modal; its submission arrives with the typed values and updates the message', async () => {
    const channel = await defined(t.discord.port.gatewayClient).channels.fetch(geral);
    if (!channel?.isSendable()) throw new Error('not sendable');
    const message = await channel.send({
      content: 'Nova whitelist de Diego',
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder()
            .setCustomId('w:1:approve')
            .setLabel('Aprovar')
            .setStyle(ButtonStyle.Success),
          new ButtonBuilder()
            .setCustomId('w:1:reject')
            .setLabel('Reprovar')
            .setStyle(ButtonStyle.Danger),
        ),
      ],
    });
    const pressed = await interact(
      { kind: 'button', userId: ana, messageId: message.id, customId: 'w:1:reject' },
      async (interaction) => {
        if (!interaction.isButton()) throw new Error('not a button');
        expect(interaction.customId).toBe('w:1:reject');
        expect(interaction.message.id).toBe(message.id);
        await interaction.showModal(
          new ModalBuilder()
            .setCustomId('w:1:reason')
            .setTitle('Reprovar whitelist')
            .addComponents(
              new ActionRowBuilder<TextInputBuilder>().addComponents(
                new TextInputBuilder()
                  .setCustomId('motivo')
                  .setLabel('Motivo')
                  .setStyle(TextInputStyle.Paragraph)
                  .setMaxLength(500),
              ),
            ),
        );
      },
    );
    expect(pressed.error).toBeNull();
    expect(pressed.answer.modal).toMatchObject({
      custom_id: 'w:1:reason',
      title: 'Reprovar whitelist',
    });

    const submitted = await interact(
      {
        kind: 'modal',
        userId: ana,
        interactionId: pressed.id,
        values: { motivo: 'Respostas curtas.' },
      },
      async (interaction) => {
        if (!interaction.isModalSubmit()) throw new Error('not a modal');
        expect(interaction.fields.getTextInputValue('motivo')).toBe('Respostas curtas.');
        if (!interaction.isFromMessage()) throw new Error('not from the message');
        await interaction.update({ content: 'Reprovada por Ana Souza', components: [] });
      },
    );
    expect(submitted.error).toBeNull();
    expect(submitted.answer.callback).toBe(7);
    expect(submitted.answer.reply).toMatchObject({
      content: 'Reprovada por Ana Souza',
      components: [],
    });
    // A required field left empty never reaches the bot.
    expect(
      (
        await control('POST', '/interactions', {
          kind: 'modal',
          userId: ana,
          interactionId: pressed.id,
          values: {},
        })
      ).status,
    ).toBe(400);
  });

  it("answers Discord's errors: 40060 for a second callback, 10062 after 3 s, 50027 for a wrong token", async () => {
    const client = defined(t.discord.port.gatewayClient);
    const { id } = await interact(ecoVer, async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply({ content: 'Ok.' });
    });
    const interaction = defined(t.local.interactions.all.get(id));
    const callback = `/interactions/${id}/${interaction.token}/callback`;
    const again = await client.rest
      .post(callback as `/${string}`, { body: { type: 4, data: { content: 'x' } }, auth: false })
      .catch((caught: unknown) => caught);
    expect((again as DiscordAPIError).code).toBe(40060);

    const late = await interact(
      ecoVer,
      async (received) => {
        const local = defined(t.local.interactions.all.get(received.id));
        local.createdAt -= 3_001;
        if (received.isChatInputCommand()) await received.reply({ content: 'Tarde demais.' });
      },
      () => true,
    );
    expect((late.error as DiscordAPIError).code).toBe(10062);
    const wrong = await client.rest
      .patch(`/webhooks/${t.local.clientId}/nao-existe/messages/@original`, {
        body: { content: 'x' },
        auth: false,
      })
      .catch((caught: unknown) => caught);
    expect((wrong as DiscordAPIError).code).toBe(50027);
  });
});
