import type { Database } from '../../../db/client';
import { forbidden, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { describeDevice, endSessionRow, findOpenSession } from '../../auth';
import { missingPermissions, resolvePermissions } from '../../permissions';
import { nameOf } from '../present';
import type { StaffActor } from './roles';

/**
 * Ends one staff member's session (a device they lost, a sign-in they do not recognise). As with
 * ending all of someone's sessions, acting on someone else needs every permission they hold
 * (docs/security.md, 8b); the session stops working on the next request in every process.
 */
export async function endStaffSession(
  db: Database,
  publicId: string,
  actor: StaffActor,
  audit: AuditContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findOpenSession(tx, publicId);
    if (!row) throw notFound('Sessão não encontrada.');
    const { user } = row;
    if (user.id !== actor.id) {
      const theirs = resolvePermissions(user, row.rolePermissions, actor.adminDiscordIds);
      if (missingPermissions(actor.permissions, theirs.permissions).length > 0) {
        throw forbidden(
          `Você não pode encerrar a sessão de ${nameOf(user)}: o cargo dessa pessoa tem permissões que você não possui.`,
        );
      }
    }
    const device = describeDevice(row.userAgent);
    await endSessionRow(tx, row);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'users.endSession',
      target: user.id,
      details: `Encerrou a sessão de ${nameOf(user)} (${device})`,
      before: { device },
    });
  });
}
