import type { PermissionKey } from './permissions';

/**
 * Who may open a page or call an endpoint: anyone (`public`), anyone signed in
 * (`authenticated`), a member of staff, that is anyone holding at least one permission
 * (`staff`: the guild's names for the pickers and the lists), or whoever holds the
 * permission key.
 */
export type Access = 'public' | 'authenticated' | 'staff' | 'game' | PermissionKey;

/** Whether the permissions make their holder a member of staff (any permission at all). */
export function isStaff(permissions: Partial<Record<PermissionKey, boolean>>): boolean {
  return Object.values(permissions).some(Boolean);
}

/** Whether someone holding `permissions` (or nobody, when signed out) may open the page. */
export function canAccess(
  access: Access,
  permissions: Partial<Record<PermissionKey, boolean>> | null,
): boolean {
  if (access === 'public') return true;
  // A game server's key opens the game API only; no page.
  if (access === 'game' || permissions === null) return false;
  if (access === 'authenticated') return true;
  if (access === 'staff') return isStaff(permissions);
  return permissions[access] === true;
}
