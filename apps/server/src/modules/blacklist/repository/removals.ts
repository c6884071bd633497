import type { BlacklistType } from '@panel/contract/api/blacklist';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { blacklistEntries, type BlacklistLiftCause } from '../../../db/schema/blacklist';
import { activeAt, type EntryRow } from './entries';

/** Who or what ends an entry, and when: the soft delete's columns. */
export interface Removal {
  removedAt: Date;
  removedById: string | null;
  removedByName: string;
  removedReason: string | null;
  liftedBy: BlacklistLiftCause;
}

/** Removes an entry that is still active, in one conditional UPDATE. */
export async function removeActiveEntry(
  db: Executor,
  id: number,
  removal: Removal,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(blacklistEntries)
    .set(removal)
    .where(and(eq(blacklistEntries.id, id), activeAt(removal.removedAt)))
    .returning();
  return row;
}

/** Lifts the player's entry still active at `removal.removedAt` (an approved review ticket). */
export function removePlayerEntries(
  db: Executor,
  userId: string,
  removal: Removal,
): Promise<EntryRow[]> {
  return db
    .update(blacklistEntries)
    .set(removal)
    .where(
      and(
        eq(blacklistEntries.type, 'player'),
        eq(blacklistEntries.target, userId),
        activeAt(removal.removedAt),
      ),
    )
    .returning();
}

/** Lifts every entry whose expiry has passed (or only the given target's), once each. */
export function removeExpiredEntries(
  db: Executor,
  removal: Removal,
  only?: { type: BlacklistType; target: string },
): Promise<EntryRow[]> {
  return db
    .update(blacklistEntries)
    .set(removal)
    .where(
      and(
        isNull(blacklistEntries.removedAt),
        lte(blacklistEntries.expiresAt, removal.removedAt),
        only
          ? and(eq(blacklistEntries.type, only.type), eq(blacklistEntries.target, only.target))
          : undefined,
      ),
    )
    .returning();
}

/** An entry's removal columns when it is active again. */
const restored = {
  removedAt: null,
  removedById: null,
  removedByName: null,
  removedReason: null,
  liftedBy: null,
} as const;

/** Puts back an entry that was removed (its removal undone); none when it is active again. */
export async function restoreRemovedEntry(db: Executor, id: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(blacklistEntries)
    .set(restored)
    .where(and(eq(blacklistEntries.id, id), isNotNull(blacklistEntries.removedAt)))
    .returning();
  return row;
}

/** Puts back the player's entries an approved ticket lifted at `liftedAt` (the approval undone). */
export function restoreTicketLift(
  db: Executor,
  userId: string,
  liftedAt: Date,
): Promise<EntryRow[]> {
  return db
    .update(blacklistEntries)
    .set(restored)
    .where(
      and(
        eq(blacklistEntries.type, 'player'),
        eq(blacklistEntries.target, userId),
        eq(blacklistEntries.liftedBy, 'ticket'),
        eq(blacklistEntries.removedAt, liftedAt),
      ),
    )
    .returning();
}

/** The entry an approved appeal lifted at `liftedAt`, put back (the approval undone). */
export async function restoreAppealLift(
  db: Executor,
  id: number,
  liftedAt: Date,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(blacklistEntries)
    .set(restored)
    .where(
      and(
        eq(blacklistEntries.id, id),
        eq(blacklistEntries.liftedBy, 'appeal'),
        eq(blacklistEntries.removedAt, liftedAt),
      ),
    )
    .returning();
  return row;
}
