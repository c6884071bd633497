import type { BaseLogger } from 'pino';
import type { Database, Executor } from '../../../db/client';
import { formatDateTimePtBr } from '../../../http/format-date';
import { recordAudit, systemActor } from '../../audit';
import { findDutySettings } from '../repository/settings';
import { closeOverdueShifts, type ShiftRow } from '../repository/shifts';
import { queueEnded } from '../webhook-events';

/** The logger's levels a service writes at (the app's logger, or a test's). */
type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

/** How often the worker looks for shifts past the limit. */
export const dutyLimitCheckMs = 60_000;

/**
 * Closes, in the caller's transaction, the shifts open longer than the settings' limit at `now`
 * (everyone's, or one staff member's) at their start plus the limit, each audited as the
 * system. One conditional UPDATE: two workers close (and audit) a shift once.
 */
export async function closeOverdueIn(
  tx: Executor,
  now: Date,
  staffId?: string,
): Promise<ShiftRow[]> {
  const { maxShiftHours } = await findDutySettings(tx);
  const closed = await closeOverdueShifts(tx, maxShiftHours, now, staffId);
  for (const row of closed) {
    await recordAudit(
      tx,
      { actor: systemActor, requestId: null, ip: null },
      {
        actionType: 'update',
        action: 'duty.end',
        target: row.staffId,
        details: `Encerrou o turno de ${row.staffName} no limite de ${maxShiftHours} h: estava em serviço desde ${formatDateTimePtBr(row.startedAt)}`,
        before: { endedAt: null },
        after: { endedAt: row.endedAt?.toISOString() ?? null, endSource: row.endSource },
      },
    );
  }
  await queueEnded(tx, closed);
  return closed;
}

/** Closes every shift past the limit now. */
export function closeOverdueDuty(db: Database, now = new Date()): Promise<ShiftRow[]> {
  return db.transaction((tx) => closeOverdueIn(tx, now));
}

/** Runs `closeOverdueDuty` now and then every minute (worker role). */
export function startDutyLimit(db: Database, log: Log): () => void {
  const check = () =>
    closeOverdueDuty(db).then(
      (closed) => {
        if (closed.length > 0) {
          log.info({ shifts: closed.map((row) => row.id) }, 'duty shifts closed at the limit');
        }
      },
      (error: unknown) => log.warn({ err: error }, 'duty limit check failed'),
    );
  void check();
  const timer = setInterval(() => void check(), dutyLimitCheckMs);
  return () => clearInterval(timer);
}
