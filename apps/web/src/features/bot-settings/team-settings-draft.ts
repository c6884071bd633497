import {
  daysText,
  hoursText,
  teamSettingsLimits,
  updateTeamSettingsSchema,
  type TeamSettings,
  type UpdateTeamSettings,
} from '@panel/contract/api/team-accountability';
import { fieldErrorsFromIssues, type FieldErrors } from '@/lib/field-errors';

/** The card "Equipe" as typed: numbers stay text until saved. */
export interface TeamSettingsDraft {
  alertOn: boolean;
  days: string;
  channelId: string;
  hours: string;
}

export type TeamSettingField = keyof TeamSettings;
export type TeamSettingErrors = FieldErrors<TeamSettingField>;

export const teamSettingFields: readonly TeamSettingField[] = [
  'inactivityDays',
  'inactivityChannelId',
  'waitWarningHours',
];

export function draftOf(settings: TeamSettings): TeamSettingsDraft {
  return {
    alertOn: settings.inactivityDays !== null,
    // Turning the alert back on offers the default days.
    days: String(settings.inactivityDays ?? teamSettingsLimits.defaultInactivityDays),
    channelId: settings.inactivityChannelId ?? '',
    hours: String(settings.waitWarningHours),
  };
}

/** A typed number: blank is not zero, so it is refused with the field's message. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The body of "Salvar alterações": only the fields the draft says otherwise than the saved
 * settings, before they are checked.
 */
export function changesOf(draft: TeamSettingsDraft, settings: TeamSettings): UpdateTeamSettings {
  const changes: UpdateTeamSettings = {};
  const days = draft.alertOn ? numberOf(draft.days) : null;
  if (days !== settings.inactivityDays) changes.inactivityDays = days;
  const channelId = draft.channelId.trim() || null;
  if (channelId !== settings.inactivityChannelId) changes.inactivityChannelId = channelId;
  const hours = numberOf(draft.hours);
  if (hours !== settings.waitWarningHours) changes.waitWarningHours = hours;
  return changes;
}

/** The contract's refusals of the changes in Portuguese, one per field; none when valid. */
export function refusalsOf(changes: UpdateTeamSettings): TeamSettingErrors {
  const parsed = updateTeamSettingsSchema.safeParse(changes);
  if (parsed.success) return {};
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return fieldErrorsFromIssues(teamSettingFields, issues);
}

/** "72 horas = 3 dias", "30 horas = 1 dia e 6 horas"; nothing under a day or for bad input. */
export function hoursInDays(text: string): string | null {
  const hours = Number(text);
  if (!Number.isInteger(hours) || hours < 24) return null;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const span = rest === 0 ? daysText(days) : `${daysText(days)} e ${hoursText(rest)}`;
  return `${hoursText(hours)} = ${span}`;
}
