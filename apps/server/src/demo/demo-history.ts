import type { Transaction } from '../db/client';
import type { applications } from '../db/schema/applications';
import { auditLog } from '../db/schema/audit';
import { decisionDetails, submissionDetails } from '../modules/applications';

type SeededApplication = typeof applications.$inferSelect;

/**
 * The audit entries the demo's applications would have left had they been sent and decided
 * through the panel, at the times they happened, in the same words the services write, so
 * the audit log and the dashboard's activity show a history from the first start.
 */
export async function seedDemoHistory(
  tx: Transaction,
  rows: SeededApplication[],
  reviewer: { id: string; name: string },
): Promise<void> {
  const entries: (typeof auditLog.$inferInsert)[] = [];
  for (const row of rows) {
    const id = String(row.id);
    entries.push({
      createdAt: row.createdAt,
      actorId: row.userId,
      actorName: row.username,
      actionType: 'create',
      action: `applications.${row.form}.submit`,
      target: row.userId,
      details: submissionDetails(row.form, row.roleName),
      after: { id, form: row.form, roleName: row.roleName },
    });
    if (row.status === 'pending' || !row.decidedAt) continue;
    const approved = row.status === 'approved';
    entries.push({
      createdAt: row.decidedAt,
      actorId: reviewer.id,
      actorName: reviewer.name,
      actionType: approved ? 'approve' : 'reject',
      action: `applications.${row.form}.${approved ? 'approve' : 'reject'}`,
      target: row.userId,
      details: decisionDetails(row, approved ? 'approve' : 'reject'),
      before: { id, status: 'pending' },
      after: { id, status: row.status, reason: row.decisionReason },
    });
  }
  if (entries.length > 0) await tx.insert(auditLog).values(entries);
}
