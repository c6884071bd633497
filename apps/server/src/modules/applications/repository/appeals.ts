import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
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

/** Each member's rejected (or revoked) applications and appeals sent, for the review cards. */
export async function findApplicationRecords(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, { rejections: number; appeals: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ user_id: string; rejections: number; appeals: number }>(
    db,
    sql`select user_id,
        count(*) filter (where form <> 'appeal' and status in ('rejected', 'revoked'))::int
          as rejections,
        count(*) filter (where form = 'appeal')::int as appeals
      from ${applications}
      where user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by user_id`,
  );
  return new Map(
    rows.map((row) => [
      row.user_id,
      { rejections: Number(row.rejections), appeals: Number(row.appeals) },
    ]),
  );
}
