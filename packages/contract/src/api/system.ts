import { z } from 'zod';

/** `GET /healthz`: the process is up and answers; nothing else is checked. */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Liveness = z.infer<typeof livenessSchema>;

/** What `GET /readyz` checks, each named in `notReady` when it fails. */
export const readinessCheckNames = [
  'database',
  'migrations',
  'discord',
  'outbox',
  'gameDatabases',
] as const;
export type ReadinessCheckName = (typeof readinessCheckNames)[number];

/** One check: whether it passed and, in Portuguese, what was found. */
const check = <T extends z.ZodRawShape>(details: T) =>
  z.object({ ok: z.boolean(), message: z.string(), ...details });

/**
 * `GET /readyz`, answered with 200 when every check passes and 503 otherwise, the same body
 * (docs/decisions/2026-12-05-health-and-metrics.md).
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  version: z.string(),
  uptimeSeconds: z.number(),
  notReady: z.array(z.enum(readinessCheckNames)),
  checks: z.object({
    database: check({ roundTripMs: z.number().nullable() }),
    migrations: check({ applied: z.number().int(), expected: z.number().int() }),
    discord: check({
      mode: z.enum(['discord', 'standin']),
      status: z.enum(['connecting', 'online', 'reconnecting', 'offline']),
      pingMs: z.number().nullable(),
    }),
    outbox: check({
      /** How long the longest-waiting effect the worker delivers has been due, in seconds. */
      oldestDueSeconds: z.number().nullable(),
      maxDueSeconds: z.number(),
    }),
    gameDatabases: check({ connected: z.number().int(), unreachable: z.number().int() }),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;

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
