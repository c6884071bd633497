import type { Endpoint } from '@panel/contract/endpoints';
import type { Access } from '@panel/contract/routes';
import type { AuthContext } from './auth-context';

/** The game server whose key opened a `/api/game/v1/*` request. */
export interface GameServerContext {
  id: number;
  name: string;
}

/** The metrics as a scrape reads them, whatever the place serving them. */
export interface MetricsText {
  /** Prometheus' text format, with the figures read at this moment. */
  scrape(): Promise<string>;
  readonly contentType: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every route must declare it, or the server refuses to boot. */
    access?: Access;
    /** Mutations accept JSON only, unless the route takes file uploads. */
    multipart?: boolean;
    /** The multipart form the contract declares: its text fields and its file parts' name. */
    form?: Endpoint['form'];
    /** Calls a minute one address may make to this mutation (default: 5 × the per-session limit). */
    ipRateLimit?: number;
  }
  interface FastifyInstance {
    /** The process's Prometheus metrics (docs/decisions/2026-12-05-health-and-metrics.md). */
    metrics: MetricsText;
  }
  interface FastifyRequest {
    /** The signed-in user, or `null`. Set for every request before any handler runs. */
    auth: AuthContext | null;
    /** The game server of a game API request (its Bearer key); `null` everywhere else. */
    gameServer: GameServerContext | null;
  }
}
