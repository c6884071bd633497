import { randomBytes } from 'node:crypto';
import {
  ApplicationCommandOptionType as O,
  ChannelType,
  ComponentType,
  InteractionType,
  PermissionFlagsBits as P,
  ApplicationCommandType,
} from 'discord-api-types/v10';
import type { LocalCommand } from './application-commands';
import { discordErrors as E, LocalDiscordError } from './faults';
import { modalInputs, type ModalData } from './message-components';
import type { LocalMessage } from './model';
import { channelPayload, memberPayload, messagePayload, userPayload } from './payloads';
import { basePermissions, channelPermissions } from './permissions';
import type { LocalGuildState } from './state';

/** Discord's windows: 3 s to answer, then 15 minutes for the token (receiving-and-responding.mdx). */
export const interactionLimits = { answerMs: 3_000, tokenMs: 15 * 60_000 };

/** One interaction a member started, and what the bot has answered so far. */
export interface LocalInteraction {
  id: string;
  token: string;
  type: InteractionType;
  userId: string;
  channelId: string;
  createdAt: number;
  /** The callback's type once the bot answered (4, 5, 6, 7 or 9). */
  callback: number | null;
  /** The reply message (or, after 6 and 7, the component's message). */
  originalId: string | null;
  /** The modal the bot showed (callback 9). */
  modal: ModalData | null;
  followupIds: string[];
  /** The message a component interaction came from. */
  messageId: string | null;
  /** The command's type (1 slash, 2 user, 3 message) for a command; null otherwise. */
  commandType: ApplicationCommandType | null;
  /** For a modal's submission: the interaction that showed the modal. */
  triggeredBy: string | null;
  /** A context menu command's target user or message. */
  targetId: string | null;
}

/** What a control call asks a member to do: run a command, press a button, send a modal. */
export type InteractionInput =
  | {
      kind: 'command';
      userId: string;
      channelId: string;
      name: string;
      /** Subcommand path and its options: `{ subcommand: 'ver', options: { membro: '…' } }`. */
      group?: string | undefined;
      subcommand?: string | undefined;
      options?: Record<string, string | number | boolean> | undefined;
      /** A context menu command's target: the user (user command) or message (message command). */
      targetId?: string | undefined;
      /** Files given to attachment options, by option name. */
      attachments?:
        | Record<string, { filename: string; contentType: string; size: number; url: string }>
        | undefined;
    }
  | { kind: 'button'; userId: string; messageId: string; customId: string }
  | { kind: 'select'; userId: string; messageId: string; customId: string; values: string[] }
  | {
      kind: 'modal';
      userId: string;
      interactionId: string;
      /** A text input's text, or a string select's chosen values, by custom id. */
      values: Record<string, string | string[]>;
    };

const invalid = (message: string) => new LocalDiscordError(400, 50035, message);

/** The interactions of the local Discord: created by members (the control API), answered by the bot. */
export class LocalInteractions {
  readonly all = new Map<string, LocalInteraction>();
  readonly commands = new Map<string, LocalCommand>();

  constructor(private readonly state: LocalGuildState) {}

