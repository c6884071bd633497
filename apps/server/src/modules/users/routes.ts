import { endpoints } from '@panel/contract/endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { notFound } from '../../http/errors';
import { addEndpoint } from '../../http/route';
import { auditContextOf, recordAudit } from '../audit/service';
import { destroyUserSessions } from '../auth/session-store';

export function registerUserRoutes(app: FastifyInstance, deps: { db: Database }): void {
  addEndpoint(app, endpoints.endUserSessions, async (request) => {
    const { discordId } = request.params;
    return deps.db.transaction(async (tx) => {
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
