import { insertionRoleLabel } from '@panel/contract/api/applications';
import type { Transaction } from '../client';
import type { applications } from '../schema/applications';
import { auditLog } from '../schema/audit';

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
      details:
        row.form === 'whitelist'
          ? 'Enviou uma solicitação de whitelist'
          : `Enviou uma inscrição para o cargo ${insertionRoleLabel(row.roleName ?? '')}`,
      after: { id, form: row.form, roleName: row.roleName },
    });
    if (row.status === 'pending' || !row.decidedAt) continue;
    const what = row.form === 'whitelist' ? 'a whitelist' : 'a inscrição';
    const approved = row.status === 'approved';
    const verb = approved ? 'Aprovou' : 'Reprovou';
    const why = !approved && row.decisionReason ? `: ${row.decisionReason}` : '';
    entries.push({
      createdAt: row.decidedAt,
      actorId: reviewer.id,
      actorName: reviewer.name,
      actionType: approved ? 'approve' : 'update',
      action: `applications.${row.form}.${approved ? 'approve' : 'reject'}`,
      target: row.userId,
      details: `${verb} ${what} de ${row.username} (${row.userId})${why}`,
      before: { id, status: 'pending' },
      after: { id, status: row.status, reason: row.decisionReason },
    });
  }
  if (entries.length > 0) await tx.insert(auditLog).values(entries);
}
