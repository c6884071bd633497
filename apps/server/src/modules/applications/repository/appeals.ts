import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { applications, type DecisionSource } from '../../../db/schema/applications';
import type { ApplicationRow } from '../present';

// The SQL of appeals (docs/decisions/2026-12-05-appeals.md): they are `applications` rows of the
// `appeal` form that name their subject.

/** The member's appeals, newest first. */
export function findMemberAppeals(db: Executor, userId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.form, 'appeal')))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

/**
 * The rejected whitelist `id`, approved by its appeal in one conditional UPDATE (still rejected,
 * never revoked); none when it is no longer rejected.
 */
export async function approveRejectedWhitelist(
  db: Executor,
  id: number,
  decision: {
    decidedAt: Date;
    decidedById: string | null;
    decidedByName: string;
    decisionRequestId: string | null;
    decidedVia: DecisionSource;
  },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ ...decision, status: 'approved', decisionReason: null })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.form, 'whitelist'),
        eq(applications.status, 'rejected'),
        isNull(applications.revokedAt),
      ),
    )
    .returning();
  return row;
}

/** The whitelist its appeal approved at `approvedAt`, rejected again as it was before. */
export async function restoreRejectedWhitelist(
  db: Executor,
  id: number,
  approvedAt: Date,
  original: {
    decidedAt: Date | null;
    decidedById: string | null;
    decidedByName: string | null;
    decisionReason: string | null;
    decisionRequestId: string | null;
    decidedVia: DecisionSource | null;
  },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ ...original, status: 'rejected' })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.status, 'approved'),
        eq(applications.decidedAt, approvedAt),
      ),
    )
    .returning();
  return row;
}
