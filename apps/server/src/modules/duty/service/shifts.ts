import {
  dutyDurationText,
  dutyMessages,
  type DutyEndSource,
  type DutyStartSource,
  type MyDuty,
} from '@panel/contract/api/duty';
import { endpointRoutes } from '@panel/contract/endpoint-routes';
import type { PermissionMap } from '@panel/contract/permissions';
import type { Database, Executor } from '../../../db/client';
import { displayNameOf, type AuthContext } from '../../../http/auth-context';
import { conflict, forbidden } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { allows } from '../../permissions';
import {
  endOpenShift,
  findOpenShift,
  insertOpenShift,
  sumOwnSeconds,
  type ShiftRow,
} from '../repository/shifts';
import { queueEnded, queueStarted } from '../webhook-events';
import { closeOverdueIn } from './limit';
import { shiftSeconds, toShift } from './present';

/** A member of staff as the panel knows them: a session's, or a Discord member's authority. */
export interface DutyStaff {
  user: AuthContext['user'];
  permissions: PermissionMap;
}

/** Where a person starts or ends a shift by hand; voice follows its own rules (voice.ts). */
export type ByHand = Exclude<DutyStartSource, 'voice'>;

/**
 * Only staff go on duty (docs/decisions/2026-12-05-duty.md): whoever the start endpoint's
 * access lets in, however they ask (panel, Discord, voice).
 */
export function isDutyStaff(staff: DutyStaff | null): staff is DutyStaff {
  return allows(staff, endpointRoutes.startDuty.access);
}

/** The staff member's own duty: the open shift, and the time on duty today and this week. */
export async function readMyDuty(db: Executor, staffId: string, now = new Date()): Promise<MyDuty> {
  // One connection runs one query at a time: awaited in turn.
  const shift = await findOpenShift(db, staffId);
  const seconds = await sumOwnSeconds(db, staffId, now);
  return {
    shift: shift && toShift(shift),
    todaySeconds: seconds.today,
    weekSeconds: seconds.week,
    serverTime: now.toISOString(),
  };
}

/**
 * Opens a shift in the caller's transaction, audited as `duty.start` on the staff member;
 * `null` (nothing written) when they already have one open.
 */
export async function openShiftIn(
  tx: Executor,
  staff: DutyStaff,
  start: { at: Date; source: DutyStartSource; how: string },
  audit: AuditContext,
): Promise<ShiftRow | null> {
  const row = await insertOpenShift(tx, {
    staffId: staff.user.id,
    staffName: displayNameOf(staff.user),
    startedAt: start.at,
    source: start.source,
  });
  if (!row) return null;
  await recordAudit(tx, audit, {
    actionType: 'create',
    action: 'duty.start',
    target: row.staffId,
    details: `Entrou em serviço${start.how}`,
    after: { startedAt: row.startedAt.toISOString(), startSource: row.startSource },
  });
  await queueStarted(tx, row);
  return row;
}

/**
 * Ends the staff member's open shift (only one `startedBy` started, when given) in the caller's
 * transaction, audited as `duty.end`; `null` when there is none.
 */
export async function closeShiftIn(
  tx: Executor,
  staffId: string,
  end: { at: Date; source: DutyEndSource; how: string; startedBy?: DutyStartSource },
  audit: AuditContext,
): Promise<ShiftRow | null> {
  const row = await endOpenShift(tx, staffId, end);
  if (!row) return null;
  await recordAudit(tx, audit, {
    actionType: 'update',
    action: 'duty.end',
    target: row.staffId,
    details: `Saiu de serviço${end.how} depois de ${dutyDurationText(shiftSeconds(row))}`,
    before: { endedAt: null },
    after: { endedAt: row.endedAt?.toISOString() ?? null, endSource: row.endSource },
  });
  await queueEnded(tx, [row]);
  return row;
}

/** Starts a shift from the panel or `/servico entrar`: 409 when one is open. */
export async function startDuty(
  db: Database,
  staff: DutyStaff,
  source: ByHand,
  audit: AuditContext,
  at = new Date(),
): Promise<MyDuty> {
  if (!isDutyStaff(staff)) throw forbidden(dutyMessages.notStaff);
  return db.transaction(async (tx) => {
    // A shift past the limit is over, whether or not the worker closed it yet.
    await closeOverdueIn(tx, at, staff.user.id);
    const row = await openShiftIn(tx, staff, { at, source, how: '' }, audit);
    if (!row) throw conflict(dutyMessages.alreadyOnDuty);
    return readMyDuty(tx, staff.user.id, at);
  });
}

/** Ends the open shift from the panel or `/servico sair`, whoever started it: 409 when none. */
export async function endDuty(
  db: Database,
  staff: DutyStaff,
  source: ByHand,
  audit: AuditContext,
  at = new Date(),
): Promise<MyDuty> {
  if (!isDutyStaff(staff)) throw forbidden(dutyMessages.notStaff);
  return db.transaction(async (tx) => {
    await closeOverdueIn(tx, at, staff.user.id);
    const row = await closeShiftIn(tx, staff.user.id, { at, source, how: '' }, audit);
    if (!row) throw conflict(dutyMessages.notOnDuty);
    return readMyDuty(tx, staff.user.id, at);
  });
}
