import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { discordErrors as E, LocalDiscordError } from './faults';
import { localDiscordPrefix, type LocalDiscord } from './local-discord';
import {
  channelPayload,
  guildPayload,
  memberPayload,
  messagePayload,
  rolePayload,
  userPayload,
} from './payloads';
import { asText } from './values';
import { basePermissions, channelPermissions, highestRolePosition } from './permissions';

type Auth = 'bot' | 'bearer' | 'any';

const bits = z
  .string()
  .regex(/^\d{1,20}$/)
  .default('0');
const channelBody = z.object({
  name: z.string().trim().min(1).max(100),
  type: z
    .union([
      z.literal(ChannelType.GuildText),
      z.literal(ChannelType.GuildVoice),
      z.literal(ChannelType.GuildCategory),
    ])
    .default(ChannelType.GuildText),
  parent_id: z.string().nullable().default(null),
  permission_overwrites: z
    .array(
      z.object({
        id: z.string(),
        type: z.union([z.literal(0), z.literal(1)]),
        allow: bits,
        deny: bits,
      }),
    )
    .default([]),
});
type Handler = (request: FastifyRequest, caller: string) => unknown;
type Params = Record<string, string>;
type Body = Record<string, unknown>;

/**
 * Discord's REST API (v10), the routes the panel's bot and sign-in use, in Discord's shapes,
 * status codes and JSON error codes, with its permission and role-hierarchy checks.
 * A call without a valid token gets Discord's 401; a 204 carries no body.
 */
