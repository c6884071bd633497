import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import type { DiscordOAuthSettings } from '../modules/auth';
import { DiscordBot } from './bot';
import { LocalDiscord, localDiscordPrefix } from './local/local-discord';

export interface DiscordSetup {
  /** The port the rest of the server uses; `bot` is the same object. */
  port: DiscordBot;
  /** The local Discord served by this process, in demo mode only. */
  local: LocalDiscord | null;
  oauth: DiscordOAuthSettings;
}

/** Discord's settings, or in demo mode a new local Discord and the settings it made. */
function discordOrLocal(config: Config, redirectUri: string) {
  if (config.discord) return { local: null, credentials: config.discord };
  const local = new LocalDiscord({ redirectUris: [redirectUri] });
  const { clientId, clientSecret, botToken, guildId } = local;
  return { local, credentials: { clientId, clientSecret, botToken, guildId, baseUrl: '' } };
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
): DiscordSetup {
  const redirectUri = new URL('/api/auth/discord/callback', config.publicUrl).toString();
  const { local, credentials } = discordOrLocal(config, redirectUri);
  // Demo mode: the browser goes to this server's public address, the server to itself.
  const browserBase = config.discord
    ? config.discord.baseUrl
    : new URL(localDiscordPrefix, config.publicUrl).toString();
  const serverBase = () =>
    config.discord ? config.discord.baseUrl : `${localBaseUrl()}${localDiscordPrefix}`;
  const port = new DiscordBot(
    {
      mode: local ? 'standin' : 'discord',
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
    local,
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
