import type { IntegrationScope } from './api/integration-values';
import { endpoints, type Endpoint } from './endpoints';
import { integrationApi, integrationPathOf } from './endpoints/integration-api';

/** A panel endpoint opened to keys: its `/api/v1` path and the scope that opens it. */
export interface IntegrationRoute {
  id: keyof typeof integrationApi;
  scope: IntegrationScope;
  path: string;
  endpoint: Endpoint;
}

export const integrationRoutes: readonly IntegrationRoute[] = Object.entries(integrationApi).map(
  ([id, scope]) => {
    const endpoint: Endpoint = endpoints[id as keyof typeof integrationApi];
    return {
      id: id as keyof typeof integrationApi,
      scope,
      path: integrationPathOf(endpoint.path),
      endpoint,
    };
  },
);

const byEndpoint = new Map<Endpoint, IntegrationRoute>(
  integrationRoutes.map((route) => [route.endpoint, route]),
);

/** The `/api/v1` route of a panel endpoint, if other tools may call it. */
export function integrationRouteOf(endpoint: Endpoint): IntegrationRoute | undefined {
  return byEndpoint.get(endpoint);
}
