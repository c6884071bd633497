import { ChannelType } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { snowflakeSchema } from '@panel/contract/api/common';
import type { LocalGateway } from './gateway';
import type { LocalDiscord } from './local-discord';
import { discordErrors } from './faults';
import { messagePayload, rolePayload } from './payloads';
import { localRoute, type Method } from './routing';

const schemas = {
  fault: z.object({
    count: z.number().int().min(1).max(1000).default(1),
    status: z.number().int().min(400).max(599),
    code: z.number().int().min(0).default(0),
    message: z.string().default('Simulated failure'),
  }),
  rateLimit: z.object({
    count: z.number().int().min(1).max(1000).default(1),
    retryAfterMs: z.number().int().min(1).max(60_000).default(1000),
    global: z.boolean().default(false),
  }),
  member: z.object({
    id: snowflakeSchema,
    username: z.string().min(1).max(32),
    globalName: z.string().max(32).nullable().default(null),
    roleIds: z.array(snowflakeSchema).default([]),
  }),
  memberRoles: z.object({ roleIds: z.array(snowflakeSchema) }),
  memberPatch: z
    .object({ dmsClosed: z.boolean().optional(), mfaEnabled: z.boolean().optional() })
    .refine((patch) => patch.dmsClosed !== undefined || patch.mfaEnabled !== undefined),
  message: z.object({
    authorId: snowflakeSchema,
    content: z.string().min(1).max(2000),
  }),
  channelPatch: z.object({
    name: z.string().min(1).max(100).optional(),
    parentId: snowflakeSchema.nullable().optional(),
    /** The channel's permission overwrites, all of them (as Discord's channel settings save them). */
    overwrites: z
      .array(
        z.object({
          id: snowflakeSchema,
          type: z.literal([0, 1]),
          allow: z
            .string()
            .regex(/^\d{1,20}$/)
            .default('0'),
          deny: z
            .string()
            .regex(/^\d{1,20}$/)
            .default('0'),
        }),
      )
      .max(100)
      .optional(),
  }),
  rolePatch: z.object({
    name: z.string().min(1).max(100).optional(),
    position: z.number().int().min(1).optional(),
    color: z.number().int().min(0).max(0xffffff).optional(),
    permissions: z.string().regex(/^\d+$/).optional(),
  }),
  voice: z.object({
    channelId: snowflakeSchema.nullable().optional(),
    selfMute: z.boolean().optional(),
    selfDeaf: z.boolean().optional(),
  }),
  /** A member runs a slash command, presses a button, picks in a select or sends the bot's modal. */
  interaction: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('command'),
      userId: snowflakeSchema,
      channelId: snowflakeSchema,
      name: z.string().min(1).max(32),
      group: z.string().min(1).max(32).optional(),
      subcommand: z.string().min(1).max(32).optional(),
      targetId: snowflakeSchema.optional(),
      options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
      attachments: z
        .record(
          z.string(),
          z.object({
            filename: z.string().min(1).max(256),
            contentType: z.string().min(1).max(128),
            size: z.number().int().min(0),
            url: z.string().url(),
          }),
        )
        .optional(),
    }),
    z.object({
      kind: z.literal('button'),
      userId: snowflakeSchema,
      messageId: snowflakeSchema,
      customId: z.string().min(1).max(100),
    }),
    z.object({
      kind: z.literal('select'),
      userId: snowflakeSchema,
      messageId: snowflakeSchema,
      customId: z.string().min(1).max(100),
      values: z.array(z.string().min(1).max(100)).max(25),
    }),
    z.object({
      kind: z.literal('modal'),
      userId: snowflakeSchema,
      interactionId: snowflakeSchema,
      values: z.record(
        z.string(),
        z.union([z.string().max(4000), z.array(z.string().max(100)).max(25)]),
      ),
    }),
  ]),
};

/**
 * The local Discord's control API, for tests and demos: schedule failures and 429s, drop or
 * invalidate the gateway connection, and act as members and admins would in Discord (join,
 * leave, role changes, voice). Guarded by the local Discord's own bot token.
 */
