import type { Endpoint, EndpointInput } from '@panel/contract/endpoints/types';

type Absent<K extends string> = { [P in K]?: undefined };
type Params<E> = EndpointInput<E, 'params'>;
type Query<E> = EndpointInput<E, 'query'>;
type Body<E> = EndpointInput<E, 'body'>;
type Headers<E> = EndpointInput<E, 'headers'>;

/**
 * What a call of endpoint `E` takes, typed from its schemas: `params` fills the `:param`
 * segments, `query` is optional when all of its fields are, `body` when it may be left out.
 */
export type CallInput<E> = ([Params<E>] extends [undefined]
  ? Absent<'params'>
  : { params: Params<E> }) &
  ([Query<E>] extends [undefined]
    ? Absent<'query'>
    : object extends Query<E>
      ? { query?: Query<E> }
      : { query: Query<E> }) &
  ([Body<E>] extends [undefined]
    ? Absent<'body'>
    : undefined extends Body<E>
      ? { body?: Body<E> }
      : { body: Body<E> }) &
  ([Headers<E>] extends [undefined] ? Absent<'headers'> : { headers: Headers<E> }) & {
    signal?: AbortSignal;
  };

declare const declares: unique symbol;

/**
 * An endpoint's method and path without its schemas (the contract's `*-routes.ts`, no zod at
 * run time), typed as the endpoint it declares: a call through it takes the endpoint's input.
 */
export type Route<E extends Endpoint> = Pick<E, 'method' | 'path'> & { readonly [declares]: E };

/** `route` as the endpoint `E` declares it; the types check its method and path. */
export function routeOf<E extends Endpoint>(route: Pick<E, 'method' | 'path'>): Route<E> {
  return route as Route<E>;
}

/** The endpoint a call names: itself, or the one its route declares. */
export type Declared<R> = R extends Route<infer E> ? E : R;

/** The input may be left out when nothing in it is required. */
export type CallArgs<E> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Any call's input, as the client handles it at run time. */
export interface RequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type UrlInput<E> = Pick<CallInput<E>, 'params' | 'query'>;
type UrlArgs<E> = object extends UrlInput<E> ? [input?: UrlInput<E>] : [input: UrlInput<E>];

/** Path parameters and query fields are strings, numbers or booleans (checked by the types). */
type Values = Record<string, string | number | boolean | null | undefined>;

function encodePath(path: string, params: unknown): string {
  const values = (params ?? {}) as Values;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

function encodeQuery(query: unknown): string {
  return Object.entries((query ?? {}) as Values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** The path with its `:param` segments and query filled in; the client's own, untyped form. */
export function requestUrl(path: string, { params, query }: RequestParts = {}): string {
  const search = encodeQuery(query);
  return search ? `${encodePath(path, params)}?${search}` : encodePath(path, params);
}

/** A link to an endpoint (a download, a redirect): its path, params and query filled in. */
export function endpointUrl<R extends Endpoint | Route<Endpoint>>(
  endpoint: R,
  ...[input]: UrlArgs<Declared<R>>
): string {
  return requestUrl(endpoint.path, input);
}
