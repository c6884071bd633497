import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { assignRole, endUserSessions, listStaff, removeRole, userPermissions } from './service';

export function registerUserRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config },
): void {
  const { db } = deps;
  const adminDiscordIds = deps.config.adminDiscordIds;

  addEndpoint(app, endpoints.listStaff, () => listStaff(db));

  addEndpoint(app, endpoints.userPermissions, (request) =>
    userPermissions(db, request.params.discordId, adminDiscordIds),
  );

  addEndpoint(app, endpoints.assignRole, (request) =>
    assignRole(
      db,
      { ...request.body, actorPermissions: request.auth!.permissions, adminDiscordIds },
      auditContextOf(request),
    ),
  );

  addEndpoint(app, endpoints.removeRole, async (request, reply) => {
    await removeRole(
      db,
      { ...request.body, actorPermissions: request.auth!.permissions, adminDiscordIds },
      auditContextOf(request),
    );
    return reply.code(204).send();
  });

  addEndpoint(app, endpoints.endUserSessions, (request) =>
    endUserSessions(
      db,
      {
        discordId: request.params.discordId,
        actorId: request.auth!.user.id,
        actorPermissions: request.auth!.permissions,
        adminDiscordIds,
      },
      auditContextOf(request),
    ),
  );
}
