import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { discordErrors as E, LocalDiscordError } from './faults';
import { gatewayUrlFor, type LocalDiscord } from './local-discord';
import { channelPayload, memberPayload, messagePayload, userPayload } from './payloads';
import { channelPermissions } from './permissions';
import { registerLocalGuildRoutes } from './rest-guild-routes';
import { registerLocalMemberRoutes } from './rest-member-routes';
import { restKit, type Params } from './rest-kit';
import { asText } from './values';

/**
 * Discord's REST API (v10), the routes the panel's bot and sign-in use, in Discord's shapes,
 * status codes and JSON error codes, with its permission and role-hierarchy checks.
 * A call without a valid token gets Discord's 401; a 204 carries no body.
 */
export function registerLocalRest(app: FastifyInstance, local: LocalDiscord): void {
  const kit = restKit(app, local);
  const { state, route, params } = kit;
  const body = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;
  const applicationPayload = () => ({
    id: state.application.id,
    name: state.application.name,
    icon: null,
    description: 'Bot do painel da comunidade (Discord local).',
    bot_public: false,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    flags: 1 << 15, // GatewayGuildMembersLimited: the Server Members intent is switched on
    owner: userPayload(state.knownUser(state.guild.ownerId)),
    team: null,
    summary: '',
    bot: userPayload(state.knownUser(state.botUserId)),
  });

  route('GET', '/gateway', 'bot', (request) => ({ url: gatewayUrlFor(request.headers.host) }));
  route('GET', '/gateway/bot', 'bot', (request) => ({
    url: gatewayUrlFor(request.headers.host),
    shards: 1,
    session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
  }));
  route('GET', '/oauth2/applications/@me', 'bot', applicationPayload);
  route('GET', '/applications/@me', 'bot', applicationPayload);

  // One route for both: the router would take `@me` for a user id.
  route('GET', '/users/:userId', 'any', (request, caller) => {
    const { userId } = params(request);
    if (userId !== '@me' && caller !== state.botUserId) throw E.unauthorized();
    const user = state.users.get(userId === '@me' ? caller : (userId ?? ''));
    if (!user) throw E.unknownUser();
    return userPayload(user);
  });
  route('GET', '/users/@me/guilds/:guildId/member', 'bearer', (request, caller) => {
    kit.ourGuild(request);
    if (!state.members.has(caller)) throw E.unknownGuild();
    return memberPayload(state, caller);
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
    const limit = Math.min(100, Math.max(1, Number((request.query as Params).limit) || 50));
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
  registerLocalGuildRoutes(kit);
  registerLocalMemberRoutes(kit);
}
