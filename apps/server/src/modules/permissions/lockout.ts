import { effectivePermissions, type PermissionMap } from '@panel/contract/permissions';
import { count, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { roles, users } from '../../db/schema/users';
import { conflict } from '../../http/errors';

/**
 * Locks the role table for the rest of the transaction, so two concurrent changes
 * cannot both pass the lock-out check, and returns each role's effective map.
 */
export async function lockRoles(tx: Transaction): Promise<Map<string, PermissionMap>> {
  const rows = await tx.select().from(roles).for('update');
  return new Map(rows.map((row) => [row.name, effectivePermissions(row.permissions)]));
}

/**
 * Refuses a change that would leave nobody able to manage permissions. Call it after
 * applying the change inside the same transaction. Administrators named in
 * ADMIN_DISCORD_IDS always can, so with any of them configured nothing is refused.
 */
export async function assertPermissionsStillManageable(
  tx: Transaction,
  adminDiscordIds: readonly string[],
): Promise<void> {
  if (adminDiscordIds.length > 0) return;
  const rows = await tx.select().from(roles);
  const managing = rows
    .filter((row) => effectivePermissions(row.permissions).manage_permissions)
    .map((row) => row.name);
  if (managing.length > 0) {
    const [row] = await tx
      .select({ total: count() })
      .from(users)
      .where(inArray(users.roleName, managing));
    if ((row?.total ?? 0) > 0) return;
  }
  throw conflict(
    'Alteração recusada: ninguém mais poderia gerenciar permissões. Mantenha pelo menos uma pessoa com a permissão "Gerenciar permissões".',
  );
}

/** Permissions of `wanted` that `actor` does not hold. */
export function missingPermissions(actor: PermissionMap, wanted: PermissionMap): string[] {
  return Object.entries(wanted)
    .filter(([key, granted]) => granted && !actor[key as keyof PermissionMap])
    .map(([key]) => key);
}
