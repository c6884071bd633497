import { eq, sql } from 'drizzle-orm';
import { announceAuthChange } from '../../db/auth-changes';
import type { Executor } from '../../db/client';
import { staffSecurity } from '../../db/schema/permissions';
import { users } from '../../db/schema/users';

/** Whether staff need Discord's two-step authentication (off until someone turns it on). */
export async function findRequireDiscordMfa(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ requireDiscordMfa: staffSecurity.requireDiscordMfa })
    .from(staffSecurity)
    .where(eq(staffSecurity.id, 1));
  return row?.requireDiscordMfa ?? false;
}

/** The setting, its row locked until the transaction ends (made if missing). */
export async function lockRequireDiscordMfa(tx: Executor): Promise<boolean> {
  await tx.insert(staffSecurity).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx
    .select({ requireDiscordMfa: staffSecurity.requireDiscordMfa })
    .from(staffSecurity)
    .where(eq(staffSecurity.id, 1))
    .for('update');
  return row?.requireDiscordMfa ?? false;
}

/** Saves the setting; every session cache forgets what it holds (migration 0057's trigger). */
export async function saveRequireDiscordMfa(tx: Executor, value: boolean): Promise<void> {
  announceAuthChange('r:staff_security');
  await tx
    .update(staffSecurity)
    .set({ requireDiscordMfa: value, updatedAt: sql`now()` })
    .where(eq(staffSecurity.id, 1));
}

/** Discord's `mfa_enabled` at the user's last sign-in (`null`: not known). */
export async function findDiscordMfa(db: Executor, userId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ mfa: users.discordMfaEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.mfa ?? null;
}
