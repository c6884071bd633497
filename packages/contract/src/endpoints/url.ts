import type { EndpointOf } from '../endpoints';
import type { EndpointRoute } from './define';
import type { EndpointInput } from './types';

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

/**
 * An endpoint's path with its `:param` segments and query filled in, untyped: the web's client
 * writes every request with it and the server the first screen's (`PageRoute.firstRequest`),
 * so both write the same URL for the same request. Imports no zod.
 */
export function requestUrl(
  path: string,
  { params, query }: { params?: unknown; query?: unknown } = {},
): string {
  const search = encodeQuery(query);
  return search ? `${encodePath(path, params)}?${search}` : encodePath(path, params);
}

/**
 * The URL of a GET of `route` with `query`, typed by the endpoint's schema (a page's
 * `firstRequest`).
 */
export function getUrl<R extends EndpointRoute & { method: 'GET' }>(
  route: R,
  query?: EndpointInput<EndpointOf<R>, 'query'>,
): string {
  return requestUrl(route.path, { query });
}
