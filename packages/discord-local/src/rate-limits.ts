import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * Discord's per-route rate limits as headers (developers/topics/rate-limits.mdx): every bot
 * answer says its bucket, how many calls are left in it and when it resets, so discord.js
 * queues its calls per bucket as it does against Discord. Generous (50 calls a second per
 * bucket and major parameter) so tests never wait on it; a client that ignores the headers
 * still gets Discord's 429 once a bucket is spent.
 */
export const routeRateLimit = { limit: 50, windowMs: 1000 } as const;

/** A route's bucket: a stable hash of its method and path template, as Discord's are opaque. */
export function bucketOf(method: string, template: string): string {
  return createHash('sha256').update(`${method} ${template}`).digest('hex').slice(0, 32);
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

interface Window {
  resetAt: number;
  used: number;
}

export class LocalRateLimits {
  private windows = new Map<string, Window>();

  /**
   * Counts one call in its bucket (per major parameter: the guild or channel in the path) and
   * writes the bucket's headers; answers how long to wait when the bucket was already spent.
   */
  take(reply: FastifyReply, bucket: string, major: string, now = Date.now()): number | null {
    const key = `${bucket}:${major}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { resetAt: now + routeRateLimit.windowMs, used: 0 };
      this.windows.set(key, window);
      this.forgetExpired(now);
    }
    const spent = window.used >= routeRateLimit.limit;
    if (!spent) window.used += 1;
    writeBucketHeaders(reply, bucket, routeRateLimit.limit - window.used, window.resetAt - now);
    return spent ? window.resetAt - now : null;
  }

  private forgetExpired(now: number): void {
    if (this.windows.size < 1000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

function writeBucketHeaders(
  reply: FastifyReply,
  bucket: string,
  remaining: number,
  resetAfterMs: number,
) {
  void reply
    .header('x-ratelimit-limit', String(routeRateLimit.limit))
    .header('x-ratelimit-remaining', String(Math.max(0, remaining)))
    .header('x-ratelimit-reset', seconds(Date.now() + resetAfterMs))
    .header('x-ratelimit-reset-after', seconds(resetAfterMs))
    .header('x-ratelimit-bucket', bucket);
}

/**
 * Discord's 429: `Retry-After` in whole seconds (rounded up), `retry_after` in the body with
 * its decimals. A route's 429 also carries the route's bucket headers (spent) and
 * `X-RateLimit-Scope: user`; the global one only `X-RateLimit-Global` and scope `global`.
 */
export function sendRateLimit(
  reply: FastifyReply,
  retryAfterMs: number,
  limit: { global: true } | { global: false; bucket: string },
) {
  const retryAfter = Number((retryAfterMs / 1000).toFixed(3));
  void reply.code(429).header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
  if (limit.global) {
    void reply.header('x-ratelimit-global', 'true').header('x-ratelimit-scope', 'global');
  } else {
    writeBucketHeaders(reply, limit.bucket, 0, retryAfterMs);
    void reply.header('x-ratelimit-scope', 'user');
  }
  return reply.send({
    message: 'You are being rate limited.',
    retry_after: retryAfter,
    global: limit.global,
  });
}
