import { GuildNSFWLevel, InviteType, type APIInvite } from 'discord-api-types/v10';
import { discordErrors as E } from './faults';
import type { LocalInvite } from './model';
import type { Params, RestKit } from './rest-kit';

/**
 * An invite as `GET /invites/{code}` answers it (invite.mdx, "Invite Object"), in
 * discord-api-types' shape, with the fields Discord's OpenAPI spec lists as always sent that
 * discord-api-types leaves out (GuildInviteResponse's `guild_id`, InviteGuildResponse's `nsfw`).
 * The counts only with `with_counts=true`; no inviter: the local Discord knows nobody in that
 * guild.
 */
export function invitePayload(invite: LocalInvite, withCounts: boolean) {
  const { guild } = invite;
  const typed = {
    type: InviteType.Guild,
    code: invite.code,
    expires_at: invite.expiresAt,
    guild: {
      id: guild.id,
      name: guild.name,
      icon: guild.icon,
      splash: null,
      banner: null,
      description: guild.description,
      features: [],
      verification_level: guild.verificationLevel,
      vanity_url_code: guild.vanityUrlCode,
      nsfw_level: GuildNSFWLevel.Default,
      premium_subscription_count: guild.premiumSubscriptionCount,
    },
    channel: { id: invite.channel.id, type: invite.channel.type, name: invite.channel.name },
    ...(withCounts && {
      approximate_member_count: invite.approximateMemberCount,
      approximate_presence_count: invite.approximatePresenceCount,
    }),
  } satisfies APIInvite;
  return { ...typed, guild_id: guild.id, guild: { ...typed.guild, nsfw: false } };
}

/** Invites to other guilds: anyone holding a code may read what it leads to. */
export function registerLocalInviteRoutes(kit: RestKit): void {
  const { state, route, params } = kit;

  // invite.mdx "Get Invite": no token needed. A code that never existed and an expired one
  // are the same Unknown Invite (10006).
  route('GET', '/invites/:code', 'public', (request) => {
    const invite = state.invites.get(params(request).code ?? '');
    if (!invite || (invite.expiresAt !== null && Date.parse(invite.expiresAt) <= Date.now())) {
      throw E.unknownInvite();
    }
    return invitePayload(invite, (request.query as Params).with_counts === 'true');
  });
}
