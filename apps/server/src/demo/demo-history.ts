import type { Transaction } from '../db/client';
import type { applications } from '../db/schema/applications';
import { auditLog } from '../db/schema/audit';
import { decisionDetails, submissionDetails } from '../modules/applications';

type SeededApplication = typeof applications.$inferSelect;
type AuditRow = typeof auditLog.$inferInsert;

/** A decision's audit entry as `decideApplication` writes it: " (via Discord)" when taken there. */
export function decisionEntry(row: SeededApplication, at: Date): AuditRow {
  const id = String(row.id);
  const approved = row.status === 'approved';
  const details = decisionDetails(row, approved ? 'approve' : 'reject');
  return {
    createdAt: at,
    actorId: row.decidedById,
    actorName: row.decidedByName ?? 'Sistema',
    actionType: approved ? 'approve' : 'reject',
    action: `applications.${row.form}.${approved ? 'approve' : 'reject'}`,
    target: row.userId,
    details: row.decidedVia === 'discord' ? `${details} (via Discord)` : details,
    before: { id, status: 'pending' },
    after: { id, status: row.status, reason: row.decisionReason },
  };
}

/**
 * The audit entries the demo's applications would have left had they been sent and decided
 * through the panel (or its review messages in Discord), at the times they happened, in the same
 * words the services write, so the audit log and the dashboard's activity show a history from
 * the first start.
 */
export async function seedDemoHistory(tx: Transaction, rows: SeededApplication[]): Promise<void> {
  const entries: AuditRow[] = [];
  for (const row of rows) {
    entries.push({
      createdAt: row.createdAt,
      actorId: row.userId,
      actorName: row.username,
      actionType: 'create',
      action: `applications.${row.form}.submit`,
      target: row.userId,
      details: submissionDetails(row.form, row.roleName, row.appealKind),
      after: { id: String(row.id), form: row.form, roleName: row.roleName },
    });
    if (row.status === 'pending' || !row.decidedAt) continue;
    entries.push(decisionEntry(row, row.decidedAt));
  }
  await insertAuditEntries(tx, entries);
}

/** Audit rows in batches, well under the statement's parameter limit. */
export async function insertAuditEntries(tx: Transaction, entries: AuditRow[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 500) {
    await tx.insert(auditLog).values(entries.slice(start, start + 500));
  }
}
