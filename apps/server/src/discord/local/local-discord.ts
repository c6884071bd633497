import { randomBytes } from 'node:crypto';
import { LocalFaults } from './faults';
import type { LocalGateway } from './gateway';
import { localDiscordIds } from './identities';
import { LocalGuildState } from './state';

/** Where the local Discord is served: OAuth pages, `/api/v10`, `/gateway`, `/control`. */
export const localDiscordPrefix = '/discord-standin';

export interface OAuthGrant {
  userId: string;
  redirectUri: string;
  expiresAt: number;
}

/**
 * One local Discord: the guild's state, the faults scheduled by tests, the secrets a panel
 * needs to talk to it (bot token, OAuth client), and the OAuth codes and tokens handed out.
 */
export class LocalDiscord {
  readonly state = new LocalGuildState();
  readonly faults = new LocalFaults();
  readonly clientId = localDiscordIds.application;
  readonly guildId = localDiscordIds.guild;
  readonly botToken: string;
  readonly clientSecret: string;
  readonly oauthCodes = new Map<string, OAuthGrant>();
  /** OAuth access token → user id. */
  readonly accessTokens = new Map<string, string>();
  /** The WebSocket gateway, once served (`registerLocalDiscord`). */
  gateway: LocalGateway | null = null;

  constructor(options: { botToken?: string; clientSecret?: string } = {}) {
    this.botToken =
      options.botToken ??
      `${Buffer.from(this.clientId).toString('base64url')}.local.${randomBytes(18).toString('base64url')}`;
    this.clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  }

  /** Whether an `Authorization` header carries this Discord's bot token. */
  isBot(authorization: string | undefined): boolean {
    return authorization === `Bot ${this.botToken}`;
  }

  /** The user an OAuth `Bearer` token was issued to. */
  bearerUser(authorization: string | undefined): string | null {
    if (!authorization?.startsWith('Bearer ')) return null;
    return this.accessTokens.get(authorization.slice(7)) ?? null;
  }
}
