import type { Config } from '../config';
import type { DiscordOAuthSettings } from '../modules/auth/discord-oauth';
import type { DiscordPort } from './port';
import { DiscordRestPort } from './rest-port';
import { StandInGuild } from './standin/guild';
import { standInGuildId } from './standin/identities';
import { standInClient, standInPrefix } from './standin/oauth-routes';
import { StandInDiscordPort } from './standin/port';

export interface DiscordSetup {
  port: DiscordPort;
  /** Present in stand-in mode only. */
  standIn: StandInGuild | null;
  oauth: DiscordOAuthSettings;
}

/**
 * Real Discord when credentials are configured, the built-in stand-in otherwise.
 * `localBaseUrl` answers where this server listens; the stand-in's API is served there.
 */
export function createDiscord(config: Config, localBaseUrl: () => string): DiscordSetup {
  const redirectUri = new URL('/api/auth/discord/callback', config.publicUrl).toString();
  if (config.discord) {
    return {
      port: new DiscordRestPort(config.discord.botToken, config.discord.guildId),
      standIn: null,
      oauth: {
        authorizeUrl: `${config.discord.baseUrl}/oauth2/authorize`,
        apiBase: () => `${config.discord!.baseUrl}/api/v10`,
        clientId: config.discord.clientId,
        clientSecret: config.discord.clientSecret,
        guildId: config.discord.guildId,
        redirectUri,
      },
    };
  }
  const guild = new StandInGuild();
  return {
    port: new StandInDiscordPort(guild),
    standIn: guild,
    oauth: {
      authorizeUrl: new URL(`${standInPrefix}/oauth2/authorize`, config.publicUrl).toString(),
      apiBase: () => `${localBaseUrl()}${standInPrefix}/api/v10`,
      clientId: standInClient.id,
      clientSecret: standInClient.secret,
      guildId: standInGuildId,
      redirectUri,
    },
  };
}
