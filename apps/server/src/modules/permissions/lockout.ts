import { rolePermissions, type PermissionMap } from '@panel/contract/permissions';
import type { Transaction } from '../../db/client';
import { conflict } from '../../http/errors';
import { countActiveAdministrators, lockRoleRows } from './repository';

/**
 * Locks the role table for the rest of the transaction, so two concurrent changes
 * cannot both pass the lock-out check, and returns each role's effective map.
 */
export async function lockRoles(tx: Transaction): Promise<Map<string, PermissionMap>> {
  const rows = await lockRoleRows(tx);
  return new Map(rows.map((row) => [row.name, rolePermissions(row.name, row.permissions)]));
}

/**
 * Refuses a change that would leave no administrator who can sign in: a real member (who
 * signed in at least once and has not left the Discord server) with the administrador role,
 * which always holds every permission. Call it after applying the change inside the same
 * transaction. Administrators named in ADMIN_DISCORD_IDS always can, so with any of them
 * configured nothing is refused.
 */
export async function assertPermissionsStillManageable(
  tx: Transaction,
  adminDiscordIds: readonly string[],
): Promise<void> {
  if (adminDiscordIds.length > 0) return;
  if ((await countActiveAdministrators(tx)) > 0) return;
  throw conflict(
    'Alteração recusada: o painel ficaria sem nenhum administrador ativo. Mantenha pelo menos um administrador que já entrou no painel.',
  );
}

/** Permissions of `wanted` that `actor` does not hold. */
export function missingPermissions(actor: PermissionMap, wanted: PermissionMap): string[] {
  return Object.entries(wanted)
    .filter(([key, granted]) => granted && !actor[key as keyof PermissionMap])
    .map(([key]) => key);
}
