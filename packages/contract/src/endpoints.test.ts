import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { endpointRoutes } from './endpoint-routes';
import type { EndpointRoute } from './endpoints/define';
import { actionsEndpoints } from './endpoints/actions';
import { appealsEndpoints } from './endpoints/appeals';
import { applicationsEndpoints } from './endpoints/applications';
import { auditEndpoints } from './endpoints/audit';
import { authEndpoints } from './endpoints/auth';
import { blacklistEndpoints } from './endpoints/blacklist';
import { botSettingsEndpoints } from './endpoints/bot-settings';
import { callsEndpoints } from './endpoints/calls';
import { dashboardEndpoints } from './endpoints/dashboard';
import { deliveriesEndpoints } from './endpoints/deliveries';
import { dutyEndpoints } from './endpoints/duty';
import { eventsEndpoints } from './endpoints/events';
import { formsEndpoints } from './endpoints/forms';
import { gameServersEndpoints } from './endpoints/game-servers';
import { membersEndpoints } from './endpoints/members';
import { permissionsEndpoints } from './endpoints/permissions';
import { rejectionReasonsEndpoints } from './endpoints/rejection-reasons';
import { storeEndpoints } from './endpoints/store';
import { systemEndpoints } from './endpoints/system';
import { teamEndpoints } from './endpoints/team';
import { analyticsEndpoints } from './endpoints/analytics';
import { ticketsEndpoints } from './endpoints/tickets';
import { tokensEndpoints } from './endpoints/tokens';
import { usersEndpoints } from './endpoints/users';
import { integrationsEndpoints } from './endpoints/integrations';

const areas = [
  actionsEndpoints,
  applicationsEndpoints,
  appealsEndpoints,
  auditEndpoints,
  authEndpoints,
  blacklistEndpoints,
  botSettingsEndpoints,
  callsEndpoints,
  storeEndpoints,
  dashboardEndpoints,
  deliveriesEndpoints,
  dutyEndpoints,
  eventsEndpoints,
  formsEndpoints,
  gameServersEndpoints,
  membersEndpoints,
  permissionsEndpoints,
  rejectionReasonsEndpoints,
  systemEndpoints,
  teamEndpoints,
  analyticsEndpoints,
  ticketsEndpoints,
  tokensEndpoints,
  usersEndpoints,
  integrationsEndpoints,
];

describe('endpoints', () => {
  it('gathers every area, no id declared by two areas', () => {
    const ids = areas.flatMap((area) => Object.keys(area));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(endpoints).sort()).toEqual(ids.sort());
  });

  it('declares each method and path once', () => {
    const routes = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('is built from the schema-free routes: the same ids, methods, paths and access', () => {
    const routePart = ({ method, path, access }: EndpointRoute) => ({ method, path, access });
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(endpointRoutes).sort());
    for (const [id, route] of Object.entries(endpointRoutes)) {
      expect(routePart(endpoints[id as keyof typeof endpoints]), id).toEqual(route);
    }
  });
});
