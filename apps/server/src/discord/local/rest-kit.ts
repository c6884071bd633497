import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { discordErrors as E, LocalDiscordError } from './faults';
import { localDiscordPrefix, type LocalDiscord } from './local-discord';
import { basePermissions, highestRolePosition } from './permissions';
import type { LocalRole } from './model';

type Auth = 'bot' | 'bearer' | 'any';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Params = Record<string, string | undefined>;

/** Ids and permission bit sets: decimal strings of up to 20 digits. */
export const digits = z.string().regex(/^\d{1,20}$/);

/** Discord's JSON error answer. */
export function sendDiscordError(reply: FastifyReply, error: LocalDiscordError) {
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

/**
 * What every REST route of the local Discord shares: authentication (Discord's 401), the
 * faults scheduled through the control API, Discord's error answers, 204 without a body, and
 * the checks Discord makes before acting (guild, member, permission, role hierarchy).
 */
export function restKit(app: FastifyInstance, local: LocalDiscord) {
  const { state } = local;

  function route(
    method: Method,
    url: string,
    auth: Auth,
    handle: (request: FastifyRequest, caller: string) => unknown,
  ): void {
    app.route({
      method,
      url: `${localDiscordPrefix}/api/v10${url}`,
      config: { access: 'public' },
      // The bot's own calls: logged only when something goes wrong.
      logLevel: 'warn',
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const authorization = request.headers.authorization;
        const bot = local.isBot(authorization);
        const bearer = bot ? null : local.bearerUser(authorization);
        const caller = bot ? state.botUserId : bearer;
        if (!caller || (auth === 'bot' && !bot) || (auth === 'bearer' && !bearer)) {
          return sendDiscordError(reply, E.unauthorized());
        }
        const fault = bot ? local.faults.take() : null;
        if (fault?.kind === 'rateLimit') {
          return sendRateLimit(reply, fault.retryAfterMs, fault.global);
        }
        if (fault?.kind === 'error') {
          return sendDiscordError(
            reply,
            new LocalDiscordError(fault.status, fault.code, fault.message),
          );
        }
        try {
          const result = await handle(request, caller);
          return result === undefined ? reply.code(204).send() : reply.send(result);
        } catch (error) {
          if (error instanceof LocalDiscordError) return sendDiscordError(reply, error);
          throw error;
        }
      },
    });
  }

  /** A body or query read with a schema; what does not fit is Discord's 50035. */
  function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
    const parsed = schema.safeParse(value ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw E.invalidBody(`${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'invalid'}`);
    }
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

  function requirePermission(permission: bigint): void {
    if ((basePermissions(state, state.botUserId) & permission) !== permission) {
      throw E.missingPermissions();
    }
  }

  /** The bot can only give or take roles below its own highest role, and never managed ones. */
  function manageableRole(roleId: string | undefined): LocalRole {
    const role = roleId ? state.roles.get(roleId) : undefined;
    if (!role) throw E.unknownRole();
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
    requirePermission,
    manageableRole,
    outranks,
  };
}

export type RestKit = ReturnType<typeof restKit>;
