import { dutyDurationText, dutyLimits, type DutyEndSource } from '@panel/contract/api/duty';
import type { Transaction } from '../db/client';
import type { auditLog } from '../db/schema/audit';
import { dutyShifts } from '../db/schema/duty';
import { formatDateTimePtBr } from '../http/format-date';
import { systemActor } from '../modules/audit';
import { insertAuditEntries } from './demo-history';
import type { PlannedShift } from './demo-team-shifts';

type AuditRow = typeof auditLog.$inferInsert;

const joined = ' ao entrar na call da equipe';
const left = ' ao sair da call da equipe';
/** Started or ended in Discord (a command, the staff channel): the entry says so. */
const fromDiscord = (source: DutyEndSource) => (source === 'panel' ? '' : ' (via Discord)');

/** The entries `openShiftIn`, `closeShiftIn` and the limit's worker write for a shift. */
function shiftEntries(shift: PlannedShift): AuditRow[] {
  const { staff, start, end, startSource, endSource } = shift;
  const actor = { actorId: staff.id, actorName: staff.name, target: staff.id };
  const entries: AuditRow[] = [
    {
      ...actor,
      createdAt: start,
      actionType: 'create',
      action: 'duty.start',
      details: `Entrou em serviço${startSource === 'voice' ? joined : ''}${fromDiscord(startSource)}`,
      after: { startedAt: start.toISOString(), startSource },
    },
  ];
  if (!end || !endSource) return entries;
  const after = { endedAt: end.toISOString(), endSource };
  if (endSource === 'limit') {
    entries.push({
      actorId: systemActor.id,
      actorName: systemActor.name,
      target: staff.id,
      createdAt: end,
      actionType: 'update',
      action: 'duty.end',
      details: `Encerrou o turno de ${staff.name} no limite de ${dutyLimits.defaultMaxShiftHours} h: estava em serviço desde ${formatDateTimePtBr(start)}`,
      before: { endedAt: null },
      after,
    });
    return entries;
  }
  const lasted = dutyDurationText(Math.round((end.getTime() - start.getTime()) / 1000));
  entries.push({
    ...actor,
    createdAt: end,
    actionType: 'update',
    action: 'duty.end',
    details: `Saiu de serviço${endSource === 'voice' ? left : ''} depois de ${lasted}${fromDiscord(endSource)}`,
    before: { endedAt: null },
    after,
  });
  return entries;
}

/** The shifts as `duty_shifts` keeps them, with their audit entries. */
export async function writeShifts(tx: Transaction, shifts: readonly PlannedShift[]): Promise<void> {
  for (let first = 0; first < shifts.length; first += 400) {
    await tx.insert(dutyShifts).values(
      shifts.slice(first, first + 400).map((shift) => ({
        staffId: shift.staff.id,
        staffName: shift.staff.name,
        startedAt: shift.start,
        endedAt: shift.end,
        startSource: shift.startSource,
        endSource: shift.endSource,
      })),
    );
  }
  await insertAuditEntries(tx, shifts.flatMap(shiftEntries));
}
