import type { Executor } from '../../db/client';
import { queueWebhookEvents } from '../integrations';
import type { ShiftRow } from './repository/shifts';

// Duty's webhook events (docs/decisions/2026-12-05-integrations.md, "Webhooks: events"), queued
// in the transaction that opens or closes the shift.

function eventShift(row: ShiftRow) {
  return {
    shift: {
      id: String(row.id),
      staff: { discordId: row.staffId, name: row.staffName },
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
    },
  };
}

export function queueStarted(tx: Executor, row: ShiftRow): Promise<void> {
  return queueWebhookEvents(tx, 'duty.started', [eventShift(row)]);
}

/** Shifts closed: by hand, by voice, or at the limit (several in one statement). */
export function queueEnded(tx: Executor, rows: readonly ShiftRow[]): Promise<void> {
  return queueWebhookEvents(tx, 'duty.ended', rows.map(eventShift));
}
