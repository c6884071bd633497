import type { BulkDecisionResult } from '@panel/contract/api/bulk-decisions';
import type { FormType } from '@panel/contract/api/forms';
import type { BaseLogger } from 'pino';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { AuditContext } from '../../audit';
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
 * own entry) is reported for that entry and the rest go on.
 */
export async function decideMany(
  deps: { db: Database; log: Log },
  input: ManyDecisionsInput,
  audit: AuditContext,
  options: { cooldownMs: number },
): Promise<BulkDecisionResult> {
  const results: BulkDecisionResult['results'] = [];
  for (const { userId, id } of input.entries) {
    try {
      const entry = await decideAsStaff(
        deps.db,
        { form: input.form, decision: input.decision, userId, id, reason: input.reason },
        audit,
        options,
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
  return { results };
}
