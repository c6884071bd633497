import {
  daysText,
  hoursText,
  teamSettingLabels,
  type TeamSettings,
  type UpdateTeamSettings,
} from '@panel/contract/api/team-accountability';
import type { Database, Executor } from '../../../db/client';
import { recordAudit, type AuditContext } from '../../audit';
import { findTeamSettings, lockTeamSettings, saveTeamSettings } from '../settings-repository';

const settingKeys = Object.keys(teamSettingLabels) as (keyof TeamSettings)[];

export function getTeamSettings(db: Executor): Promise<TeamSettings> {
  return findTeamSettings(db);
}

function describe(key: keyof TeamSettings, settings: TeamSettings): string {
  if (key === 'inactivityDays') {
    return settings.inactivityDays === null ? 'desligado' : daysText(settings.inactivityDays);
  }
  if (key === 'inactivityChannelId') return settings.inactivityChannelId ?? 'nenhum';
  return hoursText(settings.waitWarningHours);
}

/**
 * Saves what changed (audited) and applies it from now: the dashboard and the review lists read
 * the new values at once; the next hourly check alerts with them. No change saves nothing
 * (docs/decisions/2026-12-05-team-accountability.md).
 */
export function updateTeamSettings(
  db: Database,
  input: UpdateTeamSettings,
  audit: AuditContext,
): Promise<TeamSettings> {
  return db.transaction(async (tx) => {
    const current = await lockTeamSettings(tx);
    const next: TeamSettings = {
      inactivityDays:
        input.inactivityDays === undefined ? current.inactivityDays : input.inactivityDays,
      inactivityChannelId:
        input.inactivityChannelId === undefined
          ? current.inactivityChannelId
          : (input.inactivityChannelId?.trim() ?? null),
      waitWarningHours: input.waitWarningHours ?? current.waitWarningHours,
    };
    const changed = settingKeys.filter((key) => next[key] !== current[key]);
    if (changed.length === 0) return current;
    await saveTeamSettings(tx, next);
    const pick = (settings: TeamSettings): Partial<TeamSettings> =>
      Object.fromEntries(changed.map((key) => [key, settings[key]]));
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'team.settings',
      target: null,
      details: `Alterou as configurações da equipe: ${changed
        .map((key) => `${teamSettingLabels[key]}: ${describe(key, next)}`)
        .join('; ')}`,
      before: pick(current),
      after: pick(next),
    });
    return next;
  });
}
