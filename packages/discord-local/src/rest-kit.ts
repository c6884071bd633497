import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { discordErrors as E, LocalDiscordError } from './faults';
import { invalidFormBody } from './form-errors';
import { localDiscordPrefix, type LocalDiscord } from './local-discord';
import { basePermissions, channelPermissions, highestRolePosition } from './permissions';
import type { LocalChannel, LocalRole } from './model';
import { bucketOf, LocalRateLimits, sendRateLimit } from './rate-limits';
import { localRoute, type Method } from './routing';

/**
 * Who may call: the bot's token, a Bearer token, either, anyone (`public`: with a valid token or
 * none at all, as `GET /invites/{code}`), or nobody's (an interaction's token in the path).
 */
type Auth = 'bot' | 'bearer' | 'any' | 'public' | 'none';
export type Params = Record<string, string | undefined>;

/** Ids and permission bit sets: decimal strings of up to 20 digits. */
export const digits = z.string().regex(/^\d{1,20}$/);

const apiPath = '/api/v10';
const apiPrefix = `${localDiscordPrefix}${apiPath}`;

/**
 * What every REST route of the local Discord shares: authentication (Discord's 401), the
 * rate limit headers and 429s, the faults scheduled through the control API, Discord's error
 * answers, 204 without a body, 404/405 for what is not a route, and the checks Discord makes
 * before acting (guild, member, permission, role hierarchy).
 */
export function restKit(app: FastifyInstance, local: LocalDiscord) {
  const { state } = local;
  const limits = new LocalRateLimits();
  const known: { method: Method; path: RegExp }[] = [];

  function route(
    method: Method,
    url: string,
    auth: Auth,
    handle: (request: FastifyRequest, caller: string) => unknown,
    options: { status?: number } = {},
  ): void {
    const bucket = bucketOf(method, url);
    known.push({ method, path: new RegExp(`^${url.replace(/:\w+/g, '[^/]+')}$`) });
    localRoute(
      app,
      method,
      `${apiPath}${url}`,
      (request, reply) => {
        const authorization = request.headers.authorization;
        const bot = local.isBot(authorization);
        const bearer = bot ? null : local.bearerUser(authorization);
        const caller = bot ? state.botUserId : bearer;
        const refused =
          auth === 'public'
            ? authorization !== undefined && !caller
            : auth !== 'none' &&
              (!caller || (auth === 'bot' && !bot) || (auth === 'bearer' && !bearer));
        if (refused) throw E.unauthorized();
        const fault = bot ? local.faults.take() : null;
        if (fault?.kind === 'rateLimit') {
          return sendRateLimit(
            reply,
            fault.retryAfterMs,
            fault.global ? { global: true } : { global: false, bucket },
          );
        }
        // Bot calls, the calls an interaction's token authenticates (callback, webhook) and
        // public ones carry their bucket; Discord's major parameters: a guild, a channel or a token.
        if (bot || auth === 'none' || auth === 'public') {
          const { guildId, channelId, interactionId, token } = params(request);
          const major = guildId ?? channelId ?? interactionId ?? token ?? '';
          const wait = limits.take(reply, bucket, major);
          if (wait !== null) return sendRateLimit(reply, wait, { global: false, bucket });
        }
        if (fault?.kind === 'error') {
          throw new LocalDiscordError(fault.status, fault.code, fault.message);
        }
        return handle(request, caller ?? '');
      },
      options,
    );
  }

  // What is not a route: Discord's 405 for a known path with another method, else its 404.
  localRoute(app, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', (request) => {
    const path = (request.url.split('?')[0] ?? '').slice(apiPrefix.length);
    const versioned = request.url.startsWith(`${apiPrefix}/`);
    const pathKnown = versioned && known.some((entry) => entry.path.test(path));
    throw pathKnown ? E.methodNotAllowed() : E.notFound();
  });

  /** A body or query read with a schema; what does not fit is Discord's 50035 with its errors tree. */
  function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
    const parsed = schema.safeParse(value ?? {}, { reportInput: true });
    if (!parsed.success) throw invalidFormBody(parsed.error.issues);
    return parsed.data;
  }

  const params = (request: FastifyRequest) => request.params as Params;

  function ourGuild(request: FastifyRequest): void {
    if (params(request).guildId !== state.guild.id) throw E.unknownGuild();
  }

  function memberOf(userId: string | undefined) {
    const member = userId ? state.members.get(userId) : undefined;
    if (!member) throw E.unknownMember();
    return member;
  }

  function channelOf(channelId: string | undefined): LocalChannel {
    const channel = channelId ? state.channels.get(channelId) : undefined;
    if (!channel) throw E.unknownChannel();
    return channel;
  }

  function requirePermission(permission: bigint): void {
    if ((basePermissions(state, state.botUserId) & permission) !== permission) {
      throw E.missingPermissions();
    }
  }

  /** The bot's permissions in a channel, its overwrites applied (Discord's 50013 when short). */
  function requireChannelPermission(channel: LocalChannel, permission: bigint): void {
    if ((channelPermissions(state, state.botUserId, channel) & permission) !== permission) {
      throw E.missingPermissions();
    }
  }

  /** The bot can only give or take roles below its own highest role, and never managed ones. */
  function manageableRole(roleId: string | undefined): LocalRole {
    const role = roleId ? state.roles.get(roleId) : undefined;
    // @everyone (the guild's id) is no role one gives or takes: Discord knows no such role there.
    if (!role || role.id === state.guild.id) throw E.unknownRole();
    requirePermission(P.ManageRoles);
    if (role.managed || role.position >= highestRolePosition(state, state.botUserId)) {
      throw E.missingPermissions();
    }
    return role;
  }

  /** Acting on a member (nickname, ...) needs a highest role above theirs; the owner is out of reach. */
  function outranks(userId: string): void {
    if (
      userId === state.guild.ownerId ||
      highestRolePosition(state, userId) >= highestRolePosition(state, state.botUserId)
    ) {
      throw E.missingPermissions();
    }
  }

  return {
    local,
    state,
    route,
    parse,
    params,
    ourGuild,
    memberOf,
    channelOf,
    requirePermission,
    requireChannelPermission,
    manageableRole,
    outranks,
  };
}

export type RestKit = ReturnType<typeof restKit>;
