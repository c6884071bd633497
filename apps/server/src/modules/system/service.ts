import type { PublicConfig } from '@panel/contract/api/system';
import type { Config } from '../../config';
import type { DiscordWeb } from '../../discord/create-discord';

/** What the web app needs to know about this installation before anyone signs in. */
export function publicConfigOf(config: Config, discordWeb: DiscordWeb): PublicConfig {
  return {
    communityName: config.communityName,
    discordInviteUrl: config.discordInviteUrl,
    demoMode: config.demoMode,
    decisionUndoSeconds: config.decisionUndoMs / 1000,
    version: config.version,
    discordWebUrl: discordWeb.url,
    discordGuildId: discordWeb.guildId,
  };
}
