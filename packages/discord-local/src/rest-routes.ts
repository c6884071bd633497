import type { FastifyInstance } from 'fastify';
import { discordErrors as E } from './faults';
import { gatewayUrlFor, type LocalDiscord } from './local-discord';
import { channelPayload, currentUserPayload, memberPayload, userPayload } from './payloads';
import { registerLocalChannelRoutes } from './rest-channel-routes';
import { registerLocalGuildRoutes } from './rest-guild-routes';
import { registerLocalInteractionRoutes } from './rest-interaction-routes';
import { registerLocalInviteRoutes } from './rest-invite-routes';
import { registerLocalMemberRoutes } from './rest-member-routes';
import { restKit } from './rest-kit';
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
  const applicationFlags = 1 << 15; // GatewayGuildMembersLimited: the Server Members intent is on
  const applicationPayload = () => ({
    id: state.application.id,
    name: state.application.name,
    icon: null,
    description: 'Bot do painel da comunidade (Discord local).',
    bot_public: false,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    type: null,
    flags: applicationFlags,
    flags_new: String(applicationFlags),
    owner: userPayload(state.knownUser(state.guild.ownerId)),
    team: null,
    summary: '',
    bot: userPayload(state.knownUser(state.botUserId)),
    redirect_uris: local.redirectUris ?? [],
    interactions_endpoint_url: null,
    role_connections_verification_url: null,
    // The one guild the bot is in; nobody installed it on their account.
    approximate_guild_count: 1,
    approximate_user_install_count: 0,
    approximate_user_authorization_count: 0,
    explicit_content_filter: 0, // INHERIT: the guild's own content filter applies
    // Undocumented in Discord's docs (listed by its OpenAPI spec): the scopes the app may ask,
    // here the ones the panel asks (the bot's invite and the sign-in).
    eligible_oauth2_scopes: ['applications.commands', 'bot', 'guilds.members.read', 'identify'],
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
  // A Bearer token reads only what its scopes allow: `identify` for `@me`,
  // `guilds.members.read` for the member (Discord: 401 otherwise).
  const bearerLacks = (request: { headers: { authorization?: string } }, scope: string) =>
    !local.isBot(request.headers.authorization) &&
    !local.bearerHasScope(request.headers.authorization, scope);

  route('GET', '/users/:userId', 'any', (request, caller) => {
    const { userId } = params(request);
    if (userId !== '@me' && caller !== state.botUserId) throw E.unauthorized();
    if (bearerLacks(request, 'identify')) throw E.unauthorized();
    const user = state.users.get(userId === '@me' ? caller : (userId ?? ''));
    if (!user) throw E.unknownUser();
    // The panel's sign-in asks for `identify` without `email`: no address is ever answered.
    return userId === '@me' ? currentUserPayload(user, false) : userPayload(user);
  });
  route('GET', '/users/@me/guilds/:guildId/member', 'bearer', (request, caller) => {
    if (bearerLacks(request, 'guilds.members.read')) throw E.unauthorized();
    kit.ourGuild(request);
    if (!state.members.has(caller)) throw E.unknownGuild();
    return memberPayload(state, caller);
  });

  route('POST', '/users/@me/channels', 'bot', (request) => {
    const recipientId = asText(body(request).recipient_id);
    if (!state.users.has(recipientId)) throw E.unknownUser();
    return channelPayload(state, state.dmChannelWith(recipientId));
  });
  registerLocalChannelRoutes(kit);
  registerLocalInteractionRoutes(kit);
  registerLocalGuildRoutes(kit);
  registerLocalMemberRoutes(kit);
  registerLocalInviteRoutes(kit);
}
