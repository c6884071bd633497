import { actionsRoutes } from './endpoints/actions-routes';
import { applicationsRoutes } from './endpoints/applications-routes';
import { appealsRoutes } from './endpoints/appeals-routes';
import { auditRoutes } from './endpoints/audit-routes';
import { authRoutes } from './endpoints/auth-routes';
import { blacklistRoutes } from './endpoints/blacklist-routes';
import { botSettingsRoutes } from './endpoints/bot-settings-routes';
import { callsRoutes } from './endpoints/calls-routes';
import { dashboardRoutes } from './endpoints/dashboard-routes';
import type { EndpointRoute } from './endpoints/define';
import { deliveriesRoutes } from './endpoints/deliveries-routes';
import { dutyRoutes } from './endpoints/duty-routes';
import { teamRoutes } from './endpoints/team-routes';
import { analyticsRoutes } from './endpoints/analytics-routes';
import { eventsRoutes } from './endpoints/events-routes';
import { formsRoutes } from './endpoints/forms-routes';
import { gameServersRoutes } from './endpoints/game-servers-routes';
import { integrationsRoutes } from './endpoints/integrations-routes';
import { membersRoutes } from './endpoints/members-routes';
import { permissionsRoutes } from './endpoints/permissions-routes';
import { rejectionReasonsRoutes } from './endpoints/rejection-reasons-routes';
import { storeRoutes } from './endpoints/store-routes';
import { systemRoutes } from './endpoints/system-routes';
import { ticketsRoutes } from './endpoints/tickets-routes';
import { tokensRoutes } from './endpoints/tokens-routes';
import { usersRoutes } from './endpoints/users-routes';

/**
 * The API table without its schemas: method, path and access of every endpoint, imports no
 * zod. `endpoints.ts` is built from the same areas and checks that both tables have the same
 * ids. See docs/decisions/2026-11-28-endpoint-routes.md.
 */
export const endpointRoutes = {
  ...systemRoutes,
  ...authRoutes,
  ...permissionsRoutes,
  ...usersRoutes,
  ...auditRoutes,
  ...dashboardRoutes,
  ...applicationsRoutes,
  ...appealsRoutes,
  ...rejectionReasonsRoutes,
  ...formsRoutes,
  ...tokensRoutes,
  ...ticketsRoutes,
  ...blacklistRoutes,
  ...botSettingsRoutes,
  ...deliveriesRoutes,
  ...actionsRoutes,
  ...callsRoutes,
  ...storeRoutes,
  ...gameServersRoutes,
  ...membersRoutes,
  ...dutyRoutes,
  ...teamRoutes,
  ...analyticsRoutes,
  ...eventsRoutes,
  ...integrationsRoutes,
} as const satisfies Record<string, EndpointRoute>;
