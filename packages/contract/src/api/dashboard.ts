import { z } from 'zod';
import { auditActionTypes } from './audit';
import { backupStatusSchema } from './backups';

const statusCounts = z.object({ pending: z.number(), approved: z.number(), rejected: z.number() });

/** Days of `applicationsPerDay`. */
export const dashboardChartDays = 30;

export const dashboardSchema = z.object({
  /** Whitelist applications by status. */
  stats: statusCounts,
  /** Role applications (insertions) by status. */
  insertions: statusCounts,
  /** Tickets waiting for staff. */
  tickets: z.object({ pending: z.number() }),
  statsChanges: z.object({
    /** New pending whitelist applications today. */
    pending: z.object({ today: z.number() }),
    /** Approvals in the last 7 days. */
    approved: z.object({ week: z.number() }),
    /** Rejections today. */
    rejected: z.object({ today: z.number() }),
  }),
  /** The newest audit entries, sign-ins left out (the audit log keeps them). */
  recentActivity: z.array(
    z.object({
      id: z.string(),
      user: z.string(),
      avatar: z.string().nullable(),
      action: z.string(),
      actionType: z.enum(auditActionTypes),
      target: z.string().nullable(),
      time: z.string(),
    }),
  ),
  status: z.object({
    /** The bot's gateway connection, as the process holding it last reported. */
    bot: z.enum(['online', 'offline']),
    /** Gateway heartbeat round trip in milliseconds; `null` when offline or not measured yet. */
    botLatencyMs: z.number().nullable(),
    /** When the current gateway session became ready (ISO), `null` when offline. */
    botConnectedAt: z.string().nullable(),
    /** How long the server took to read the dashboard's figures, in milliseconds. */
    api: z.number(),
    /** Share of the last 24 h of one-minute health probes that passed, 0 to 100. */
    uptime: z.number(),
  }),
  /**
   * Discord deliveries that failed for good in the last 24 h; `null` for whoever cannot see
   * the bot settings (the warning links there).
   */
  failedDeliveries: z.number().int().nullable(),
  /**
   * Ticket categories near Discord's 50 channels (`discordChannelLimits.warnAt` or more),
   * fullest first; `null` for whoever cannot see the bot settings.
   */
  fullCategories: z
    .array(z.object({ id: z.string(), name: z.string(), channels: z.number().int() }))
    .nullable(),
  /** The panel's backups; `null` for whoever cannot see the configuration. */
  backups: backupStatusSchema.nullable(),
  /** Applications (both forms) received per day over the last `dashboardChartDays` days, oldest first (UTC days). */
  applicationsPerDay: z.array(z.object({ date: z.string(), count: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
