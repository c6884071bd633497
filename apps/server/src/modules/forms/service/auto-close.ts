import { formAutoCloseCheckMs } from '@panel/contract/constants';
import type { BaseLogger } from 'pino';
import type { Database } from '../../../db/client';
import { formatDateTimePtBr } from '../../../http/format-date';
import { recordAudit, systemActor } from '../../audit';
import { signUpPhrases } from '../present';
import { closeForm, lockFormsDueToClose } from '../repository';

/** The logger's levels a service writes at (the app's logger, or a test's). */
type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Switches off every open form whose closing date has passed and records it in the
 * audit log as the system. The rows are locked, so two workers never close (and audit)
 * the same form twice.
 */
export async function closeExpiredForms(db: Database, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await lockFormsDueToClose(tx, now);
    for (const row of due) {
      await closeForm(tx, row.formType, now);
      const closesAt = row.closesAt ?? now;
      await recordAudit(
        tx,
        { actor: systemActor, requestId: null, ip: null },
        {
          actionType: 'update',
          action: 'forms.autoClosed',
          target: `form:${row.formType}`,
          details: `Fechou automaticamente as ${signUpPhrases[row.formType]} na data marcada (${formatDateTimePtBr(closesAt)})`,
          before: { isOpen: true, closesAt: closesAt.toISOString() },
          after: { isOpen: false, closesAt: null },
        },
      );
    }
    return due.map((row) => row.formType);
  });
}

/** Runs `closeExpiredForms` now and then every minute (worker role). */
export function startFormAutoClose(db: Database, log: Log): () => void {
  const check = () =>
    closeExpiredForms(db).then(
      (closed) => {
        if (closed.length > 0) log.info({ forms: closed }, 'forms closed at their closing date');
      },
      (error: unknown) => log.warn({ err: error }, 'form auto-close failed'),
    );
  void check();
  const timer = setInterval(() => void check(), formAutoCloseCheckMs);
  return () => clearInterval(timer);
}
