import type { EndpointOf } from '@panel/contract/endpoints';
import type { EndpointRoute } from '@panel/contract/endpoints/define';
import type { Endpoint, EndpointInput } from '@panel/contract/endpoints/types';
import { requestUrl } from '@panel/contract/endpoints/url';

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

/**
 * What a call names: an endpoint with its schemas, or its zod-free route (the contract's
 * `endpoints/*-routes.ts`), which the first screen calls before the schemas load.
 */
export type Callable = Endpoint | Pick<EndpointRoute, 'method' | 'path'>;

/** The endpoint a call names: itself, or the one its route declares (by method and path). */
export type Declared<R extends Callable> = R extends Endpoint ? R : EndpointOf<R>;

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
/** What a URL of endpoint `E` takes: its params and query. */
export type UrlArgs<E> = object extends UrlInput<E> ? [input?: UrlInput<E>] : [input: UrlInput<E>];

export { requestUrl };

/** A link to an endpoint (a download, a redirect): its path, params and query filled in. */
export function endpointUrl<R extends Callable>(
  endpoint: R,
  ...[input]: UrlArgs<Declared<R>>
): string {
  return requestUrl(endpoint.path, input);
}
