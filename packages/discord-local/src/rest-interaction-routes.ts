import {
  ApplicationCommandType,
  InteractionResponseType as R,
  InteractionType,
  MessageFlags,
  MessageType,
} from 'discord-api-types/v10';
import { z } from 'zod';
import { commandPayload, commandsBody } from './application-commands';
import { discordErrors as E, formError, LocalDiscordError } from './faults';
import type { LocalInteraction } from './interactions';
import { messageComponents, modalData, numberComponents } from './message-components';
import { messageEmbeds } from './message-embeds';
import type { LocalMessageInteraction } from './model';
import { allowedMentionsSchema, resolveMentions } from './message-mentions';
import { messagePayload } from './payloads';
import type { RestKit } from './rest-kit';

/** What a reply, a follow-up or an edit may carry (interactions/receiving-and-responding.mdx). */
const messageData = z.object({
  content: z.string().max(2000).optional(),
  components: messageComponents.optional(),
  allowed_mentions: allowedMentionsSchema.nullable().optional(),
  // Only EPHEMERAL (64), SUPPRESS_EMBEDS (4) and SUPPRESS_NOTIFICATIONS (4096) may be set.
  flags: z
    .number()
    .int()
    .refine((flags) => (flags & ~(64 | 4 | 4096)) === 0, 'Invalid flags')
    .optional(),
  tts: z.boolean().optional(),
  embeds: messageEmbeds.optional(),
  attachments: z.array(z.unknown()).max(0).optional(),
});

const callbackBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal(R.ChannelMessageWithSource), data: messageData }),
  z.object({
    type: z.literal(R.DeferredChannelMessageWithSource),
    data: z.object({ flags: z.number().int().optional() }).optional(),
  }),
  z.object({ type: z.literal(R.DeferredMessageUpdate) }),
  z.object({ type: z.literal(R.UpdateMessage), data: messageData }),
  z.object({ type: z.literal(R.Modal), data: modalData }),
]);

/**
 * The callbacks each interaction type takes (receiving-and-responding.mdx "Interaction Callback
 * Type"): only a component's or a modal's interaction has a message to update (6, 7), and a
 * modal cannot answer a modal. Anything else is a form error on `type`.
 */
const callbacksFor: Record<number, readonly number[]> = {
  [InteractionType.ApplicationCommand]: [
    R.ChannelMessageWithSource,
    R.DeferredChannelMessageWithSource,
    R.Modal,
  ],
  [InteractionType.MessageComponent]: [
    R.ChannelMessageWithSource,
    R.DeferredChannelMessageWithSource,
    R.DeferredMessageUpdate,
    R.UpdateMessage,
    R.Modal,
  ],
  [InteractionType.ModalSubmit]: [
    R.ChannelMessageWithSource,
    R.DeferredChannelMessageWithSource,
    R.DeferredMessageUpdate,
    R.UpdateMessage,
  ],
};

const callbackQuery = z.object({
  with_response: z.enum(['true', 'false']).optional(),
});

const webhookQuery = z.object({
  wait: z.enum(['true', 'false']).optional(),
  with_components: z.enum(['true', 'false']).optional(),
});

/**
 * Application commands and interactions, as Discord serves them: the bot overwrites its guild's
 * commands; a member's interaction (created through the control API) is answered once, within
 * 3 s, on its callback (no bot token: the interaction's token authenticates), then edited and
 * followed up through the interaction's webhook for 15 minutes.
 */
