/** One entry of a 50035 errors tree: Discord's error code (text) and its message. */
export interface FieldError {
  code: string;
  message: string;
}

/** Discord's form errors: nested keys (array indexes as keys), `_errors` at the leaves. */
export interface FormErrors {
  _errors?: FieldError[];
  [key: string]: FormErrors | FieldError[] | undefined;
}

/** A Discord error answer: HTTP status, Discord's JSON error code and message (and form errors). */
export class LocalDiscordError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: FormErrors,
  ) {
    super(message);
  }
}

/** Adds one field's error to a tree, at its path (`['permission_overwrites', 0, 'allow']`). */
export function addFieldError(
  tree: FormErrors,
  path: readonly PropertyKey[],
  error: FieldError,
): void {
  let node = tree;
  for (const key of path) {
    const name = String(key);
    const next = (node[name] ?? {}) as FormErrors;
    node[name] = next;
    node = next;
  }
  node._errors = [...(node._errors ?? []), error];
}

/**
 * Discord's 400 Invalid Form Body (code 50035) for one field; `path` `[]` is the body itself
 * (developers/reference.mdx, "Error Messages").
 */
export function formError(path: readonly PropertyKey[], code: string, message: string) {
  const errors: FormErrors = {};
  addFieldError(errors, path, { code, message });
  return new LocalDiscordError(400, 50035, 'Invalid Form Body', errors);
}

export const discordErrors = {
  unauthorized: () => new LocalDiscordError(401, 0, '401: Unauthorized'),
  notFound: () => new LocalDiscordError(404, 0, '404: Not Found'),
  methodNotAllowed: () => new LocalDiscordError(405, 0, '405: Method Not Allowed'),
  unknownChannel: () => new LocalDiscordError(404, 10003, 'Unknown Channel'),
  unknownGuild: () => new LocalDiscordError(404, 10004, 'Unknown Guild'),
  unknownInvite: () => new LocalDiscordError(404, 10006, 'Unknown Invite'),
  unknownMember: () => new LocalDiscordError(404, 10007, 'Unknown Member'),
  unknownMessage: () => new LocalDiscordError(404, 10008, 'Unknown Message'),
  unknownRole: () => new LocalDiscordError(404, 10011, 'Unknown Role'),
  unknownUser: () => new LocalDiscordError(404, 10013, 'Unknown User'),
  maxGuildChannels: () =>
    new LocalDiscordError(400, 30013, 'Maximum number of guild channels reached (500)'),
  missingAccess: () => new LocalDiscordError(403, 50001, 'Missing Access'),
  missingPermissions: () => new LocalDiscordError(403, 50013, 'Missing Permissions'),
  cannotMessageUser: () => new LocalDiscordError(403, 50007, 'Cannot send messages to this user'),
  notInVoice: () => new LocalDiscordError(400, 40032, 'Target user is not connected to voice.'),
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
