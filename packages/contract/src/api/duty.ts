import { z } from 'zod';
import { snowflakeSchema } from './common';
import { dutyEndSources, dutyLimits, dutyMessages, dutyStartSources } from './duty-values';

/**
 * Duty ("em serviço"): the shifts staff start and end from the panel's header, with
 * `/servico entrar|sair` in Discord, or by joining a staff voice channel; a shift left open
 * closes itself at the longest shift (docs/decisions/2026-12-05-duty.md).
 */

export * from './duty-values';

export const dutyShiftSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  /** Their name when the shift started. */
  staffName: z.string(),
  startedAt: z.string(),
  /** `null` while the shift is open. */
  endedAt: z.string().nullable(),
  startSource: z.enum(dutyStartSources),
  endSource: z.enum(dutyEndSources).nullable(),
});
export type DutyShift = z.infer<typeof dutyShiftSchema>;

/** The staff member's own duty: the open shift, and the time on duty today and this week. */
export const myDutySchema = z.object({
  shift: dutyShiftSchema.nullable(),
  /** Seconds on duty since midnight (America/Sao_Paulo), the open shift included. */
  todaySeconds: z.number().int(),
  /** Seconds on duty since Monday 00:00 (America/Sao_Paulo), the open shift included. */
  weekSeconds: z.number().int(),
  /** The server's clock when it answered: the open shift's time is counted from it. */
  serverTime: z.string(),
});
export type MyDuty = z.infer<typeof myDutySchema>;

export const onDutyStaffSchema = z.object({
  staffId: z.string(),
  /** Their name as the panel knows it now. */
  staffName: z.string(),
  avatarUrl: z.string().nullable(),
  since: z.string(),
  source: z.enum(dutyStartSources),
});
export type OnDutyStaff = z.infer<typeof onDutyStaffSchema>;

/** Who is on duty now, the longest on duty first. */
export const onDutySchema = z.object({
  staff: z.array(onDutyStaffSchema),
  serverTime: z.string(),
});
export type OnDuty = z.infer<typeof onDutySchema>;

/** A moment of the period, ISO 8601 with its offset (the staff member's own clock). */
function momentSchema(message: string) {
  return z.iso.datetime({ offset: true, error: message }).optional();
}

const dayMs = 86_400_000;

/**
 * Shifts that overlap the period (`from` to `to`; 30 days up to now by default). Another staff
 * member's (`staffId`), or everyone's (none), need `beyondOwnAccess.listDutyShifts`; one's own
 * never do.
 */
export const dutyShiftsQuerySchema = z
  .object({
    staffId: snowflakeSchema.optional(),
    from: momentSchema(dutyMessages.from),
    to: momentSchema(dutyMessages.to),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: dutyMessages.order,
    path: ['to'],
  })
  .refine(
    (query) =>
      !query.from ||
      !query.to ||
      Date.parse(query.to) - Date.parse(query.from) <= dutyLimits.maxRangeDays * dayMs,
    { message: dutyMessages.range, path: ['from'] },
  );
export type DutyShiftsQuery = z.input<typeof dutyShiftsQuerySchema>;

export const dutyShiftsSchema = z.object({
  /** Newest first, at most `dutyLimits.maxShifts`. */
  shifts: z.array(dutyShiftSchema),
  /** Seconds on duty inside the period, over every shift that matches (not only those listed). */
  totalSeconds: z.number().int(),
  /** More shifts match than the answer lists. */
  truncated: z.boolean(),
  from: z.string(),
  to: z.string(),
});
export type DutyShifts = z.infer<typeof dutyShiftsSchema>;

export const dutySettingsSchema = z.object({
  /** A shift open this long closes itself, at its start plus this. */
  maxShiftHours: z.number().int(),
  /** Joining one of these voice channels starts a shift; leaving them ends it. Empty: off. */
  voiceChannelIds: z.array(z.string()),
});
export type DutySettings = z.infer<typeof dutySettingsSchema>;

export const defaultDutySettings: DutySettings = {
  maxShiftHours: dutyLimits.defaultMaxShiftHours,
  voiceChannelIds: [],
};

export const updateDutySettingsSchema = z.strictObject({
  maxShiftHours: z
    .number({ error: dutyMessages.maxShiftHours })
    .int(dutyMessages.maxShiftHours)
    .min(dutyLimits.minShiftHours, dutyMessages.maxShiftHours)
    .max(dutyLimits.maxShiftHours, dutyMessages.maxShiftHours)
    .optional(),
  voiceChannelIds: z
    .array(snowflakeSchema, { error: dutyMessages.voiceChannels })
    .max(dutyLimits.maxVoiceChannels, dutyMessages.voiceChannels)
    .refine((ids) => new Set(ids).size === ids.length, dutyMessages.voiceChannelTwice)
    .optional(),
});
export type UpdateDutySettings = z.input<typeof updateDutySettingsSchema>;

export const dutySettingLabels: Record<keyof DutySettings, string> = {
  maxShiftHours: 'Limite do turno (horas)',
  voiceChannelIds: 'Canais de voz da equipe',
};
