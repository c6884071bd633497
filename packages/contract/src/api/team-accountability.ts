import { z } from 'zod';
import { snowflakePattern } from '../constants';
import { teamSettingsLimits, teamSettingsMessages } from './team-accountability-values';

/**
 * The team's accountability (docs/decisions/2026-12-05-team-accountability.md): who on staff has
 * gone quiet (a card on the dashboard, a message in a Discord channel), and how long a pending
 * application may wait before its card is highlighted. One row of settings, `team_settings`.
 */

export * from './team-accountability-values';

export const teamSettingsSchema = z.object({
  /** Days without activity before a staff member counts as inactive; `null`: off. */
  inactivityDays: z.number().int().nullable(),
  /** Where the bot says who went quiet; `null`: no message (the dashboard still shows them). */
  inactivityChannelId: z.string().nullable(),
  /** A pending application waiting longer than this is highlighted in the review lists. */
  waitWarningHours: z.number().int(),
});
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

export const defaultTeamSettings: TeamSettings = {
  inactivityDays: teamSettingsLimits.defaultInactivityDays,
  inactivityChannelId: null,
  waitWarningHours: teamSettingsLimits.defaultWaitWarningHours,
};

const inactivityDaysSchema = z
  .number({ error: teamSettingsMessages.inactivityDays })
  .int(teamSettingsMessages.inactivityDays)
  .min(teamSettingsLimits.minInactivityDays, teamSettingsMessages.inactivityDays)
  .max(teamSettingsLimits.maxInactivityDays, teamSettingsMessages.inactivityDays);

const channelIdSchema = z
  .string({ error: teamSettingsMessages.inactivityChannelId })
  .trim()
  .regex(snowflakePattern, teamSettingsMessages.inactivityChannelId);

const waitWarningHoursSchema = z
  .number({ error: teamSettingsMessages.waitWarningHours })
  .int(teamSettingsMessages.waitWarningHours)
  .min(teamSettingsLimits.minWaitWarningHours, teamSettingsMessages.waitWarningHours)
  .max(teamSettingsLimits.maxWaitWarningHours, teamSettingsMessages.waitWarningHours);

/** What changes; a field left out stays as it is. */
export const updateTeamSettingsSchema = z.strictObject({
  inactivityDays: inactivityDaysSchema.nullable().optional(),
  inactivityChannelId: channelIdSchema.nullable().optional(),
  waitWarningHours: waitWarningHoursSchema.optional(),
});
export type UpdateTeamSettings = z.input<typeof updateTeamSettingsSchema>;

export const teamSettingLabels: Record<keyof TeamSettings, string> = {
  inactivityDays: 'Dias sem atividade para o alerta',
  inactivityChannelId: 'Canal do alerta de inatividade',
  waitWarningHours: 'Alerta de espera (horas)',
};

export const inactiveStaffMemberSchema = z.object({
  staffId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Their latest action (as the team's table shows it) or duty shift; `null`: none ever. */
  lastActivityAt: z.string().nullable(),
  /** Whole days since they were last active (or named staff, when never). */
  inactiveDays: z.number().int(),
});
export type InactiveStaffMember = z.infer<typeof inactiveStaffMemberSchema>;

/** Current staff quiet for the settings' days or more, the quietest first. */
export const inactiveStaffSchema = z.object({
  /** The settings' days; `null`: the alert is off and `staff` is empty. */
  inactivityDays: z.number().int().nullable(),
  staff: z.array(inactiveStaffMemberSchema),
});
export type InactiveStaff = z.infer<typeof inactiveStaffSchema>;
