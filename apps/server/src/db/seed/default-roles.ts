import { defaultRoles, panelRoleNames } from '@panel/contract/permissions';
import type { Executor } from '../client';
import { roles } from '../schema/permissions';

/** The three panel roles exist on every installation; their maps are edited later. */
export async function ensureDefaultRoles(db: Executor): Promise<void> {
  await db
    .insert(roles)
    .values(
      panelRoleNames.map((name) => ({
        name,
        color: defaultRoles[name].color,
        permissions: defaultRoles[name].permissions,
      })),
    )
    .onConflictDoNothing();
}
