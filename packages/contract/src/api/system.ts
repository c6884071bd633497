import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ ok: z.boolean(), roundTripMs: z.number() }),
  bot: z.object({ status: z.enum(['online', 'offline']), mode: z.enum(['discord', 'standin']) }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** What the web app needs to know about this installation before anyone signs in. */
export const publicConfigSchema = z.object({
  communityName: z.string(),
  discordInviteUrl: z.string().nullable(),
  demoMode: z.boolean(),
  version: z.string(),
  /** How long a review decision can be undone ("Desfazer"), in seconds; 0: it cannot. */
  decisionUndoSeconds: z.number().int(),
  /**
   * Discord as the browser opens it (`https://discord.com`, or the local Discord in demo mode)
   * and the community's server there: a channel's link is `{discordWebUrl}/channels/{discordGuildId}/{id}`.
   */
  discordWebUrl: z.string(),
  discordGuildId: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
