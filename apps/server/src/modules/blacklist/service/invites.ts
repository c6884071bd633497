import {
  discordInviteMessages,
  type DiscordInviteGuild,
} from '@panel/contract/api/blacklist-invites';
import type { DiscordPort } from '../../../discord/port';
import { HttpError, notFound } from '../../../http/errors';
import { DiscordDeliveryError } from '../../../outbox/discord-effects';

/** A guild's icon on Discord's CDN (reference.mdx, "Image Formatting"): animated ones as GIF. */
export function guildIconUrl(guildId: string, icon: string | null): string | null {
  if (!icon) return null;
  const extension = icon.startsWith('a_') ? 'gif' : 'png';
  return `https://cdn.discordapp.com/icons/${guildId}/${icon}.${extension}?size=128`;
}

/**
 * The server an invite leads to, so staff pick the server to blacklist from an invite instead
 * of its id. Asked of Discord at once and stored nowhere: the bot is not in that server, so the
 * invite is all the panel can know of it (docs/decisions/2026-12-04-blacklist-server-invites.md).
 */
export async function findInviteGuild(
  discord: Pick<DiscordPort, 'resolveInvite'>,
  code: string,
): Promise<DiscordInviteGuild> {
  let invite;
  try {
    invite = await discord.resolveInvite(code);
  } catch (error) {
    // Unreachable, a token being replaced, a 5xx: worth trying again, as for mute and remove.
    if (error instanceof DiscordDeliveryError) {
      throw new HttpError(503, 'unavailable', discordInviteMessages.unavailable);
    }
    throw error;
  }
  if (!invite) throw notFound(discordInviteMessages.unknown);
  if (!invite.guild) throw notFound(discordInviteMessages.notGuild);
  const { id, name, icon, approximateMemberCount } = invite.guild;
  return {
    guildId: id,
    name,
    iconUrl: guildIconUrl(id, icon),
    memberCount: approximateMemberCount,
  };
}
