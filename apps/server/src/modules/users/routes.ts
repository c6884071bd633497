import { endpoints } from '@panel/contract/endpoints';
import { fieldAccess } from '@panel/contract/endpoints/field-access';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { requireAuth, type AuthContext } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { listOpenStaffSessions } from '../auth';
import { allows } from '../permissions';
import { listStaff, lookupGuildMembers, searchGuildMembers, userPermissions } from './service/read';
import { assignRole, removeRole, type StaffActor } from './service/roles';
import { endUserSessions } from './service/sessions';
import { endStaffSession } from './service/staff-sessions';

export function registerUserRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config },
): void {
  const { db } = deps;
  const adminDiscordIds = deps.config.adminDiscordIds;
  const actorOf = (request: { auth: AuthContext | null }): StaffActor => {
    const auth = requireAuth(request);
    return { id: auth.user.id, permissions: auth.permissions, adminDiscordIds };
  };

  addEndpoint(app, endpoints.listStaff, () => listStaff(db));

  addEndpoint(app, endpoints.userPermissions, (request) =>
    userPermissions(db, request.params.discordId, adminDiscordIds),
  );

  // Who holds a panel role is told only to who may see the staff.
  addEndpoint(app, endpoints.searchGuildMembers, (request) =>
    searchGuildMembers(
      db,
      request.query.search,
      allows(request.auth, fieldAccess.searchGuildMembers.panelRole),
    ),
  );

  addEndpoint(app, endpoints.lookupGuildMembers, (request) =>
    lookupGuildMembers(
      db,
      request.query.ids,
      allows(request.auth, fieldAccess.lookupGuildMembers.panelRole),
    ),
  );

  addEndpoint(app, endpoints.assignRole, (request) =>
    assignRole(db, request.body, actorOf(request), auditContextOf(request)),
  );

  addEndpoint(app, endpoints.removeRole, async (request, reply) => {
    await removeRole(db, request.body, actorOf(request), auditContextOf(request));
    return reply.code(204).send();
  });

  addEndpoint(app, endpoints.endUserSessions, (request) =>
    endUserSessions(db, request.params.discordId, actorOf(request), auditContextOf(request)),
  );

  addEndpoint(app, endpoints.listStaffSessions, (request) =>
    listOpenStaffSessions(db, requireAuth(request), deps.config.session.idleMs),
  );

  addEndpoint(app, endpoints.endStaffSession, async (request, reply) => {
    await endStaffSession(db, request.params.sessionId, actorOf(request), auditContextOf(request));
    return reply.code(204).send();
  });
}