export function registerLocalControl(
  app: FastifyInstance,
  local: LocalDiscord,
  gateway: LocalGateway,
): void {
  const { state } = local;

  function route<S extends z.ZodType | null>(
    method: Method,
    url: string,
    schema: S,
    handle: (
      input: S extends z.ZodType ? z.infer<S> : undefined,
      params: Record<string, string>,
    ) => unknown,
  ) {
    localRoute(app, method, `/control${url}`, (request, reply) => {
      if (!local.isBot(request.headers.authorization)) throw discordErrors.unauthorized();
      const parsed = schema
        ? schema.safeParse(request.body ?? {})
        : { success: true as const, data: undefined };
      if (!parsed.success) {
        return reply.code(400).send({ message: 'Invalid body', issues: parsed.error.issues });
      }
      const result = handle(parsed.data as never, request.params as Record<string, string>);
      return result === false ? reply.code(404).send({ message: 'Not found' }) : result;
    });
  }

  const exists = (userId: string | undefined) => Boolean(userId && state.members.has(userId));

  route('GET', '/state', null, () => ({
    guild: state.guild,
    roles: [...state.roles.values()].map(rolePayload),
    channels: [...state.channels.values()]
      .filter((c) => c.type !== ChannelType.DM)
      .map((c) => ({ id: c.id, name: c.name, type: c.type, parentId: c.parentId })),
    members: [...state.members.values()].map((m) => ({
      id: m.userId,
      username: state.users.get(m.userId)?.username,
      roleIds: [...m.roles],
      mute: m.mute,
    })),
    voiceStates: [...state.voiceStates.values()],
    messages: state.messages.slice(-200),
    gateway: { connections: gateway.connections, ...gateway.stats },
  }));
  route('POST', '/faults', schemas.fault, (input) => {
    local.faults.failNext(input.count, input);
  });
  route('POST', '/rate-limit', schemas.rateLimit, (input) => {
    local.faults.rateLimitNext(input.count, input.retryAfterMs, input.global);
  });
  route('DELETE', '/faults', null, () => {
    local.faults.clear();
  });
  route('POST', '/gateway/drop', null, () => gateway.drop());
  route('POST', '/gateway/reconnect', null, () => gateway.requestReconnect());
  route('POST', '/gateway/invalidate-session', null, () => gateway.invalidateSessions());

  route('POST', '/members', schemas.member, (input) => {
    state.addMember(input, input.roleIds);
  });
  route('DELETE', '/members/:userId', null, (_input, params) =>
    state.removeMember(params.userId ?? '') ? undefined : false,
  );
  route('PUT', '/members/:userId/roles', schemas.memberRoles, (input, params) => {
    const userId = params.userId ?? '';
    if (!exists(userId)) return false;
    state.setMemberRoles(userId, input.roleIds);
  });
  route('PATCH', '/members/:userId', schemas.memberPatch, (input, params) => {
    const user = state.users.get(params.userId ?? '');
    if (!user) return false;
    if (input.dmsClosed !== undefined) user.dmsClosed = input.dmsClosed;
    // Turning two-step authentication on (or off) in the account's settings.
    if (input.mfaEnabled !== undefined) user.mfaEnabled = input.mfaEnabled;
  });
  route('PATCH', '/channels/:channelId', schemas.channelPatch, (input, params) => {
    const { overwrites, ...rest } = input;
    const patch = {
      ...rest,
      ...(overwrites && {
        overwrites: overwrites.map((o) => ({ ...o, allow: BigInt(o.allow), deny: BigInt(o.deny) })),
      }),
    };
    return state.updateChannel(params.channelId ?? '', patch) ? undefined : false;
  });
  // A member writes in a channel (a ticket's conversation, say).
  route('POST', '/channels/:channelId/messages', schemas.message, (input, params) => {
    const channel = state.channels.get(params.channelId ?? '');
    if (!channel || channel.type === ChannelType.DM || !exists(input.authorId)) return false;
    const message = state.postMessage(channel.id, input.authorId, input.content);
    return { id: message.id };
  });
  route('DELETE', '/channels/:channelId', null, (_input, params) =>
    state.deleteChannel(params.channelId ?? '') ? undefined : false,
  );
  route('PATCH', '/roles/:roleId', schemas.rolePatch, (input, params) => {
    const { permissions, ...rest } = input;
    const role = state.updateRole(params.roleId ?? '', {
      ...rest,
      ...(permissions !== undefined && { permissions: BigInt(permissions) }),
    });
    return role ? rolePayload(role) : false;
  });
  route('POST', '/voice/:userId', schemas.voice, (input, params) => {
    const userId = params.userId ?? '';
    if (!exists(userId)) return false;
    if (input.channelId !== undefined) {
      const channel = input.channelId ? state.channels.get(input.channelId) : null;
      if (input.channelId && channel?.type !== ChannelType.GuildVoice) return false;
      state.setVoiceChannel(userId, input.channelId);
    }
    const flags = {
      ...(input.selfMute !== undefined && { selfMute: input.selfMute }),
      ...(input.selfDeaf !== undefined && { selfDeaf: input.selfDeaf }),
    };
    if (Object.keys(flags).length > 0) state.setVoiceFlags(userId, flags);
  });

  // As a member would in Discord: the bot gets INTERACTION_CREATE; the answer is read below.
  route('POST', '/interactions', schemas.interaction, (input) => {
    const interaction = local.interactions.create(input);
    return { id: interaction.id };
  });

  /** What the bot answered an interaction: its callback, reply, modal and follow-ups. */
  route('GET', '/interactions/:interactionId', null, (_input, params) => {
    const interaction = local.interactions.all.get(params.interactionId ?? '');
    if (!interaction) return false;
    const message = (id: string | null) => {
      const found = state.messages.find((m) => m.id === id);
      return found ? messagePayload(state, found) : null;
    };
    return {
      id: interaction.id,
      userId: interaction.userId,
      callback: interaction.callback,
      reply: message(interaction.originalId),
      modal: interaction.modal,
      followups: interaction.followupIds.map(message),
    };
  });
}
