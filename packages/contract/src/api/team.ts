import { z } from 'zod';
import { snowflakeSchema } from './common';

/**
 * "Equipe": each staff member's work over a period of America/Sao_Paulo days, beside the period
 * of the same length just before it (docs/decisions/2026-12-05-team-analytics.md). Everyone on
 * staff sees their own line; the others' lines need `view_team_analytics`.
 */

/** The ready-made periods: the last 7, 30 or 90 days, today included. */
export const teamPresetDays = ['7', '30', '90'] as const;
export type TeamPresetDays = (typeof teamPresetDays)[number];

export const teamLimits = {
  /** The longest period, in days (a leap year). */
  maxRangeDays: 366,
  /** The period without `days`, `from` or `to`. */
  defaultDays: '30',
  /** Nothing older is asked for. */
  firstDay: '2000-01-01',
} as const;

export const teamMessages = {
  days: 'Período inválido: use 7, 30 ou 90 dias.',
  from: 'Data inicial inválida: use o formato AAAA-MM-DD.',
  to: 'Data final inválida: use o formato AAAA-MM-DD.',
  bothDates: 'Informe a data inicial e a data final.',
  presetOrDates: 'Escolha um período pronto ou as datas, não os dois.',
  order: 'A data inicial deve ser anterior ou igual à data final.',
  range: `Escolha um período de no máximo ${teamLimits.maxRangeDays} dias.`,
  notFound: 'Membro da equipe não encontrado.',
} as const;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, written `YYYY-MM-DD`, from 2000 on. */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(time) &&
    new Date(time).toISOString().slice(0, 10) === value &&
    value >= teamLimits.firstDay
  );
}

function daySchema(message: string) {
  return z
    .string({ error: message })
    .regex(dayPattern, message)
    .refine(isCalendarDay, message)
    .optional();
}

const dayMs = 86_400_000;

/**
 * The period: `days` (the last 7, 30 or 90 days, today included) or `from` and `to` (days, both
 * included, at most 366). Neither: the last 30 days.
 */
export const teamPeriodQuerySchema = z
  .object({
    days: z.enum(teamPresetDays, { error: teamMessages.days }).optional(),
    from: daySchema(teamMessages.from),
    to: daySchema(teamMessages.to),
  })
  .superRefine((query, context) => {
    if (query.days && (query.from || query.to)) {
      context.addIssue({ code: 'custom', message: teamMessages.presetOrDates, path: ['days'] });
      return;
    }
    if (!query.from !== !query.to) {
      const path = query.from ? 'to' : 'from';
      context.addIssue({ code: 'custom', message: teamMessages.bothDates, path: [path] });
      return;
    }
    if (!query.from || !query.to) return;
    const span = (Date.parse(query.to) - Date.parse(query.from)) / dayMs + 1;
    if (span < 1) {
      context.addIssue({ code: 'custom', message: teamMessages.order, path: ['to'] });
    } else if (span > teamLimits.maxRangeDays) {
      context.addIssue({ code: 'custom', message: teamMessages.range, path: ['from'] });
    }
  });
export type TeamPeriodQuery = z.input<typeof teamPeriodQuerySchema>;

export const teamMemberParamsSchema = z.object({ staffId: snowflakeSchema });

/** Days, both included (`YYYY-MM-DD`, America/Sao_Paulo). */
export const teamPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
});
export type TeamPeriod = z.infer<typeof teamPeriodSchema>;

/**
 * What a staff member did in a period. Durations are read from histograms: a median or a p90
 * is within ±9.1 % of the true one (from a minute to 128 days); `null` without anything to measure.
 */
export const teamFiguresSchema = z.object({
  whitelistDecided: z.number().int(),
  insertionDecided: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Approved over decided, 0 to 1. */
  approvalRate: z.number().nullable(),
  /** From submission to decision. */
  medianWaitHours: z.number().nullable(),
  p90WaitHours: z.number().nullable(),
  /** Decisions put back in the queue ("Desfazer"); they no longer count as decided. */
  undone: z.number().int(),
  /** Tickets approved, rejected or canceled. */
  ticketsHandled: z.number().int(),
  /** From opening to decision. */
  medianCloseHours: z.number().nullable(),
  blacklistAdded: z.number().int(),
  refunds: z.number().int(),
  /** Decisions taken with the review message's buttons in Discord. */
  discordDecisions: z.number().int(),
  panelDecisions: z.number().int(),
  /** Time on duty ("em serviço") inside the period, open shifts counted up to now. */
  dutyHours: z.number(),
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const teamLineSchema = z.object({
  staffId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  current: teamFiguresSchema,
  previous: teamFiguresSchema,
  /** Their latest action in the panel or in Discord (sign-ins and reads aside), whenever it was. */
  lastActivityAt: z.string().nullable(),
});
export type TeamLine = z.infer<typeof teamLineSchema>;

export const teamOverviewSchema = z.object({
  period: teamPeriodSchema,
  /** As long as `period`, ending the day before it. */
  previousPeriod: teamPeriodSchema,
  /** Only the caller's own line: they lack `view_team_analytics`. */
  ownOnly: z.boolean(),
  /** Current staff, and anyone else who did something in either period; by name. */
  staff: z.array(teamLineSchema),
  /** The lines above together. */
  totals: z.object({ current: teamFiguresSchema, previous: teamFiguresSchema }),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const teamDaySchema = teamFiguresSchema.extend({ day: z.string() });
export type TeamDay = z.infer<typeof teamDaySchema>;

/** One staff member's period, and its days for the charts (every day, oldest first). */
export const teamMemberSchema = z.object({
  staffId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  period: teamPeriodSchema,
  previousPeriod: teamPeriodSchema,
  current: teamFiguresSchema,
  previous: teamFiguresSchema,
  lastActivityAt: z.string().nullable(),
  days: z.array(teamDaySchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
