import { z } from 'zod';
import { gameJoinReasons } from './game-servers';
import { teamPeriodQuerySchema, teamPeriodSchema } from './team';

/**
 * "Comunidade" (`/analytics`): how the community moves, per day of the period (America/Sao_Paulo),
 * read from rollups kept as things happen (docs/decisions/2026-12-05-community-analytics.md).
 * The period is asked for as the team's is: the last 7, 30 or 90 days, or two days (at most 366).
 */
export const analyticsQuerySchema = teamPeriodQuerySchema;
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** Each series holds one value per day of `days`, in order. */
const perDay = z.array(z.number());

export const analyticsApplicationsSchema = z.object({
  /** Whitelists and inscrições sent on each day. */
  submitted: perDay,
  /** Decided on each day (revoked whitelists count as approved: they were). */
  approved: perDay,
  rejected: perDay,
  /**
   * Whitelists sent in the period, those of them approved, and those approved whose member then
   * entered a game server (their first allowed join, whenever it came).
   */
  funnel: z.object({ submitted: z.number(), approved: z.number(), joined: z.number() }),
  /** From submission to decision, over the period's decisions (±9.1 %); null: none. */
  medianWaitHours: z.number().nullable(),
});

export const analyticsVoiceSchema = z.object({
  /** Minutes in voice (outside the AFK channel) on each day. */
  minutes: perDay,
  /**
   * Minutes in voice per weekday and hour over the period: `heatmap[weekday][hour]`, weekday 0
   * Sunday to 6 Saturday, hours 0 to 23 (São Paulo).
   */
  heatmap: z.array(z.array(z.number())),
  /** The ten channels with most minutes in the period, most first. */
  topChannels: z.array(
    z.object({ channelId: z.string(), name: z.string().nullable(), minutes: z.number() }),
  ),
});

export const analyticsStoreSchema = z.object({
  /** Points given on each day (voice, codes, staff grants), and spent in the store. */
  earned: perDay,
  spent: perDay,
  /** Purchases refunded on each day. */
  refunds: perDay,
  /** The ten products sold most in the period (refunded sales left out), most first. */
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sold: z.number(),
      points: z.number(),
    }),
  ),
});

export const analyticsGameSchema = z.object({
  /** Joins let in and refused on each day, every server together. */
  allowed: perDay,
  refused: perDay,
  /** Per server, the period's joins, and each day's peak of players online (players report). */
  servers: z.array(
    z.object({
      serverId: z.string(),
      name: z.string(),
      allowed: z.number(),
      refused: z.number(),
      peakPlayers: perDay,
    }),
  ),
  /** Why joins were refused in the period, most first. */
  refusalReasons: z.array(z.object({ reason: z.enum(gameJoinReasons), count: z.number() })),
});

export const analyticsBlacklistSchema = z.object({
  /**
   * The twelve months up to the period's last day's month (`YYYY-MM`), whatever the period: a
   * month is the unit of a blacklist's pace.
   */
  months: z.array(z.string()),
  added: z.array(z.number()),
  lifted: z.array(z.number()),
});

export const communityAnalyticsSchema = z.object({
  period: teamPeriodSchema,
  /** Every day of the period (`YYYY-MM-DD`), oldest first: the series' days. */
  days: z.array(z.string()),
  applications: analyticsApplicationsSchema,
  voice: analyticsVoiceSchema,
  store: analyticsStoreSchema,
  game: analyticsGameSchema,
  blacklist: analyticsBlacklistSchema,
});
export type CommunityAnalytics = z.infer<typeof communityAnalyticsSchema>;
