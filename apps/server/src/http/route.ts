import type { Endpoint } from '@panel/contract/endpoints';
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

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Infer<E, 'response'> | FastifyReply | void>;

/**
 * Registers a route exactly as the contract declares it: method, path, schemas and
 * access all come from the endpoint, so the server cannot drift from the contract.
 */
export function addEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: Pick<RouteShorthandOptions, 'config'> & {
    /** A hook of this route alone, run after the app's (the game API's key check). */
    onRequest?: (request: FastifyRequest) => Promise<void>;
    /** The status of the answer the response schema describes (201 for a creation). */
    successStatus?: 200 | 201;
  } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.headers && { headers: endpoint.headers }),
      ...(endpoint.response && { response: { [options.successStatus ?? 200]: endpoint.response } }),
    },
    config: { ...options.config, access: endpoint.access },
    ...(options.onRequest && { onRequest: options.onRequest }),
    handler: handler as never,
  });
}
