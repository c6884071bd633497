import { z } from 'zod';
import { applicationStatuses } from './application-values';
import { rowIdSchema } from './common';
import { formTypes } from './form-values';
import { ticketStatuses, ticketTypes } from './ticket-values';

/** How many of each kind the history lists, newest first. */
export const memberHistoryLimits = { applications: 20, tickets: 10 };

export const applicationParamsSchema = z.object({ id: rowIdSchema });

/**
 * What staff weigh beside an entry: the member's other applications (either form, with the
 * reasons of rejections), their tickets and whether they are on the blacklist now.
 */
export const memberHistorySchema = z.object({
  applications: z.array(
    z.object({
      id: z.string(),
      form: z.enum(formTypes),
      status: z.enum(applicationStatuses),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
      decidedBy: z.string().nullable(),
      decisionReason: z.string().nullable(),
      /** Insertions only. */
      roleName: z.string().nullable(),
    }),
  ),
  /** More applications than listed. */
  moreApplications: z.boolean(),
  tickets: z.array(
    z.object({
      id: z.string(),
      ticketType: z.enum(ticketTypes),
      status: z.enum(ticketStatuses),
      createdAt: z.string(),
      reason: z.string(),
      decisionReason: z.string().nullable(),
    }),
  ),
  moreTickets: z.boolean(),
  /** The active blacklist entry of the member, `null` when not listed. */
  blacklist: z
    .object({ reason: z.string(), createdAt: z.string(), expiresAt: z.string().nullable() })
    .nullable(),
});
export type MemberHistory = z.infer<typeof memberHistorySchema>;
