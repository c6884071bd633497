import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LocalDiscordError } from './faults';
import { localDiscordPrefix } from './local-discord';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may reach a route when a panel serves the local Discord: anyone (Discord's own checks,
 * tokens, apply), a signed-in member (a channel's page, which then checks that they see the
 * channel), or a signed-in staff member (the effects page). The panel's access plugin reads it
 * from the route's `config.access`; served alone, nothing does.
 */
export type RouteAccess = 'public' | 'authenticated' | 'staff';

export interface RouteOptions {
  access?: RouteAccess;
  /** The status of an answer with a body (200 by default). */
  status?: number;
  bodyLimit?: number;
}

/**
 * What a handler answers: a body (sent as JSON with `status`), `undefined` (Discord's 204
 * without a body), or the reply it sent itself (a page, a redirect, a file). A thrown
 * `LocalDiscordError` is Discord's JSON error answer.
 */
export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Discord's JSON error answer (with its form errors tree for a 50035). */
export function sendDiscordError(reply: FastifyReply, error: LocalDiscordError) {
  return reply.code(error.status).send({
    message: error.message,
    code: error.code,
    ...(error.errors && { errors: error.errors }),
  });
}

/**
 * The one way a route of the local Discord is declared, REST, control, OAuth and pages alike:
 * under `/discord-standin`, logged only when something goes wrong, its access said.
 */
export function localRoute(
  app: FastifyInstance,
  method: Method | Method[],
  url: string,
  handle: RouteHandler,
  options: RouteOptions = {},
): void {
  app.route({
    method,
    url: `${localDiscordPrefix}${url}`,
    config: { access: options.access ?? 'public' },
    logLevel: 'warn',
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const result = await handle(request, reply);
        if (result === reply || reply.sent) return reply;
        if (result === undefined) return reply.code(204).send();
        return reply.code(options.status ?? 200).send(result);
      } catch (error) {
        if (error instanceof LocalDiscordError) return sendDiscordError(reply, error);
        throw error;
      }
    },
  });
}
