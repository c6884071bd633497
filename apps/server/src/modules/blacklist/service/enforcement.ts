import type { Database, Executor } from '../../../db/client';
import { isSkipped } from '../../../outbox/effects';
import { enqueueEffects } from '../../../outbox/enqueue';
import { readBotSettings } from '../../bot-settings';
import { rejoinEffects } from '../discord-effects';
import { findActivePlayerEntry, findBlacklistedAmong } from '../repository/entries';

/**
 * Whether the member is on the blacklist now; an entry past its expiry no longer counts
 * (docs/decisions/2026-11-24-blacklist.md).
 */
export async function isBlacklisted(db: Executor, userId: string, now = new Date()) {
  return (await findActivePlayerEntry(db, userId, now)) !== undefined;
}

/** Which of the members are on the blacklist now (the member's file's shared signals). */
export function blacklistedAmong(db: Executor, userIds: readonly string[], now = new Date()) {
  return findBlacklistedAmong(db, userIds, now);
}

/** The member's active entry, as staff weigh it beside an application; `null` when not listed. */
export async function activeBlacklistEntry(
  db: Executor,
  userId: string,
): Promise<{ id: number; reason: string; createdAt: string; expiresAt: string | null } | null> {
  const row = await findActivePlayerEntry(db, userId, new Date());
  if (!row) return null;
  return {
    id: row.id,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * A member who rejoins the guild comes back without roles: while their entry is active, the
 * blacklist role is queued again (recorded as skipped when `blacklistRoleId` is missing).
 * Returns whether it was queued for delivery.
 */
export function reapplyBlacklistRole(
  db: Database,
  userId: string,
  requestId: string | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isBlacklisted(tx, userId))) return false;
    const effects = rejoinEffects(await readBotSettings(tx), userId);
    await enqueueEffects(tx, effects, requestId);
    return effects.some((effect) => !isSkipped(effect));
  });
}