  /** Builds the interaction, sends its INTERACTION_CREATE, and returns it. */
  create(input: InteractionInput): LocalInteraction {
    const { state } = this;
    if (!state.members.has(input.userId)) throw E.unknownMember();
    let channelId: string;
    let type: InteractionType;
    let data: Record<string, unknown>;
    let message: LocalMessage | undefined;
    let commandType: ApplicationCommandType | null = null;
    let triggeredBy: string | null = null;
    if (input.kind === 'command') {
      const command = [...this.commands.values()].find((c) => c.name === input.name);
      if (!command) throw invalid(`Unknown command /${input.name}`);
      channelId = input.channelId;
      type = InteractionType.ApplicationCommand;
      commandType = command.type;
      data = this.commandData(command, input);
    } else if (input.kind === 'button' || input.kind === 'select') {
      message = state.messages.find((m) => m.id === input.messageId);
      if (!message) throw E.unknownMessage();
      const wanted = input.kind === 'button' ? ComponentType.Button : ComponentType.StringSelect;
      const component = message.components
        .flatMap((row) => row.components)
        .find((c) => c.type === wanted && c.custom_id === input.customId);
      if (!component || component.disabled)
        throw invalid(`No enabled ${input.kind} ${input.customId}`);
      channelId = message.channelId;
      type = InteractionType.MessageComponent;
      data = { custom_id: input.customId, component_type: wanted };
      if (input.kind === 'select' && component.type === ComponentType.StringSelect) {
        const { min_values: min = 1, max_values: max = 1, options } = component;
        const known = input.values.every((value) => options.some((o) => o.value === value));
        if (!known || input.values.length < min || input.values.length > max) {
          throw invalid(`${input.customId}: wrong values`);
        }
        data = { ...data, values: input.values };
      }
    } else {
      const shown = this.all.get(input.interactionId);
      if (!shown?.modal || shown.userId !== input.userId) throw invalid('No modal shown');
      channelId = shown.channelId;
      type = InteractionType.ModalSubmit;
      triggeredBy = shown.id;
      data = this.modalData(shown.modal, input.values);
      if (shown.messageId) message = state.messages.find((m) => m.id === shown.messageId);
    }
    const channel = state.channels.get(channelId);
    if (!channel || channel.type === ChannelType.DM) throw E.unknownChannel();
    // Discord's client offers commands only to who may use them there (USE_APPLICATION_COMMANDS).
    const permissions = channelPermissions(state, input.userId, channel);
    if (commandType !== null && (permissions & P.UseApplicationCommands) === 0n) {
      throw new LocalDiscordError(403, 50013, 'Missing Permissions');
    }
    const member = memberPayload(state, input.userId);
    const interaction: LocalInteraction = {
      id: state.nextId(),
      token: `aW50ZXJhY3Rpb246${randomBytes(48).toString('base64url')}`,
      type,
      userId: input.userId,
      channelId,
      createdAt: Date.now(),
      callback: null,
      originalId: null,
      modal: null,
      followupIds: [],
      messageId: message?.id ?? null,
      commandType,
      triggeredBy,
      targetId: typeof data.target_id === 'string' ? data.target_id : null,
    };
    this.all.set(interaction.id, interaction);
    state.dispatchInteraction({
      id: interaction.id,
      application_id: state.application.id,
      type,
      data,
      guild: { id: state.guild.id, locale: 'pt-BR', features: [] },
      guild_id: state.guild.id,
      channel: channelPayload(state, channel),
      channel_id: channelId,
      member: {
        ...member,
        permissions: String(permissions),
      },
      token: interaction.token,
      version: 1,
      ...(message && { message: messagePayload(state, message) }),
      app_permissions: String(channelPermissions(state, state.botUserId, channel)),
      locale: 'pt-BR',
      guild_locale: 'pt-BR',
      entitlements: [],
      authorizing_integration_owners: { '0': state.guild.id },
      context: 0,
      attachment_size_limit: 10 * 1024 * 1024,
    });
    return interaction;
  }

  private commandData(
    command: LocalCommand,
    input: Extract<InteractionInput, { kind: 'command' }>,
  ): Record<string, unknown> {
    const { state } = this;
    const required = BigInt(command.default_member_permissions ?? 0);
    if (required && (basePermissions(state, input.userId) & required) !== required) {
      throw new LocalDiscordError(403, 50013, 'Missing Permissions');
    }
    let level = command.options ?? [];
    const path: { name: string; type: number }[] = [];
    for (const [step, type] of [
      [input.group, O.SubcommandGroup],
      [input.subcommand, O.Subcommand],
    ] as const) {
      if (!step) continue;
      const found = level.find((o) => o.name === step && o.type === type);
      if (!found) throw invalid(`Unknown option ${step}`);
      path.push({ name: step, type });
      level = found.options ?? [];
    }
    const resolved: Record<string, Record<string, unknown>> = {};
    const options = Object.entries(input.options ?? {}).map(([name, value]) => {
      const declared = level.find((o) => o.name === name);
      if (!declared) throw invalid(`Unknown option ${name}`);
      if (declared.type === O.User) {
        const user = state.users.get(String(value));
        if (!user) throw E.unknownUser();
        (resolved.users ??= {})[user.id] = userPayload(user);
        if (state.members.has(user.id)) {
          // A resolved member is a partial member: without its user (beside it), deaf and mute
          // (receiving-and-responding.mdx "Resolved Data Structure").
          const member: Record<string, unknown> = {
            ...memberPayload(state, user.id),
            permissions: String(basePermissions(state, user.id)),
          };
          delete member.user;
          delete member.deaf;
          delete member.mute;
          (resolved.members ??= {})[user.id] = member;
        }
      }
      return { name, type: declared.type, value };
    });
    for (const [name, file] of Object.entries(input.attachments ?? {})) {
      const declared = level.find((o) => o.name === name && o.type === O.Attachment);
      if (!declared) throw invalid(`Unknown attachment option ${name}`);
      const id = state.nextId();
      (resolved.attachments ??= {})[id] = {
        id,
        filename: file.filename,
        size: file.size,
        url: file.url,
        proxy_url: file.url,
        content_type: file.contentType,
        // A command's attachments are ephemeral: Discord deletes them after a while.
        ephemeral: true,
      };
      options.push({ name, type: O.Attachment, value: id });
    }
    const missing = level.find(
      (o) => o.required && !options.some((given) => given.name === o.name),
    );
    if (missing) throw invalid(`Option ${missing.name} is required`);
    const target = this.contextTarget(command, input.targetId, resolved);
    let nested: unknown[] = options;
    for (const step of [...path].reverse()) nested = [{ ...step, options: nested }];
    return {
      id: command.id,
      name: command.name,
      type: command.type,
      guild_id: state.guild.id,
      ...(nested.length > 0 && { options: nested }),
      ...(target && { target_id: target }),
      ...(Object.keys(resolved).length > 0 && { resolved }),
    };
  }

