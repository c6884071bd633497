import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import type { DiscordOAuthSettings } from '../modules/auth';
import { DiscordBot } from './bot';

/**
 * A local Discord this process serves (demo mode and tests), as the composition hands it over:
 * the server never imports `@panel/discord-local` itself
 * (docs/decisions/2026-12-03-local-discord-package.md).
 */
export interface ServedLocalDiscord {
  /** Where it is served on this server, `/discord-standin`. */
  prefix: string;
  credentials: { clientId: string; clientSecret: string; botToken: string; guildId: string };
  /** Adds its routes and gateway to the app (`buildApp`). */
  register(app: FastifyInstance): void;
  /** Moves demo members in and out of voice; answers how to stop. */
  startSimulator(): () => void;
}

/** Discord as the browser reaches it, and the community's server there (channel links). */
export interface DiscordWeb {
  /** `https://discord.com`, or the local Discord this server serves in demo mode. */
  url: string;
  guildId: string;
}

export interface DiscordSetup {
  /** The port the rest of the server uses; `bot` is the same object. */
  port: DiscordBot;
  web: DiscordWeb;
  /** The local Discord served by this process, in demo mode only. */
  local: ServedLocalDiscord | null;
  oauth: DiscordOAuthSettings;
}

/** Where Discord sends a member back after sign-in. */
export function signInRedirectUri(config: Config): string {
  return new URL('/api/auth/discord/callback', config.publicUrl).toString();
}

/**
 * The discord.js bot and sign-in settings, pointed at Discord (`DISCORD_*` settings) or, in
 * demo mode, at the local Discord this server itself serves under `/discord-standin`.
 * `localBaseUrl` answers where this server listens; it is read only once the server listens.
 */
export function createDiscord(
  config: Config,
  db: Database,
  localBaseUrl: () => string,
  /** Where evidence sent to the bot is kept (`/blacklist adicionar`). */
  storage: FileStorage,
  /** Demo mode's local Discord (`src/demo/local-discord.ts`); `null` with `DISCORD_*` set. */
  local: ServedLocalDiscord | null,
): DiscordSetup {
  const redirectUri = signInRedirectUri(config);
  const credentials = config.discord ?? local?.credentials;
  if (!credentials) throw new Error('No Discord: neither DISCORD_* settings nor a local one.');
  const prefix = local?.prefix ?? '';
  // Demo mode: the browser goes to this server's public address, the server to itself.
  const browserBase = config.discord
    ? config.discord.baseUrl
    : new URL(prefix, config.publicUrl).toString();
  const serverBase = () => (config.discord ? config.discord.baseUrl : `${localBaseUrl()}${prefix}`);
  const port = new DiscordBot(
    {
      mode: config.discord ? 'discord' : 'standin',
      token: credentials.botToken,
      guildId: credentials.guildId,
      apiBase: () => `${serverBase()}/api`,
      adminDiscordIds: config.adminDiscordIds,
      panelUrl: config.publicUrl.toString(),
      reapplyCooldownMs: config.reapplyCooldownMs,
      activity: config.botActivity,
    },
    db,
    storage,
  );
  return {
    port,
    web: { url: browserBase.replace(/\/$/, ''), guildId: credentials.guildId },
    local: config.discord ? null : local,
    oauth: {
      authorizeUrl: `${browserBase}/oauth2/authorize`,
      apiBase: () => `${serverBase()}/api/v10`,
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      guildId: credentials.guildId,
      redirectUri,
    },
  };
}
