import {
  dutySettingLabels,
  type DutySettings,
  type UpdateDutySettings,
} from '@panel/contract/api/duty';
import type { Database, Executor } from '../../../db/client';
import { recordAudit, type AuditContext } from '../../audit';
import { findDutySettings, lockDutySettings, saveDutySettings } from '../repository/settings';

const settingKeys = Object.keys(dutySettingLabels) as (keyof DutySettings)[];

export function getDutySettings(db: Executor): Promise<DutySettings> {
  return findDutySettings(db);
}

const same = (a: DutySettings[keyof DutySettings], b: DutySettings[keyof DutySettings]) =>
  JSON.stringify(a) === JSON.stringify(b);

function describe(key: keyof DutySettings, settings: DutySettings): string {
  if (key === 'maxShiftHours') return `${settings.maxShiftHours} h`;
  const count = settings.voiceChannelIds.length;
  if (count === 0) return 'nenhum';
  return count === 1 ? '1 canal' : `${count} canais`;
}

/**
 * Saves what changed (audited) and applies it from now: a new limit closes at the next check
 * what it makes overdue; new staff channels start shifts at the next join. No change saves
 * nothing.
 */
export function updateDutySettings(
  db: Database,
  input: UpdateDutySettings,
  audit: AuditContext,
): Promise<DutySettings> {
  return db.transaction(async (tx) => {
    const current = await lockDutySettings(tx);
    const next: DutySettings = {
      maxShiftHours: input.maxShiftHours ?? current.maxShiftHours,
      voiceChannelIds: input.voiceChannelIds ?? current.voiceChannelIds,
    };
    const changed = settingKeys.filter((key) => !same(next[key], current[key]));
    if (changed.length === 0) return current;
    await saveDutySettings(tx, next);
    const pick = (settings: DutySettings): Partial<DutySettings> =>
      Object.fromEntries(changed.map((key) => [key, settings[key]]));
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'duty.settings',
      target: null,
      details: `Alterou as configurações de serviço: ${changed
        .map((key) => `${dutySettingLabels[key]}: ${describe(key, next)}`)
        .join('; ')}`,
      before: pick(current),
      after: pick(next),
    });
    return next;
  });
}
