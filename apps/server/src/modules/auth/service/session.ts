import type { CurrentUser } from '@panel/contract/api/auth';
import type { Database } from '../../../db/client';
import { displayNameOf, type AuthContext } from '../../../http/auth-context';
import { recordAudit, type AuditContext } from '../../audit';
import { deleteSession } from '../repository';

/** Ends the request's session, if it has one, and writes it in the audit log. */
export async function signOut(
  db: Database,
  auth: AuthContext | null,
  audit: AuditContext,
): Promise<void> {
  if (!auth) return;
  await db.transaction(async (tx) => {
    await deleteSession(tx, auth.sessionId);
    await recordAudit(tx, audit, {
      actionType: 'view',
      action: 'auth.signOut',
      target: auth.user.id,
      details: `${displayNameOf(auth.user)} saiu do painel`,
    });
  });
}

/** The signed-in member as the web app shows them. */
export function currentUserOf(auth: AuthContext): CurrentUser {
  return {
    id: auth.user.id,
    username: displayNameOf(auth.user),
    avatar: auth.user.avatarUrl,
    permission: auth.role,
    permissions: auth.permissions,
    twoFactorRequired: auth.twoFactorRequired,
  };
}
