import type { StaffUser } from '@panel/contract/api/users';
import type { PanelRoleName, PermissionMap } from '@panel/contract/permissions';
import type { Database, Transaction } from '../../../db/client';
import { enqueueEffects } from '../../../outbox/enqueue';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { readBotSettings } from '../../bot-settings';
import {
  assertPermissionsStillManageable,
  lockRoles,
  missingPermissions,
  panelRoleOf,
} from '../../permissions';
import { discordRoleEffects } from '../discord-effects';
import { nameOf, toStaffUser } from '../present';
import { findUser, insertPlaceholderUser, setUserRole } from '../repository';

/** Who acts on the staff: their id and permissions, and the administrators of ADMIN_DISCORD_IDS. */
export interface StaffActor {
  id: string;
  permissions: PermissionMap;
  adminDiscordIds: readonly string[];
}

function assertMayHandle(
  actor: PermissionMap,
  roleMaps: Map<string, PermissionMap>,
  roleName: string | null,
) {
  const map = roleName ? roleMaps.get(roleName) : undefined;
  if (map && missingPermissions(actor, map).length > 0) {
    throw forbidden(
      `Você não pode dar nem tirar o cargo ${roleName}: ele tem permissões que você não possui.`,
    );
  }
}

async function enqueueRoleEffects(
  tx: Transaction,
  userId: string,
  change: { from: string | null; to: PanelRoleName | null },
  requestId: string | null,
): Promise<void> {
  const settings = await readBotSettings(tx);
  const effects = discordRoleEffects(settings, userId, panelRoleOf(change.from), change.to);
  await enqueueEffects(tx, effects, requestId);
}

interface StaffChange {
  discordId: string;
  roleName: PanelRoleName;
}

/** Gives (or changes) a panel role. People who never signed in get a placeholder profile. */
export async function assignRole(
  db: Database,
  change: StaffChange,
  actor: StaffActor,
  audit: AuditContext,
): Promise<StaffUser> {
  return db.transaction(async (tx) => {
    const roleMaps = await lockRoles(tx);
    const existing = await findUser(tx, change.discordId);
    const previous = existing?.roleName ?? null;
    if (previous === change.roleName) {
      throw conflict(`Este usuário já tem o cargo ${change.roleName}.`);
    }
    assertMayHandle(actor.permissions, roleMaps, change.roleName);
    assertMayHandle(actor.permissions, roleMaps, previous);

    const user = existing
      ? await setUserRole(tx, change.discordId, change.roleName)
      : await insertPlaceholderUser(tx, change.discordId, change.roleName);
    if (!user) throw new Error('staff upsert returned nothing');
    await assertPermissionsStillManageable(tx, actor.adminDiscordIds);
    await recordAudit(tx, audit, {
      actionType: 'permission',
      action: 'users.roleAssigned',
      target: user.id,
      details: previous
        ? `Mudou o cargo de ${nameOf(user)} de ${previous} para ${change.roleName}`
        : `Deu o cargo ${change.roleName} a ${nameOf(user)}`,
      before: { role: previous },
      after: { role: change.roleName },
    });
    await enqueueRoleEffects(tx, user.id, { from: previous, to: change.roleName }, audit.requestId);
    return toStaffUser(user, change.roleName);
  });
}

export async function removeRole(
  db: Database,
  change: StaffChange,
  actor: StaffActor,
  audit: AuditContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const roleMaps = await lockRoles(tx);
    const user = await findUser(tx, change.discordId);
    if (!user || user.roleName !== change.roleName) {
      throw notFound(`Este usuário não tem o cargo ${change.roleName}.`);
    }
    assertMayHandle(actor.permissions, roleMaps, change.roleName);
    await setUserRole(tx, user.id, null);
    await assertPermissionsStillManageable(tx, actor.adminDiscordIds);
    await recordAudit(tx, audit, {
      actionType: 'permission',
      action: 'users.roleRemoved',
      target: user.id,
      details: `Removeu o cargo ${change.roleName} de ${nameOf(user)}`,
      before: { role: change.roleName },
      after: { role: null },
    });
    await enqueueRoleEffects(tx, user.id, { from: change.roleName, to: null }, audit.requestId);
  });
}
