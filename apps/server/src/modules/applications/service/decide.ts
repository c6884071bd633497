import { insertionRoleLabel, type Application } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import type { Database, Executor } from '../../../db/client';
import { enqueueEffects } from '../../../outbox/enqueue';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { readBotSettings } from '../../bot-settings';
import { gameDatabaseEffects } from '../../game-servers';
import { decisionEffects, type Decision } from '../discord-effects';
import { reapplyDate, toApplication, type ApplicationRow } from '../present';
import {
  decidePendingApplication,
  findLatestApplication,
  type EntryScope,
} from '../repository/entries';

export interface DecisionInput {
  form: FormType;
  decision: Decision;
  userId: string;
  id?: string | undefined;
  reason?: string | undefined;
  /** Hold the Discord effects for the undo window (`options.undoMs`). */
  undoable?: boolean | undefined;
}

export interface DecisionOptions {
  cooldownMs: number;
  /**
   * The request decides this entry alone (approve or reject of one entry), so its effects are
   * the entry's: the entry keeps the request id, for its Discord outcome and for undoing it.
   * Not for bulk decisions nor codes, whose requests carry other effects too.
   */
  single?: boolean;
  /** How long an undoable decision can be undone; its effects wait as long. */
  undoMs?: number;
  now?: Date;
}

const nouns: Record<FormType, string> = { whitelist: 'whitelist', insertion: 'inscrição' };

function whose(row: ApplicationRow): string {
  const what =
    row.form === 'whitelist'
      ? 'a whitelist'
      : `a inscrição (${insertionRoleLabel(row.roleName ?? '')})`;
  return `${what} de ${row.username} (${row.userId})`;
}

/** The audit entry's sentence for a decision, e.g. "Aprovou a whitelist de Ana (123)". */
export function decisionDetails(row: ApplicationRow, decision: Decision): string {
  if (decision === 'approve') return `Aprovou ${whose(row)}`;
  return `Reprovou ${whose(row)}${row.decisionReason ? `: ${row.decisionReason}` : ''}`;
}

/** Why nothing changed: the entry was already decided (409) or does not exist (404). */
async function refusal(tx: Executor, scope: EntryScope) {
  const row = await findLatestApplication(tx, scope);
  const noun = nouns[scope.form];
  if (!row) return notFound(`Nenhuma ${noun} pendente encontrada para este usuário.`);
  const outcome = row.status === 'approved' ? 'aprovada' : 'reprovada';
  const by = row.decidedByName ? ` por ${row.decidedByName}` : '';
  return conflict(`Esta ${noun} já foi ${outcome}${by}. Atualize a lista.`);
}

/**
 * A staff decision is about someone else's application: nobody approves their own. (Codes
 * that approve a whitelist act for the member, through `decideApplication` directly.)
 */
export async function decideAsStaff(
  db: Database,
  input: DecisionInput,
  audit: AuditContext,
  options: DecisionOptions,
): Promise<Application> {
  if (input.userId === audit.actor.id) {
    throw forbidden(`Você não pode decidir sobre a sua própria ${nouns[input.form]}.`);
  }
  return decideApplication(db, input, audit, options);
}

/**
 * Approves or rejects a member's pending application. Only a pending entry changes, in one
 * conditional UPDATE, so a second or concurrent decision finds nothing and causes nothing;
 * the change, its audit entry and its Discord effects commit together.
 */
export async function decideApplication(
  db: Executor,
  input: DecisionInput,
  audit: AuditContext,
  options: DecisionOptions,
): Promise<Application> {
  const now = options.now ?? new Date();
  const scope: EntryScope = {
    form: input.form,
    userId: input.userId,
    id: input.id ? Number(input.id) : undefined,
  };
  return db.transaction(async (tx) => {
    const row = await decidePendingApplication(tx, scope, {
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      decidedAt: now,
      decidedById: audit.actor.id,
      decidedByName: audit.actor.name,
      decisionReason: input.decision === 'reject' ? input.reason || null : null,
      decisionRequestId: options.single ? audit.requestId : null,
      decidedVia: audit.via ?? 'panel',
    });
    if (!row) throw await refusal(tx, scope);
    await recordAudit(tx, audit, {
      actionType: input.decision === 'approve' ? 'approve' : 'reject',
      action: `applications.${input.form}.${input.decision}`,
      target: row.userId,
      details: decisionDetails(row, input.decision),
      before: { id: String(row.id), status: 'pending' },
      after: { id: String(row.id), status: row.status, reason: row.decisionReason },
    });
    const effects = [
      ...decisionEffects(
        await readBotSettings(tx),
        row,
        input.decision,
        reapplyDate(row, options.cooldownMs),
      ),
      // An approved whitelist is written where the game reads it, held and undone as the rest.
      ...(input.form === 'whitelist' && input.decision === 'approve'
        ? await gameDatabaseEffects(tx, row.userId, 'whitelist', `aprovada por ${audit.actor.name}`)
        : []),
    ];
    const undoMs = input.undoable ? (options.undoMs ?? 0) : 0;
    const heldUntil = undoMs > 0 ? new Date(now.getTime() + undoMs) : null;
    await enqueueEffects(tx, effects, audit.requestId, heldUntil);
    return toApplication(row);
  });
}