  /** A context menu command's target, resolved as Discord sends it (`target_id`, `resolved`). */
  private contextTarget(
    command: LocalCommand,
    targetId: string | undefined,
    resolved: Record<string, Record<string, unknown>>,
  ): string | null {
    const { state } = this;
    if (command.type === ApplicationCommandType.ChatInput) {
      if (targetId) throw invalid('A slash command has no target');
      return null;
    }
    if (!targetId) throw invalid(`/${command.name} needs a target`);
    if (command.type === ApplicationCommandType.User) {
      const user = state.users.get(targetId);
      if (!user) throw E.unknownUser();
      (resolved.users ??= {})[user.id] = userPayload(user);
      return user.id;
    }
    const message = state.messages.find((m) => m.id === targetId);
    if (!message) throw E.unknownMessage();
    (resolved.messages ??= {})[message.id] = messagePayload(state, message);
    return message.id;
  }

  /** A modal's submission as Discord sends it, each field checked as the member's client does. */
  private modalData(modal: ModalData, values: Record<string, string | string[]>) {
    const submitted = new Map<string, Record<string, unknown>>();
    for (const input of modalInputs(modal)) {
      const given = values[input.custom_id];
      if (input.type === ComponentType.TextInput) {
        const value = typeof given === 'string' ? given : '';
        if ((input.required ?? true) && !value) throw invalid(`${input.shownLabel} is required`);
        if (value.length > (input.max_length ?? 4000)) {
          throw invalid(`${input.shownLabel} too long`);
        }
        if (value && value.length < (input.min_length ?? 0)) {
          throw invalid(`${input.shownLabel} too short`);
        }
        submitted.set(input.custom_id, {
          type: ComponentType.TextInput,
          id: input.id,
          custom_id: input.custom_id,
          value,
        });
      } else {
        const chosen = Array.isArray(given) ? given : given ? [given] : [];
        const required = input.required ?? true;
        const min = required ? Math.max(1, input.min_values ?? 1) : 0;
        if (chosen.length < min || chosen.length > (input.max_values ?? 1)) {
          throw invalid(`${input.shownLabel}: wrong number of values`);
        }
        if (chosen.some((value) => !input.options.some((option) => option.value === value))) {
          throw invalid(`${input.shownLabel}: unknown option`);
        }
        submitted.set(input.custom_id, {
          type: ComponentType.StringSelect,
          id: input.id,
          custom_id: input.custom_id,
          values: chosen,
        });
      }
    }
    const field = (customId: string) => submitted.get(customId);
    return {
      custom_id: modal.custom_id,
      components: modal.components.map((row) =>
        'component' in row
          ? { type: ComponentType.Label, id: row.id, component: field(row.component.custom_id) }
          : {
              type: ComponentType.ActionRow,
              id: row.id,
              components: row.components.map((input) => field(input.custom_id)),
            },
      ),
    };
  }

  /** The interaction a callback names; Discord's 10062 for an unknown or expired one. */
  forCallback(id: string, token: string): LocalInteraction {
    const interaction = this.all.get(id);
    if (!interaction || interaction.token !== token) throw unknownInteraction();
    if (interaction.callback !== null) {
      throw new LocalDiscordError(400, 40060, 'Interaction has already been acknowledged.');
    }
    if (Date.now() - interaction.createdAt > interactionLimits.answerMs) throw unknownInteraction();
    return interaction;
  }

  /** The interaction a webhook token names, within its 15 minutes (Discord's 50027 after). */
  forWebhook(applicationId: string, token: string): LocalInteraction {
    const interaction = [...this.all.values()].find((i) => i.token === token);
    if (
      applicationId !== this.state.application.id ||
      !interaction ||
      Date.now() - interaction.createdAt > interactionLimits.tokenMs
    ) {
      throw new LocalDiscordError(401, 50027, 'Invalid Webhook Token');
    }
    if (interaction.callback === null) throw new LocalDiscordError(404, 10015, 'Unknown Webhook');
    return interaction;
  }
}

export const unknownInteraction = () => new LocalDiscordError(404, 10062, 'Unknown interaction');
