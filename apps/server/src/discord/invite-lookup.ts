import {
  DiscordAPIError,
  RESTJSONErrorCodes,
  Routes,
  type REST,
  type RESTGetAPIInviteResult,
} from 'discord.js';
import type { DiscordInvite } from './port';

/**
 * `GET /invites/{code}?with_counts=true` (invite.mdx, "Get Invite"): the guild an invite leads
 * to, or `null` for Discord's Unknown Invite (10006), which it answers for an expired invite
 * too. Any other failure is thrown for the bot to turn into a `DiscordDeliveryError`.
 */
export async function readInvite(rest: REST, code: string): Promise<DiscordInvite | null> {
  let invite: RESTGetAPIInviteResult;
  try {
    invite = (await rest.get(Routes.invite(code), {
      query: new URLSearchParams({ with_counts: 'true' }),
    })) as RESTGetAPIInviteResult;
  } catch (error) {
    if (error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownInvite) {
      return null;
    }
    throw error;
  }
  const { guild } = invite;
  return {
    guild: guild
      ? {
          id: guild.id,
          name: guild.name,
          icon: guild.icon,
          approximateMemberCount: invite.approximate_member_count ?? null,
        }
      : null,
  };
}
