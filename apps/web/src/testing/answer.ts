import {
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type JsonBodyType,
  type PathParams,
} from 'msw';
import { endpointRoutes } from '@panel/contract/endpoint-routes';
import { requestUrl } from '@panel/contract/endpoints/url';
import type { EndpointId } from '@panel/contract/endpoints';

/** msw's resolver: reads the request (`params`, `request`) and returns the response. */
export type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

interface AnswerOptions {
  /** The status of a JSON body (200 by default). */
  status?: number;
  /** Answers the first request only; later ones reach the handlers registered before. */
  once?: boolean;
}

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

function isResolver(reply: Resolver | JsonBodyType): reply is Resolver {
  return typeof reply === 'function';
}

/**
 * The fake API's one way to answer an endpoint: named by its id in the contract, whose method
 * and path (with its `:params`) make the handler, so a fake answers what the app calls.
 * `reply` is the JSON body, or a resolver for answers that depend on the request.
 *
 *     server.use(answer('listTickets', { data: [], total: 0 }));
 *     server.use(answer('approveTicket', ({ params }) => HttpResponse.json(...)));
 */
export function answer(
  id: EndpointId,
  reply: Resolver | JsonBodyType,
  { status, once }: AnswerOptions = {},
): HttpHandler {
  const { method, path } = endpointRoutes[id];
  const resolver: Resolver = isResolver(reply) ? reply : () => HttpResponse.json(reply, { status });
  return methods[method](`*${path}`, resolver, { once });
}

/**
 * The path of an endpoint with its `:params` filled in (`/api/store/images/21`), as the app
 * writes it: for the URLs a fake hands back (an image) and the requests a test expects.
 */
export function pathOf(id: EndpointId, params?: Record<string, string>): string {
  return requestUrl(endpointRoutes[id].path, { params });
}
