import { totalCappedHeader, totalCountHeader } from '@panel/contract/constants';
import type { Endpoint } from '@panel/contract/endpoints';
import type { ListPage } from '../db/list-page';
import { emptyBodySchema, laxBodyPaths } from '@panel/contract/strict-bodies';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Infer<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.infer<S>
  : undefined;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Infer<E, 'params'>;
  Querystring: Infer<E, 'query'>;
  Body: Infer<E, 'body'>;
  Headers: Infer<E, 'headers'>;
}>;

/** What the handler of a paged endpoint answers: the body, and the count for the headers. */
export interface PagedAnswer<Body> {
  body: Body;
  total: number;
  capped: boolean;
}

/** A page answered in a `{ data, total }` body (the spec's blacklist, and lists like it). */
export function dataPage<Item>({
  items,
  total,
  capped,
}: ListPage<Item>): PagedAnswer<{ data: Item[]; total: number }> {
  return { body: { data: items, total }, total, capped };
}

type Answer<E extends Endpoint> = E extends { paged: true }
  ? PagedAnswer<Infer<E, 'response'>>
  : Infer<E, 'response'>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply | void>;

/** A paged endpoint's answer as it travels: the body, its count in the headers. */
function sendingPage(handler: (request: never, reply: FastifyReply) => Promise<unknown>) {
  return async (request: never, reply: FastifyReply) => {
    const answer = await handler(request, reply);
    if (answer === reply || answer === undefined) return answer;
    const { body, total, capped } = answer as PagedAnswer<unknown>;
    void reply.header(totalCountHeader, String(total));
    if (capped) void reply.header(totalCappedHeader, 'true');
    return body;
  };
}

/**
 * Registers a route exactly as the contract declares it: method, path, schemas and
 * access all come from the endpoint, so the server cannot drift from the contract.
 * Bodies are strict: a body or multipart form with an object that would drop an unknown field
 * stops the server from booting, and a change that declares no body accepts none
 * (docs/decisions/2026-11-28-strict-bodies.md). A paged endpoint's handler answers the page's
 * body and count, which travels in the headers (`Endpoint.paged`).
 */
export function addEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> & {
    /** A hook of this route alone, run after the app's (the game API's key check). */
    onRequest?: (request: FastifyRequest) => Promise<void>;
    /** The status of the answer the response schema describes (201 for a creation). */
    successStatus?: 200 | 201;
  } = {},
): void {
  const lax = laxBodyPaths(endpoint);
  if (lax.length > 0) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} accepts unknown fields in ${lax.join(', ')}: use z.strictObject`,
    );
  }
  const body =
    endpoint.body ?? (endpoint.method === 'GET' || endpoint.form ? undefined : emptyBodySchema);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(body && { body }),
      ...(endpoint.headers && { headers: endpoint.headers }),
      ...(endpoint.response && { response: { [options.successStatus ?? 200]: endpoint.response } }),
    },
    config: {
      ...options.config,
      access: endpoint.access,
      ...(endpoint.form && { multipart: true, form: endpoint.form }),
    },
    ...(options.onRequest && { onRequest: options.onRequest }),
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    handler: (endpoint.paged ? sendingPage(handler as never) : handler) as never,
  });
}
