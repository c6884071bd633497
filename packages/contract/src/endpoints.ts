import { actionsEndpoints } from './endpoints/actions';
import { applicationsEndpoints } from './endpoints/applications';
import { appealsEndpoints } from './endpoints/appeals';
import { auditEndpoints } from './endpoints/audit';
import { blacklistEndpoints } from './endpoints/blacklist';
import { botSettingsEndpoints } from './endpoints/bot-settings';
import { callsEndpoints } from './endpoints/calls';
import { deliveriesEndpoints } from './endpoints/deliveries';
import { dutyEndpoints } from './endpoints/duty';
import { teamEndpoints } from './endpoints/team';
import { analyticsEndpoints } from './endpoints/analytics';
import { authEndpoints } from './endpoints/auth';
import { dashboardEndpoints } from './endpoints/dashboard';
import { eventsEndpoints } from './endpoints/events';
import { formsEndpoints } from './endpoints/forms';
import { gameServersEndpoints } from './endpoints/game-servers';
import { integrationsEndpoints } from './endpoints/integrations';
import { membersEndpoints } from './endpoints/members';
import { permissionsEndpoints } from './endpoints/permissions';
import { rejectionReasonsEndpoints } from './endpoints/rejection-reasons';
import { storeEndpoints } from './endpoints/store';
import { systemEndpoints } from './endpoints/system';
import { ticketsEndpoints } from './endpoints/tickets';
import { tokensEndpoints } from './endpoints/tokens';
import { usersEndpoints } from './endpoints/users';
import type { EndpointRoute } from './endpoints/define';
import type { Endpoint } from './endpoints/types';
import type { endpointRoutes } from './endpoint-routes';

export type { Endpoint, HttpMethod } from './endpoints/types';

/**
 * The API table: every endpoint of the server, the access it needs and its schemas, one
 * file per area under `endpoints/`. The server registers its routes from it and refuses to
 * boot on any route that is not declared here; the authorization tests iterate over it.
 */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...permissionsEndpoints,
  ...usersEndpoints,
  ...auditEndpoints,
  ...dashboardEndpoints,
  ...applicationsEndpoints,
  ...appealsEndpoints,
  ...rejectionReasonsEndpoints,
  ...formsEndpoints,
  ...tokensEndpoints,
  ...ticketsEndpoints,
  ...blacklistEndpoints,
  ...botSettingsEndpoints,
  ...deliveriesEndpoints,
  ...actionsEndpoints,
  ...callsEndpoints,
  ...storeEndpoints,
  ...gameServersEndpoints,
  ...membersEndpoints,
  ...dutyEndpoints,
  ...teamEndpoints,
  ...analyticsEndpoints,
  ...eventsEndpoints,
  ...integrationsEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;

type Endpoints = typeof endpoints;
type Routes = typeof endpointRoutes;

/** Holds when the schema-free table and this one declare the same ids (checked below). */
type SameIds<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never]
  ? true
  : false;
// Every endpoint once in each table: an id missing from either fails to compile.
export const sameIdsAsRoutes: SameIds<Endpoints, Routes> = true;

/**
 * The endpoint a schema-free route of `endpoint-routes.ts` declares, found by its method and
 * path: a call through the route takes that endpoint's input and reads its answer.
 */
export type EndpointOf<R extends Pick<EndpointRoute, 'method' | 'path'>> = {
  [K in EndpointId]: Endpoints[K] extends { method: R['method']; path: R['path'] }
    ? Endpoints[K]
    : never;
}[EndpointId];
