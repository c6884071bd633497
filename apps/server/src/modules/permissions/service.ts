import type { Role } from '@panel/contract/api/permissions';
import {
  effectivePermissions,
  panelRoleNames,
  rolePermissions,
  type PanelRoleName,
  type PermissionKey,
  type PermissionMap,
} from '@panel/contract/permissions';
import { permissionLabels } from '@panel/contract/permission-labels';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import { assertPermissionsStillManageable, lockRoles, missingPermissions } from './lockout';
import { countMembersByRole, listRoleRows, saveRolePermissions } from './repository';

export async function listRoles(db: Database): Promise<Role[]> {
  const [rows, counts] = await Promise.all([listRoleRows(db), countMembersByRole(db)]);
  const order = (name: string) => panelRoleNames.indexOf(name as PanelRoleName);
  return rows
    .filter((row) => order(row.name) >= 0)
    .sort((a, b) => order(a.name) - order(b.name))
    .map((row) => ({
      id: row.name,
      name: row.name as PanelRoleName,
      color: row.color,
      permissions: rolePermissions(row.name, row.permissions),
      members: counts.find((c) => c.roleName === row.name)?.total ?? 0,
    }));
}

/**
 * Replaces a role's permission map. Nobody grants what they do not hold, and no
 * change may leave the panel without someone able to manage permissions.
 */
export async function updateRole(
  db: Database,
  input: {
    roleName: PanelRoleName;
    changes: Partial<Record<PermissionKey, boolean | undefined>>;
    actorPermissions: PermissionMap;
    adminDiscordIds: readonly string[];
  },
  audit: AuditContext,
): Promise<Role> {
  if (input.roleName === 'administrador') {
    throw forbidden('O cargo administrador tem todas as permissões e não pode ser editado.');
  }
  await db.transaction(async (tx) => {
    const current = (await lockRoles(tx)).get(input.roleName);
    if (!current) throw notFound('Cargo não encontrado.');
    const next = { ...current };
    for (const [key, value] of Object.entries(input.changes)) {
      if (value !== undefined) next[key as PermissionKey] = value;
    }
    const granted = Object.fromEntries(
      Object.entries(next).map(([key, value]) => [key, value && !current[key as PermissionKey]]),
    ) as PermissionMap;
    const notHeld = missingPermissions(input.actorPermissions, granted);
    if (notHeld.length > 0) {
      const labels = notHeld.map((key) => `"${permissionLabels[key as PermissionKey]}"`);
      throw forbidden(`Você não pode conceder permissões que não possui: ${labels.join(', ')}.`);
    }
    const effective = effectivePermissions(next);
    await saveRolePermissions(tx, input.roleName, effective);
    await assertPermissionsStillManageable(tx, input.adminDiscordIds);

    const changedKeys = (Object.keys(effective) as PermissionKey[]).filter(
      (key) => effective[key] !== current[key],
    );
    const pick = (map: PermissionMap) =>
      Object.fromEntries(changedKeys.map((key) => [key, map[key]]));
    await recordAudit(tx, audit, {
      actionType: 'permission',
      action: 'roles.update',
      target: input.roleName,
      details:
        changedKeys.length === 0
          ? `Salvou as permissões do cargo ${input.roleName} sem alterações`
          : `Alterou ${changedKeys.length} ${changedKeys.length === 1 ? 'permissão' : 'permissões'} do cargo ${input.roleName}: ${changedKeys
              .map((key) => `${permissionLabels[key]} ${effective[key] ? 'concedida' : 'removida'}`)
              .join('; ')}`,
      before: pick(current),
      after: pick(effective),
    });
  });
  const updated = (await listRoles(db)).find((role) => role.name === input.roleName);
  if (!updated) throw notFound('Cargo não encontrado.');
  return updated;
}
