import { canAccess, type Access } from '@panel/contract/routes';
import { useCurrentUser } from './current-user';

/**
 * Whether the signed-in user may do what `access` guards (a permission key, `staff`,
 * `authenticated`): the web's one permission check, the contract's `canAccess` that the
 * server's guard asks too (docs/decisions/2026-12-03-one-permission-check.md). It hides what
 * the server would refuse; the server checks every call on its own.
 */
export function useCan(access: Access): boolean {
  const { user } = useCurrentUser();
  return canAccess(access, user?.permissions ?? null);
}
