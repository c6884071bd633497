import type { BulkDecisionResult } from '@panel/contract/api/bulk-decisions';
import type { FormType } from '@panel/contract/api/forms';
import type { BaseLogger } from 'pino';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { holdAction } from '../../actions';
import type { AuditContext } from '../../audit';
import type { BulkSubject } from '../bulk-action';
import type { Decision } from '../discord-effects';
import { decideAsStaff } from './decide';

/** The logger's levels a service writes at (the app's logger, or a test's). */
type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

export interface ManyDecisionsInput {
  form: FormType;
  decision: Decision;
  entries: { userId: string; id: string }[];
  reason?: string | undefined;
}

/**
 * Decides each selected entry on its own, in order, exactly as a single decision (its own
 * transaction, audit entry and Discord effects). A refusal (decided meanwhile, not found, one's
 * own entry) is reported for that entry and the rest go on. The decided ones can be undone
 * together for `undoMs` (`applications.bulk`), their effects held as long.
 */
export async function decideMany(
  deps: { db: Database; log: Log },
  input: ManyDecisionsInput,
  audit: AuditContext,
  options: { cooldownMs: number; undoMs?: number; now?: Date },
): Promise<BulkDecisionResult> {
  const results: BulkDecisionResult['results'] = [];
  // One moment for the batch: every entry's effects are held until the same end of the window.
  const now = options.now ?? new Date();
  const undoMs = options.undoMs ?? 0;
  for (const { userId, id } of input.entries) {
    try {
      const entry = await decideAsStaff(
        deps.db,
        {
          form: input.form,
          decision: input.decision,
          userId,
          id,
          reason: input.reason,
          undoable: undoMs > 0,
        },
        audit,
        { ...options, now },
      );
      results.push({ id, ok: true, entry });
    } catch (error) {
      if (!(error instanceof HttpError)) {
        deps.log.error({ err: error, entryId: id }, 'bulk decision failed');
      }
      const message =
        error instanceof HttpError
          ? error.message
          : 'Não foi possível decidir esta solicitação. Tente de novo.';
      results.push({ id, ok: false, message });
    }
  }
  const ids = results.flatMap((result) => (result.ok ? [result.id] : []));
  if (ids.length > 0) {
    const subject: BulkSubject = { form: input.form, ids };
    await holdAction(deps.db, audit, { kind: 'applications.bulk', subject }, { undoMs, now });
  }
  return { results };
}