export function registerLocalRest(app: FastifyInstance, local: LocalDiscord): void {
  const { state } = local;
  const base = `${localDiscordPrefix}/api/v10`;

  function route(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    auth: Auth,
    handle: Handler,
  ) {
    app.route({
      method,
      url: `${base}${url}`,
      config: { access: 'public' },
      // The bot's own calls: logged only when something goes wrong.
      logLevel: 'warn',
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const authorization = request.headers.authorization;
        const bot = local.isBot(authorization);
        const bearer = bot ? null : local.bearerUser(authorization);
        const caller = bot ? state.botUserId : bearer;
        if (!caller || (auth === 'bot' && !bot) || (auth === 'bearer' && !bearer)) {
          return sendError(reply, E.unauthorized());
        }
        if (bot) {
          const fault = local.faults.take();
          if (fault?.kind === 'rateLimit')
            return sendRateLimit(reply, fault.retryAfterMs, fault.global);
          if (fault?.kind === 'error') {
            return sendError(reply, new LocalDiscordError(fault.status, fault.code, fault.message));
          }
        }
        try {
          const result = await handle(request, caller);
          return result === undefined ? reply.code(204).send() : reply.send(result);
        } catch (error) {
          if (error instanceof LocalDiscordError) return sendError(reply, error);
          throw error;
        }
      },
    });
  }

  const params = (request: FastifyRequest) => request.params as Params;
  const body = (request: FastifyRequest) => (request.body ?? {}) as Body;
  const guildOf = (request: FastifyRequest) => {
    if (params(request).guildId !== state.guild.id) throw E.unknownGuild();
  };
  const memberOf = (userId: string | undefined) => {
    const member = userId ? state.members.get(userId) : undefined;
    if (!member) throw E.unknownMember();
    return member;
  };
  const require = (permission: bigint) => {
    if (!(basePermissions(state, state.botUserId) & permission)) throw E.missingPermissions();
  };
  /** The bot can only give or take roles below its own highest role. */
  const manageable = (roleId: string | undefined) => {
    const role = roleId ? state.roles.get(roleId) : undefined;
    if (!role) throw E.unknownRole();
    require(P.ManageRoles);
    if (role.managed || role.position >= highestRolePosition(state, state.botUserId)) {
      throw E.missingPermissions();
    }
    return role;
  };
  const gatewayUrl = (request: FastifyRequest) =>
    `ws://${request.headers.host ?? '127.0.0.1'}${localDiscordPrefix}/gateway`;
  const applicationPayload = () => ({
    id: state.application.id,
    name: state.application.name,
    icon: null,
    description: 'Bot do painel da comunidade (Discord local).',
    bot_public: false,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    flags: 1 << 15, // GatewayGuildMembersLimited: the Server Members intent is switched on
    owner: userPayload(state.users.get(state.guild.ownerId)!),
    team: null,
    summary: '',
    bot: userPayload(state.users.get(state.botUserId)!),
  });

  route('GET', '/gateway', 'bot', (request) => ({ url: gatewayUrl(request) }));
  route('GET', '/gateway/bot', 'bot', (request) => ({
    url: gatewayUrl(request),
    shards: 1,
    session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
  }));
  route('GET', '/oauth2/applications/@me', 'bot', applicationPayload);
  route('GET', '/applications/@me', 'bot', applicationPayload);

  route('GET', '/users/@me', 'any', (_request, caller) => userPayload(state.users.get(caller)!));
  route('GET', '/users/:userId', 'bot', (request) => {
    const user = state.users.get(params(request).userId ?? '');
    if (!user) throw E.unknownUser();
    return userPayload(user);
  });
  route('GET', '/users/@me/guilds/:guildId/member', 'bearer', (request, caller) => {
    guildOf(request);
    if (!state.members.has(caller)) throw E.unknownGuild();
    return memberPayload(state, caller);
  });

  route('GET', '/guilds/:guildId', 'bot', (request) => {
    guildOf(request);
    const withCounts = (request.query as Params).with_counts === 'true';
    return guildPayload(state, withCounts);
  });
  route('GET', '/guilds/:guildId/roles', 'bot', (request) => {
    guildOf(request);
    return [...state.roles.values()].map(rolePayload);
  });
  route('GET', '/guilds/:guildId/channels', 'bot', (request) => {
    guildOf(request);
    return [...state.channels.values()]
      .filter((channel) => channel.type !== ChannelType.DM)
      .map((channel) => channelPayload(state, channel));
  });
  route('POST', '/guilds/:guildId/channels', 'bot', (request) => {
    guildOf(request);
    require(P.ManageChannels);
    const parsed = channelBody.safeParse(request.body ?? {});
    if (!parsed.success) throw E.invalidBody(parsed.error.issues[0]?.message);
    const { name, type, parent_id: parentId, permission_overwrites: overwrites } = parsed.data;
    if (parentId && state.channels.get(parentId)?.type !== ChannelType.GuildCategory) {
      throw E.invalidBody('parent_id: Not a category');
    }
    const channel = state.createChannel({
      name: type === ChannelType.GuildText ? name.toLowerCase().replace(/\s+/g, '-') : name,
      type,
      parentId,
      overwrites: overwrites.map((o) => ({ ...o, allow: BigInt(o.allow), deny: BigInt(o.deny) })),
    });
    state.record('channel.create', { channelId: channel.id, name: channel.name, parentId });
    return channelPayload(state, channel);
  });

  route('GET', '/guilds/:guildId/members', 'bot', (request) => {
    guildOf(request);
    const query = request.query as Params;
    const limit = Math.min(1000, Math.max(1, Number(query.limit ?? 1)));
    const after = BigInt(query.after ?? '0');
    return [...state.members.keys()]
      .filter((id) => BigInt(id) > after)
      .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
      .slice(0, limit)
      .map((id) => memberPayload(state, id));
  });
  route('GET', '/guilds/:guildId/members/search', 'bot', (request) => {
    guildOf(request);
    const query = request.query as Params;
    const text = (query.query ?? '').toLowerCase();
    if (!text) throw E.invalidBody('query: This field is required');
    const limit = Math.min(1000, Math.max(1, Number(query.limit ?? 1)));
    return [...state.members.values()]
      .filter((member) => {
        const user = state.users.get(member.userId);
        return [user?.username, user?.globalName, member.nick].some((name) =>
          name?.toLowerCase().startsWith(text),
        );
      })
      .slice(0, limit)
      .map((member) => memberPayload(state, member.userId));
  });
  route('GET', '/guilds/:guildId/members/:userId', 'bot', (request) => {
    guildOf(request);
    memberOf(params(request).userId);
    return memberPayload(state, params(request).userId!);
  });
  route('PATCH', '/guilds/:guildId/members/:userId', 'bot', (request) => {
    guildOf(request);
    const userId = params(request).userId!;
    memberOf(userId);
    const input = body(request);
    const voice = state.voiceStates.get(userId);
    if ('mute' in input || 'deaf' in input) {
      require('mute' in input ? P.MuteMembers : P.DeafenMembers);
      if (!voice) throw E.notInVoice();
    }
    if ('channel_id' in input) {
      require(P.MoveMembers);
      if (!voice) throw E.notInVoice();
      const target =
        input.channel_id === null ? null : state.channels.get(asText(input.channel_id));
      if (input.channel_id !== null && target?.type !== ChannelType.GuildVoice)
        throw E.unknownChannel();
    }
    if (Array.isArray(input.roles)) {
      const wanted = new Set(input.roles.map(String));
      const current = state.members.get(userId)!.roles;
      for (const roleId of new Set([...wanted, ...current])) {
        if (wanted.has(roleId) !== current.has(roleId)) manageable(roleId);
      }
      state.setMemberRoles(userId, [...wanted]);
    }
    if ('nick' in input) {
      require(P.ManageNicknames);
      state.setNick(userId, typeof input.nick === 'string' && input.nick ? input.nick : null);
    }
    if ('mute' in input || 'deaf' in input) {
      state.setVoiceFlags(userId, {
        ...('mute' in input && { mute: Boolean(input.mute) }),
        ...('deaf' in input && { deaf: Boolean(input.deaf) }),
      });
    }
    if ('channel_id' in input) {
      state.setVoiceChannel(userId, input.channel_id === null ? null : asText(input.channel_id));
    }
    state.record('member.update', { userId, ...input });
    return memberPayload(state, userId);
  });
  route('PUT', '/guilds/:guildId/members/:userId/roles/:roleId', 'bot', (request) => {
    guildOf(request);
    const { userId, roleId } = params(request);
    memberOf(userId);
    manageable(roleId);
    state.addMemberRole(userId!, roleId!);
    state.record('member.addRole', { userId, roleId });
    return undefined;
  });
  route('DELETE', '/guilds/:guildId/members/:userId/roles/:roleId', 'bot', (request) => {
    guildOf(request);
    const { userId, roleId } = params(request);
    memberOf(userId);
    manageable(roleId);
    state.removeMemberRole(userId!, roleId!);
    state.record('member.removeRole', { userId, roleId });
    return undefined;
  });

  route('POST', '/users/@me/channels', 'bot', (request) => {
    const recipientId = asText(body(request).recipient_id);
    if (!state.users.has(recipientId)) throw E.unknownUser();
    return channelPayload(state, state.dmChannelWith(recipientId));
  });
  route('GET', '/channels/:channelId', 'bot', (request) => {
    const channel = state.channels.get(params(request).channelId ?? '');
    if (!channel) throw E.unknownChannel();
    if (
      channel.type !== ChannelType.DM &&
      !(channelPermissions(state, state.botUserId, channel) & P.ViewChannel)
    ) {
      throw E.missingAccess();
    }
    return channelPayload(state, channel);
  });
  route('GET', '/channels/:channelId/messages', 'bot', (request) => {
    const channelId = params(request).channelId ?? '';
    if (!state.channels.has(channelId)) throw E.unknownChannel();
    const limit = Math.min(100, Math.max(1, Number((request.query as Params).limit ?? 50)));
    return state.messages
      .filter((message) => message.channelId === channelId)
      .slice(-limit)
      .reverse()
      .map((message) => messagePayload(state, message));
  });
  route('POST', '/channels/:channelId/messages', 'bot', (request) => {
    const channel = state.channels.get(params(request).channelId ?? '');
    if (!channel) throw E.unknownChannel();
    const content = asText(body(request).content);
    if (!content.trim()) throw new LocalDiscordError(400, 50006, 'Cannot send an empty message');
    if (content.length > 2000) throw E.invalidBody('content: Must be 2000 or fewer in length.');
    if (channel.type === ChannelType.DM) {
      const recipient = state.users.get(channel.recipientId ?? '');
      // Discord refuses DMs to members who closed them, and to users sharing no server.
      if (!recipient || recipient.dmsClosed || !state.members.has(recipient.id))
        throw E.cannotMessageUser();
      const message = state.postMessage(channel.id, state.botUserId, content);
      state.record('member.directMessage', { userId: recipient.id, content });
      return messagePayload(state, message);
    }
    if (channel.type === ChannelType.GuildCategory) {
      throw new LocalDiscordError(400, 50008, 'Cannot send messages in a non-text channel');
    }
    const permissions = channelPermissions(state, state.botUserId, channel);
    if (!(permissions & P.ViewChannel)) throw E.missingAccess();
    if (!(permissions & P.SendMessages)) throw E.missingPermissions();
    const message = state.postMessage(channel.id, state.botUserId, content);
    state.record('channel.message', { channelId: channel.id, content });
    return messagePayload(state, message);
  });
}

function sendError(reply: FastifyReply, error: LocalDiscordError) {
  return reply.code(error.status).send({ message: error.message, code: error.code });
}

/** Discord's 429: `Retry-After` in seconds, `X-RateLimit-*` headers and `retry_after` in the body. */
function sendRateLimit(reply: FastifyReply, retryAfterMs: number, global: boolean) {
  const seconds = retryAfterMs / 1000;
  void reply
    .code(429)
    .header('retry-after', String(seconds))
    .header('x-ratelimit-limit', '5')
    .header('x-ratelimit-remaining', '0')
    .header('x-ratelimit-reset', String((Date.now() + retryAfterMs) / 1000))
    .header('x-ratelimit-reset-after', String(seconds))
    .header('x-ratelimit-bucket', 'local-bucket')
    .header('x-ratelimit-scope', global ? 'global' : 'user');
  if (global) void reply.header('x-ratelimit-global', 'true');
  return reply.send({ message: 'You are being rate limited.', retry_after: seconds, global });
}
