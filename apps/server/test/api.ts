import type { LightMyRequestResponse } from 'fastify';
import { endpointRoutes } from '@panel/contract/endpoint-routes';
import type { HttpMethod } from '@panel/contract/endpoints/types';
import {
  integrationPathOf,
  type IntegrationEndpointId,
} from '@panel/contract/endpoints/integration-api';
import { requestUrl } from '@panel/contract/endpoints/url';
import { testOrigin, type TestApp } from './test-app';

type Routes = typeof endpointRoutes;
/** An endpoint of the contract, by its id (`approveTicket`). */
export type RouteId = keyof Routes;

/** The `:name` segments of a path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type Params<Id extends RouteId> = Record<ParamNames<Routes[Id]['path']>, string | number>;

type QueryValue = string | number | boolean | undefined;
/** The query as fields, or as written after the `?` (a test of how a query is read). */
type Query = Record<string, QueryValue> | string;

/** Params and query of a request to `Id`: params are required when its path has any. */
export type UrlInput<Id extends RouteId> = ([ParamNames<Routes[Id]['path']>] extends [never]
  ? { params?: undefined }
  : { params: Params<Id> }) & { query?: Query };

/**
 * What a call sends: the body is any JSON, not the endpoint's schema, since tests send wrong
 * bodies on purpose.
 */
export type CallInput<Id extends RouteId> = UrlInput<Id> & {
  body?: object;
  headers?: Record<string, string>;
};

/** The input may be left out when nothing in it is required. */
type InputArgs<Input> = object extends Input ? [input?: Input] : [input: Input];

/** The URL of endpoint `id` with its params and query filled in, as the web writes it. */
export function urlOf<Id extends RouteId>(id: Id, ...[input]: InputArgs<UrlInput<Id>>): string {
  const { params, query }: RequestParts = input ?? {};
  const path = requestUrl(endpointRoutes[id].path, { params });
  if (query === undefined) return path;
  const search = typeof query === 'string' ? query : requestUrl('', { query }).slice(1);
  return search ? `${path}?${search}` : path;
}

/** Any call's input, as `apiCaller` handles it at run time. */
interface RequestParts {
  params?: unknown;
  query?: Query;
  body?: object;
  headers?: Record<string, string>;
}

const methods = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A request to the app from the panel's own origin, with a session cookie when given:
 * `call('approveTicket', cookie, { params, query, body })` names an endpoint of the contract;
 * `call('POST', '/api/...', cookie, body)` writes the request by hand, for the tests of raw HTTP
 * (odd paths, unknown routes, bodies the contract refuses).
 */
export interface Call {
  <Id extends RouteId>(
    id: Id,
    cookie?: string,
    ...input: InputArgs<CallInput<Id>>
  ): Promise<LightMyRequestResponse>;
  (
    method: HttpMethod,
    url: string,
    cookie?: string,
    body?: object,
  ): Promise<LightMyRequestResponse>;
}

export function apiCaller(t: TestApp): Call {
  return (target: string, second?: string, cookieOrInput?: unknown, body?: object) => {
    const raw = methods.has(target);
    const cookie = raw ? (cookieOrInput as string | undefined) : second;
    const input: RequestParts = raw ? {} : (cookieOrInput ?? {});
    const payload = raw ? body : input.body;
    return t.app.inject({
      method: raw ? (target as HttpMethod) : endpointRoutes[target as RouteId].method,
      url: raw ? (second ?? '') : urlOf(target as RouteId, input as never),
      headers: { origin: testOrigin, ...(cookie && { cookie }), ...input.headers },
      ...(payload && { payload }),
    });
  };
}

export const messageOf = (response: LightMyRequestResponse) =>
  response.json<{ message: string }>().message;

/** The `/api/v1` URL other tools call for endpoint `id` with a key (`integrationApi`). */
export function integrationUrlOf<Id extends RouteId & IntegrationEndpointId>(
  id: Id,
  ...[input]: InputArgs<UrlInput<Id>>
): string {
  return integrationPathOf(urlOf(id, ...([input] as InputArgs<UrlInput<Id>>)));
}
