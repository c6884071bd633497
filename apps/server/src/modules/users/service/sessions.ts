import type { Database } from '../../../db/client';
import { forbidden, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { destroyUserSessions } from '../../auth';
import { missingPermissions, resolvePermissions } from '../../permissions';
import { nameOf } from '../present';
import { findUserWithRole } from '../repository';
import type { StaffActor } from './roles';

/**
 * Ends every session of a member. Acting on someone needs every permission they hold (an
 * administrator's sessions only by an administrator); anyone may end their own.
 */
export async function endUserSessions(
  db: Database,
  discordId: string,
  actor: StaffActor,
  audit: AuditContext,
): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const found = await findUserWithRole(tx, discordId);
    if (!found) throw notFound('Usuário não encontrado.');
    const { user } = found;
    if (discordId !== actor.id) {
      const theirs = resolvePermissions(user, found.rolePermissions, actor.adminDiscordIds);
      if (missingPermissions(actor.permissions, theirs.permissions).length > 0) {
        throw forbidden(
          `Você não pode encerrar as sessões de ${nameOf(user)}: o cargo dessa pessoa tem permissões que você não possui.`,
        );
      }
    }
    const ended = await destroyUserSessions(tx, discordId);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'users.endSessions',
      target: discordId,
      details: `Encerrou ${ended} ${ended === 1 ? 'sessão' : 'sessões'} de ${nameOf(user)}`,
      before: { sessions: ended },
      after: { sessions: 0 },
    });
    return { ended };
  });
}
