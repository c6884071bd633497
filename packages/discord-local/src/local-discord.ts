import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { LocalFaults } from './faults';
import type { LocalGateway } from './gateway';
import { localDiscordIds } from './identities';
import { LocalInteractions } from './interactions';
import { LocalGuildState } from './state';

/** Where the local Discord is served: OAuth pages, `/api/v10`, `/gateway`, `/control`. */
export const localDiscordPrefix = '/discord-standin';

/**
 * The gateway's address as `GET /gateway/bot` and READY give it, on the host the bot used.
 * Plain `ws:`: the bot reaches the local Discord directly, never through a TLS proxy.
 */
export function gatewayUrlFor(host: string | undefined): string {
  return `ws://${host ?? '127.0.0.1'}${localDiscordPrefix}/gateway`;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export interface OAuthGrant {
  userId: string;
  redirectUri: string;
  expiresAt: number;
  /** The scopes the user authorized (the authorize URL's `scope`). */
  scopes: string[];
}

/** What an OAuth access token was granted: whose, and which scopes. */
export interface OAuthToken {
  userId: string;
  scopes: string[];
}

/**
 * One local Discord: the guild's state, the faults scheduled by tests, the secrets a panel
 * needs to talk to it (bot token, OAuth client), and the OAuth codes and tokens handed out.
 */
export class LocalDiscord {
  readonly state = new LocalGuildState();
  readonly faults = new LocalFaults();
  /** The guild's application commands and the members' interactions with the bot. */
  readonly interactions = new LocalInteractions(this.state);
  readonly clientId = localDiscordIds.application;
  readonly guildId = localDiscordIds.guild;
  readonly botToken: string;
  readonly clientSecret: string;
  readonly oauthCodes = new Map<string, OAuthGrant>();
  /** OAuth access token → its user and scopes. */
  readonly accessTokens = new Map<string, OAuthToken>();
  /** Files members attached to interactions, served as Discord's CDN serves them, by id. */
  readonly files = new Map<string, { filename: string; contentType: string; bytes: Buffer }>();
  /** The WebSocket gateway, once served (`registerLocalDiscord`). */
  gateway: LocalGateway | null = null;

  /**
   * Where sign-in may send a code back, as the redirects registered in Discord's portal;
   * `null` accepts loopback addresses only (the standalone local Discord).
   */
  readonly redirectUris: readonly string[] | null;

  constructor(
    options: { botToken?: string; clientSecret?: string; redirectUris?: readonly string[] } = {},
  ) {
    this.redirectUris = options.redirectUris ?? null;
    this.botToken =
      options.botToken ??
      `${Buffer.from(this.clientId).toString('base64url')}.local.${randomBytes(18).toString('base64url')}`;
    this.clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  }

  /** Whether a token (with or without its `Bot ` prefix) is this Discord's bot token. */
  isBotToken(token: string): boolean {
    return timingSafeEqual(digest(token.replace(/^Bot /, '')), digest(this.botToken));
  }

  /** Whether an `Authorization` header carries this Discord's bot token. */
  isBot(authorization: string | undefined): boolean {
    return authorization?.startsWith('Bot ') === true && this.isBotToken(authorization);
  }

  /** Whether sign-in may redirect there, as Discord checks the application's redirects. */
  acceptsRedirect(uri: string): boolean {
    if (this.redirectUris) return this.redirectUris.includes(uri);
    try {
      const { protocol, hostname } = new URL(uri);
      return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
    } catch {
      return false;
    }
  }

  /** The user an OAuth `Bearer` token was issued to. */
  bearerUser(authorization: string | undefined): string | null {
    return this.bearerToken(authorization)?.userId ?? null;
  }

  /** Whether a `Bearer` token was granted `scope` (Discord answers 401 to a call it lacks). */
  bearerHasScope(authorization: string | undefined, scope: string): boolean {
    return this.bearerToken(authorization)?.scopes.includes(scope) === true;
  }

  private bearerToken(authorization: string | undefined): OAuthToken | null {
    if (!authorization?.startsWith('Bearer ')) return null;
    return this.accessTokens.get(authorization.slice(7)) ?? null;
  }
}
