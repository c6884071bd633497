import { totalCappedHeader, totalCountHeader } from '@panel/contract/constants';
import type { Endpoint } from '@panel/contract/endpoints';
import { integrationScopes } from '@panel/contract/api/integration-values';
import { integrationRouteOf } from '@panel/contract/integration-endpoints';
import {
  pagedBodyForms,
  writePagedBody,
  type ListPage,
  type ListPageOf,
  type PagedBodyForm,
} from '@panel/contract/api/paged-list';
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

/** What a handler answers: a paged endpoint's, the page (`ListPage`), written on the wire here. */
type Answer<E extends Endpoint> = E extends { paged: true }
  ? ListPageOf<Infer<E, 'response'>>
  : Infer<E, 'response'>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply | void>;

/** The form of a paged endpoint's body; one not declared with `pagedListSchema` stops the boot. */
function pagedBodyForm(endpoint: Endpoint): PagedBodyForm {
  const form = endpoint.response && pagedBodyForms.get(endpoint.response);
  if (!form) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} is paged: declare its response with pagedListSchema`,
    );
  }
  return form;
}

/**
 * The one place a page (`ListPage`) is written on the wire: its count in the headers, for every
 * list alike, and the body in the form the response schema declares.
 */
function sendingPage(
  form: PagedBodyForm,
  handler: (request: never, reply: FastifyReply) => Promise<unknown>,
) {
  return async (request: never, reply: FastifyReply) => {
    const answer = await handler(request, reply);
    if (answer === reply || answer === undefined) return answer;
    const page = answer as ListPage<unknown, unknown>;
    void reply.header(totalCountHeader, String(page.total));
    if (page.capped) void reply.header(totalCappedHeader, 'true');
    return writePagedBody(form, page);
  };
}

/**
 * Registers a route exactly as the contract declares it: method, path, schemas and
 * access all come from the endpoint, so the server cannot drift from the contract.
 * Bodies are strict: a body or multipart form with an object that would drop an unknown field
 * stops the server from booting, and a change that declares no body accepts none
 * (docs/decisions/2026-11-28-strict-bodies.md). A paged endpoint's handler answers the page
 * (`ListPage`), which `sendingPage` writes (`Endpoint.paged`).
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
  const paged = endpoint.paged ? pagedBodyForm(endpoint) : null;
  const schema = {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(body && { body }),
    ...(endpoint.headers && { headers: endpoint.headers }),
    ...(endpoint.response && { response: { [options.successStatus ?? 200]: endpoint.response } }),
  };
  const config = {
    ...options.config,
    access: endpoint.access,
    ...(endpoint.form && { multipart: true, form: endpoint.form }),
  };
  const route = {
    method: endpoint.method,
    ...(options.onRequest && { onRequest: options.onRequest }),
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    handler: (paged ? sendingPage(paged, handler) : handler) as never,
  };
  app.withTypeProvider<ZodTypeProvider>().route({ ...route, url: endpoint.path, schema, config });
  // The same endpoint for other tools, opened by a key's scope instead of a session
  // (docs/decisions/2026-12-05-integrations.md): same schemas, handler and access.
  const integration = integrationRouteOf(endpoint);
  if (integration) {
    app.withTypeProvider<ZodTypeProvider>().route({
      ...route,
      url: integration.path,
      schema: {
        ...schema,
        tags: [integrationApiTag],
        description: `Escopo da chave: \`${integration.scope}\` (${integrationScopes[integration.scope].label}).`,
        security: [{ [integrationSecurityScheme]: [] }],
      },
      // Each key's requests are counted by its own row, across every process, when it is
      // looked up (modules/integrations/key-auth.ts); the per-address limit still holds.
      config: { ...config, rateLimit: false },
    });
  }
}

/** The OpenAPI tag and security scheme of the routes other tools call with a key. */
export const integrationApiTag = 'api-v1';
export const integrationSecurityScheme = 'integrationKey';