export function registerLocalInteractionRoutes(kit: RestKit): void {
  const { local, state, route, parse, params } = kit;
  const { interactions } = local;

  const ourApplication = (applicationId: string | undefined) => {
    if (applicationId !== state.application.id) throw E.missingAccess();
  };

  route('GET', '/applications/:applicationId/guilds/:guildId/commands', 'bot', (request) => {
    ourApplication(params(request).applicationId);
    kit.ourGuild(request);
    return [...interactions.commands.values()].map((c) =>
      commandPayload(state.application.id, state.guild.id, c),
    );
  });

  // application-commands.mdx "Bulk Overwrite Guild Application Commands": the list replaces
  // the guild's; a command keeps its id when its name and type stay.
  route('PUT', '/applications/:applicationId/guilds/:guildId/commands', 'bot', (request) => {
    ourApplication(params(request).applicationId);
    kit.ourGuild(request);
    const input = parse(commandsBody, request.body);
    const before = new Map(
      [...interactions.commands.values()].map((c) => [`${c.type}:${c.name}`, c]),
    );
    interactions.commands.clear();
    for (const command of input) {
      const kept = before.get(`${command.type}:${command.name}`);
      const stored = { ...command, id: kept?.id ?? state.nextId(), version: state.nextId() };
      interactions.commands.set(stored.id, stored);
    }
    state.record('commands.overwrite', { names: input.map((c) => c.name) });
    return [...interactions.commands.values()].map((c) =>
      commandPayload(state.application.id, state.guild.id, c),
    );
  });

  /** What the answer's `interaction_metadata` says of the interaction. */
  const metadataOf = (
    interaction: LocalInteraction,
    originalResponseId: string | null,
  ): LocalMessageInteraction => {
    const trigger = interaction.triggeredBy ? interactions.all.get(interaction.triggeredBy) : null;
    return {
      id: interaction.id,
      type: interaction.type,
      userId: interaction.userId,
      originalResponseId,
      interactedMessageId:
        interaction.type === InteractionType.MessageComponent ? interaction.messageId : null,
      targetUserId:
        interaction.commandType === ApplicationCommandType.User ? interaction.targetId : null,
      targetMessageId:
        interaction.commandType === ApplicationCommandType.Message ? interaction.targetId : null,
      triggering: trigger ? metadataOf(trigger, null) : null,
    };
  };

  /** A command's reply is a message of its own type (20 slash, 23 context menu). */
  const replyType = (interaction: LocalInteraction) => {
    if (interaction.commandType === null) return MessageType.Default;
    return interaction.commandType === ApplicationCommandType.ChatInput
      ? MessageType.ChatInputCommand
      : MessageType.ContextMenuCommand;
  };

  const post = (
    interaction: LocalInteraction,
    data: z.infer<typeof messageData>,
    extraFlags = 0,
  ) => {
    const channel = kit.channelOf(interaction.channelId);
    const content = data.content ?? '';
    const components = numberComponents(data.components ?? []);
    const embeds = data.embeds ?? [];
    const empty = !content.trim() && components.length === 0 && embeds.length === 0;
    if (empty && !(extraFlags & MessageFlags.Loading)) {
      throw new LocalDiscordError(400, 50006, 'Cannot send an empty message');
    }
    const mentions = resolveMentions(
      state,
      channel,
      state.botUserId,
      content,
      data.allowed_mentions,
    );
    // The first answer is the reply; later ones are follow-ups that name it.
    const followUp = interaction.originalId !== null;
    return state.postMessage(channel.id, state.botUserId, content, mentions, {
      components,
      embeds,
      flags: (data.flags ?? 0) | extraFlags,
      type: followUp ? MessageType.Default : replyType(interaction),
      interaction: metadataOf(interaction, followUp ? interaction.originalId : null),
    });
  };

  const edit = (messageId: string | null, data: z.infer<typeof messageData>) => {
    const message = state.messages.find((m) => m.id === messageId);
    if (!message) throw E.unknownMessage();
    const content = data.content ?? message.content;
    const components =
      data.components === undefined ? message.components : numberComponents(data.components);
    const embeds = data.embeds ?? message.embeds;
    if (!content.trim() && components.length === 0 && embeds.length === 0) {
      throw new LocalDiscordError(400, 50006, 'Cannot send an empty message');
    }
    Object.assign(message, {
      content,
      components,
      embeds,
      // A deferred reply stops "thinking" once edited.
      flags: message.flags & ~MessageFlags.Loading,
      editedAt: new Date().toISOString(),
    });
    return message;
  };

  route('POST', '/interactions/:interactionId/:token/callback', 'none', (request) => {
    const { interactionId, token } = params(request);
    const interaction = interactions.forCallback(interactionId ?? '', token ?? '');
    const body = parse(callbackBody, request.body);
    const query = parse(callbackQuery, request.query);
    if (!callbacksFor[interaction.type]?.includes(body.type)) {
      throw formError(
        ['type'],
        'INTERACTION_CALLBACK_TYPE_INVALID',
        'Invalid callback type for this interaction',
      );
    }
    const fromMessage = interaction.messageId !== null;
    if ((body.type === R.DeferredMessageUpdate || body.type === R.UpdateMessage) && !fromMessage) {
      throw formError(
        ['type'],
        'INTERACTION_CALLBACK_TYPE_INVALID',
        'Interaction is not for a message',
      );
    }
    switch (body.type) {
      case R.ChannelMessageWithSource:
        interaction.originalId = post(interaction, body.data).id;
        break;
      case R.DeferredChannelMessageWithSource:
        interaction.originalId = post(
          interaction,
          { flags: (body.data?.flags ?? 0) & MessageFlags.Ephemeral },
          MessageFlags.Loading,
        ).id;
        break;
      case R.DeferredMessageUpdate:
        interaction.originalId = interaction.messageId;
        break;
      case R.UpdateMessage:
        interaction.originalId = edit(interaction.messageId, body.data).id;
        break;
      case R.Modal:
        interaction.modal = body.data;
        break;
    }
    interaction.callback = body.type;
    state.record('interaction.callback', {
      interactionId: interaction.id,
      callback: body.type,
      userId: interaction.userId,
    });
    if (query.with_response !== 'true') return undefined;
    const original = state.messages.find((m) => m.id === interaction.originalId);
    return {
      interaction: {
        id: interaction.id,
        type: interaction.type,
        // A modal (9) makes no message: the field is left out, never null.
        ...(interaction.originalId !== null && { response_message_id: interaction.originalId }),
        response_message_loading: body.type === R.DeferredChannelMessageWithSource,
        response_message_ephemeral: Boolean((original?.flags ?? 0) & MessageFlags.Ephemeral),
      },
      // receiving-and-responding.mdx: the resource's message is the one a reply (4) or an
      // update (7) made; a deferral, a silent update or a modal answers none.
      ...(original &&
        (body.type === R.ChannelMessageWithSource || body.type === R.UpdateMessage) && {
          resource: { type: body.type, message: messagePayload(state, original) },
        }),
    };
  });

  /** `@original` (sent as `%40original` by discord.js) or one of the interaction's follow-ups. */
  const webhookMessage = (interaction: LocalInteraction, messageId: string | undefined) => {
    const id = messageId === '@original' ? interaction.originalId : messageId;
    const ours = id === interaction.originalId || interaction.followupIds.includes(id ?? '');
    const message = ours ? state.messages.find((m) => m.id === id) : undefined;
    if (!message) throw E.unknownMessage();
    return message;
  };

  route('GET', '/webhooks/:applicationId/:token/messages/:messageId', 'none', (request) => {
    const { applicationId, token, messageId } = params(request);
    const interaction = interactions.forWebhook(applicationId ?? '', token ?? '');
    return messagePayload(state, webhookMessage(interaction, messageId));
  });

  route('PATCH', '/webhooks/:applicationId/:token/messages/:messageId', 'none', (request) => {
    const { applicationId, token, messageId } = params(request);
    const interaction = interactions.forWebhook(applicationId ?? '', token ?? '');
    const data = parse(messageData.omit({ flags: true }), request.body);
    return messagePayload(state, edit(webhookMessage(interaction, messageId).id, data));
  });

  // "Create Followup Message": as Execute Webhook, but `wait` is always true. The first one
  // after a deferred reply (5) that is still loading is that reply, ephemeral as deferred.
  route('POST', '/webhooks/:applicationId/:token', 'none', (request) => {
    const { applicationId, token } = params(request);
    const interaction = interactions.forWebhook(applicationId ?? '', token ?? '');
    parse(webhookQuery, request.query);
    const data = parse(messageData, request.body);
    const original = state.messages.find((m) => m.id === interaction.originalId);
    const loading =
      interaction.callback === R.DeferredChannelMessageWithSource &&
      original !== undefined &&
      (original.flags & MessageFlags.Loading) !== 0;
    if (loading) return messagePayload(state, edit(original.id, data));
    const message = post(interaction, data);
    interaction.followupIds.push(message.id);
    return messagePayload(state, message);
  });
}
