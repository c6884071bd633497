import { endpoints } from '@panel/contract/endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { notFound } from '../../http/errors';
import { addEndpoint } from '../../http/route';
import { auditContextOf, recordAudit } from '../audit/service';
import { destroyUserSessions } from '../auth/session-store';
import { assignRole, listStaff, removeRole, userPermissions } from './service';

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

  addEndpoint(app, endpoints.endUserSessions, async (request) => {
    const { discordId } = request.params;
    return db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, discordId)).limit(1);
      if (!user) throw notFound('Usuário não encontrado.');
      const ended = await destroyUserSessions(tx, discordId);
      await recordAudit(tx, auditContextOf(request), {
        actionType: 'delete',
        action: 'users.endSessions',
        target: discordId,
        details: `Encerrou ${ended} ${ended === 1 ? 'sessão' : 'sessões'} de ${user.displayName ?? user.username}`,
        before: { sessions: ended },
        after: { sessions: 0 },
      });
      return { ended };
    });
  });
}
