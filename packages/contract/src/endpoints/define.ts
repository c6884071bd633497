import type { Endpoint } from './types';

/**
 * What the web's first download may know of an endpoint: its method, path and access. Each
 * area declares these once in its `*-routes.ts`, which imports no zod, so the first screen can
 * call the server before the schemas load; the area's `*.ts` adds the rest with
 * `defineEndpoints`. See docs/decisions/2026-11-28-endpoint-routes.md.
 */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path' | 'access'>;

/** Everything of an endpoint but its route: summary, tag and schemas. */
export type EndpointDetails = Omit<Endpoint, keyof EndpointRoute>;

type Defined<R, D> = { readonly [K in keyof R]: R[K] & (K extends keyof D ? D[K] : never) };

/**
 * The area's endpoints: each route of `routes` with its details. The types ask for the details
 * of every route and of nothing else, so the two tables have exactly the same keys.
 */
export function defineEndpoints<
  const R extends Record<string, EndpointRoute>,
  const D extends { readonly [K in keyof R]: EndpointDetails },
>(routes: R, details: D & Record<Exclude<keyof D, keyof R>, never>): Defined<R, D> {
  return Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [id, { ...route, ...details[id] }]),
  ) as Defined<R, D>;
}
