import type { StaffUser } from '@panel/contract/api/users';
import type { PanelRoleName } from '@panel/contract/permissions';
import type { UserRow } from './repository';

export const nameOf = (user: { displayName: string | null; username: string }) =>
  user.displayName ?? user.username;

export function toStaffUser(row: UserRow, role: PanelRoleName): StaffUser {
  return {
    discordId: row.id,
    username: nameOf(row),
    avatarUrl: row.avatarUrl,
    permission: role,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}
