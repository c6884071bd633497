import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { requireAuth } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { listRoles, updateRole } from './service';
import { readStaffSecurity, updateStaffSecurity } from './staff-security';

export function registerPermissionRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config },
): void {
  addEndpoint(app, endpoints.listRoles, () => listRoles(deps.db));

  addEndpoint(app, endpoints.updateRole, (request) =>
    updateRole(
      deps.db,
      {
        roleName: request.params.roleName,
        changes: request.body,
        actorPermissions: requireAuth(request).permissions,
        adminDiscordIds: deps.config.adminDiscordIds,
      },
      auditContextOf(request),
    ),
  );

  addEndpoint(app, endpoints.getStaffSecurity, () => readStaffSecurity(deps.db));

  addEndpoint(app, endpoints.updateStaffSecurity, (request) =>
    updateStaffSecurity(
      deps.db,
      request.body,
      { id: requireAuth(request).user.id },
      auditContextOf(request),
    ),
  );
}
