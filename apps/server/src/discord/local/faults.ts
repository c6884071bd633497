/** A Discord error answer: HTTP status, Discord's JSON error code and message. */
export class LocalDiscordError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const discordErrors = {
  unauthorized: () => new LocalDiscordError(401, 0, '401: Unauthorized'),
  unknownChannel: () => new LocalDiscordError(404, 10003, 'Unknown Channel'),
  unknownGuild: () => new LocalDiscordError(404, 10004, 'Unknown Guild'),
  unknownMember: () => new LocalDiscordError(404, 10007, 'Unknown Member'),
  unknownRole: () => new LocalDiscordError(404, 10011, 'Unknown Role'),
  unknownUser: () => new LocalDiscordError(404, 10013, 'Unknown User'),
  missingAccess: () => new LocalDiscordError(403, 50001, 'Missing Access'),
  missingPermissions: () => new LocalDiscordError(403, 50013, 'Missing Permissions'),
  cannotMessageUser: () => new LocalDiscordError(403, 50007, 'Cannot send messages to this user'),
  notInVoice: () => new LocalDiscordError(400, 40032, 'Target user is not connected to voice.'),
  invalidBody: (message = 'Invalid Form Body') => new LocalDiscordError(400, 50035, message),
} as const;

type Fault =
  | { kind: 'error'; remaining: number; status: number; code: number; message: string }
  | { kind: 'rateLimit'; remaining: number; retryAfterMs: number; global: boolean };

/** Failures scheduled through the control API: the next REST calls answer them. */
export class LocalFaults {
  private queue: Fault[] = [];

  failNext(count: number, error: { status: number; code: number; message: string }): void {
    this.queue.push({ kind: 'error', remaining: count, ...error });
  }

  rateLimitNext(count: number, retryAfterMs: number, global = false): void {
    this.queue.push({ kind: 'rateLimit', remaining: count, retryAfterMs, global });
  }

  clear(): void {
    this.queue = [];
  }

  take(): Fault | null {
    const next = this.queue[0];
    if (!next) return null;
    next.remaining -= 1;
    if (next.remaining <= 0) this.queue.shift();
    return next;
  }
}
