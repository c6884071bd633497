import type { PermissionMap } from '@panel/contract/permissions';
import { and, count, eq, isNotNull, notExists } from 'drizzle-orm';
import { announceAuthChange } from '../../db/auth-changes';
import type { Executor, Transaction } from '../../db/client';
import { discordMembers } from '../../db/schema/discord';
import { users } from '../../db/schema/users';
import { roles } from '../../db/schema/permissions';

export type RoleRow = typeof roles.$inferSelect;

export function listRoleRows(db: Executor): Promise<RoleRow[]> {
  return db.select().from(roles);
}

/** The role rows, locked for the rest of the transaction. */
export function lockRoleRows(tx: Transaction): Promise<RoleRow[]> {
  return tx.select().from(roles).for('update');
}

/** How many users hold each role. */
export function countMembersByRole(
  db: Executor,
): Promise<{ roleName: string | null; total: number }[]> {
  return db
    .select({ roleName: users.roleName, total: count() })
    .from(users)
    .where(isNotNull(users.roleName))
    .groupBy(users.roleName);
}

export async function saveRolePermissions(
  db: Executor,
  roleName: string,
  permissions: PermissionMap,
): Promise<void> {
  announceAuthChange(`r:${roleName}`);
  await db
    .update(roles)
    .set({ permissions, updatedAt: new Date() })
    .where(eq(roles.name, roleName));
}

/**
 * Administrators who can sign in: with the administrador role, signed in at least once, and
 * not known to have left the Discord server.
 */
export async function countActiveAdministrators(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(
      and(
        eq(users.roleName, 'administrador'),
        isNotNull(users.lastSignInAt),
        notExists(
          db
            .select({ userId: discordMembers.userId })
            .from(discordMembers)
            .where(and(eq(discordMembers.userId, users.id), eq(discordMembers.inGuild, false))),
        ),
      ),
    );
  return row?.total ?? 0;
}
