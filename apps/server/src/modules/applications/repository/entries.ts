import type { FormType } from '@panel/contract/api/forms';
import { and, desc, eq, gte, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { applications, type StoredVote } from '../../../db/schema/applications';
import type { ApplicationRow } from '../present';

/** One member's entries of one form; `id` pins one of them when given. */
export interface EntryScope {
  form: FormType;
  userId: string;
  id?: number | undefined;
}

function whereScope(scope: EntryScope) {
  return and(
    eq(applications.form, scope.form),
    eq(applications.userId, scope.userId),
    scope.id !== undefined ? eq(applications.id, scope.id) : undefined,
  );
}

export async function findApplication(
  db: Executor,
  id: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

/** Everything the member sent, newest first. */
export function findMemberApplications(db: Executor, userId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

/** The member's entries of one form, in no particular order. */
export function findMemberFormApplications(
  db: Executor,
  userId: string,
  form: FormType,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.form, form)));
}

/** The newest entry in the scope, whatever its status. */
export async function findLatestApplication(
  db: Executor,
  scope: EntryScope,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(whereScope(scope))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row;
}

export async function insertApplication(
  db: Executor,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  if (!row) throw new Error('the application insert returned no row');
  return row;
}

/** Decides the pending entry in the scope, in one conditional UPDATE; none if none is pending. */
export async function decidePendingApplication(
  db: Executor,
  scope: EntryScope,
  decision: Pick<
    ApplicationRow,
    'status' | 'decidedAt' | 'decidedById' | 'decidedByName' | 'decisionReason'
  > &
    Partial<Pick<ApplicationRow, 'decisionRequestId' | 'decidedVia'>>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set(decision)
    .where(and(whereScope(scope), eq(applications.status, 'pending')))
    .returning();
  return row;
}

/**
 * The entry `actorId` decided, locked for undoing; none when it was not theirs, is older than
 * `since`, or was undone already.
 */
export async function lockDecisionToUndo(
  db: Executor,
  scope: {
    form: FormType;
    id: number;
    actorId: string;
    /**
     * A single decision: made since then, and holding its own request id. Without it, one of a
     * bulk decision (no request id of its own: the batch's action holds them all).
     */
    since?: Date;
  },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.id, scope.id),
        eq(applications.form, scope.form),
        inArray(applications.status, ['approved', 'rejected']),
        eq(applications.decidedById, scope.actorId),
        scope.since ? isNotNull(applications.decisionRequestId) : undefined,
        scope.since ? gte(applications.decidedAt, scope.since) : undefined,
      ),
    )
    .for('update');
  return row;
}

/** Revokes the approved whitelist `id`, in one conditional UPDATE; none when it is not approved. */
export async function revokeApprovedWhitelist(
  db: Executor,
  id: number,
  revocation: Pick<
    ApplicationRow,
    'revokedAt' | 'revokedById' | 'revokedByName' | 'revokeReason' | 'revokeRequestId'
  >,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ ...revocation, status: 'revoked' })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.form, 'whitelist'),
        eq(applications.status, 'approved'),
      ),
    )
    .returning();
  return row;
}

/**
 * The whitelist `actorId` revoked since `since`, locked for undoing; none when it was not
 * theirs, is older, or was undone already.
 */
export async function lockRevocationToUndo(
  db: Executor,
  scope: { id: number; actorId: string; since: Date },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.id, scope.id),
        eq(applications.status, 'revoked'),
        eq(applications.revokedById, scope.actorId),
        isNotNull(applications.revokeRequestId),
        gte(applications.revokedAt, scope.since),
      ),
    )
    .for('update');
  return row;
}

/** Gives a revoked whitelist back, approved as it was. */
export async function restoreRevokedWhitelist(db: Executor, id: number): Promise<ApplicationRow> {
  const [row] = await db
    .update(applications)
    .set({
      status: 'approved',
      revokedAt: null,
      revokedById: null,
      revokedByName: null,
      revokeReason: null,
      revokeRequestId: null,
    })
    .where(eq(applications.id, id))
    .returning();
  if (!row) throw new Error('the restored application disappeared');
  return row;
}

/** Puts a decided entry back in the queue, as it was before the decision. */
export async function reopenApplication(db: Executor, id: number): Promise<ApplicationRow> {
  const [row] = await db
    .update(applications)
    .set({
      status: 'pending',
      decidedAt: null,
      decidedById: null,
      decidedByName: null,
      decisionReason: null,
      decisionRequestId: null,
      decidedVia: null,
    })
    .where(eq(applications.id, id))
    .returning();
  if (!row) throw new Error('the reopened application disappeared');
  return row;
}

/** Keeps the review message the bot posted for the entry; answers the entry as it is now. */
export async function keepReviewMessage(
  db: Executor,
  id: number,
  message: { channelId: string; messageId: string },
): Promise<ApplicationRow | undefined> {
  // An UPDATE waits for a decision being written, then returns the decided row: the decision
  // and the message can never miss each other.
  const [row] = await db
    .update(applications)
    .set({ reviewChannelId: message.channelId, reviewMessageId: message.messageId })
    .where(eq(applications.id, id))
    .returning();
  return row;
}

/** The pending entry in the scope, locked: votes on it count one after the other. */
export async function lockPendingApplication(
  db: Executor,
  scope: EntryScope,
): Promise<ApplicationRow | undefined> {
  return lockPending(db, whereScope(scope));
}

/** The pending entry `id` of the form, locked; none when it is not pending. */
export async function lockPendingEntry(
  db: Executor,
  form: FormType,
  id: number,
): Promise<ApplicationRow | undefined> {
  return lockPending(db, and(eq(applications.id, id), eq(applications.form, form)));
}

async function lockPending(
  db: Executor,
  where: SQL | undefined,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(where, eq(applications.status, 'pending')))
    .for('update');
  return row;
}

/** Replaces the entry's votes (the caller holds its lock). */
export async function saveVotes(
  db: Executor,
  id: number,
  votes: StoredVote[],
): Promise<ApplicationRow> {
  const [row] = await db
    .update(applications)
    .set({ votes })
    .where(eq(applications.id, id))
    .returning();
  if (!row) throw new Error('the voted application disappeared');
  return row;
}
