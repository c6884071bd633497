import { ChannelType, GuildVerificationLevel } from 'discord-api-types/v10';
import type { LocalInvite } from './model';

/**
 * Invites to other role-play servers, as staff paste them to put a server on the blacklist.
 * The local Discord holds one guild; it knows these others only through their invites: the
 * bot is in none of them, so `GET /guilds/{id}` answers Unknown Guild for each.
 */

/** An id of a guild outside the community (or of its channel): 9300…0 plus `n`. */
const foreignId = (n: number) => String(930000000000000000n + BigInt(n));

/** The codes of the demo's invites, by what they lead to. */
export const demoInviteCodes = {
  /** A rival server with no icon. */
  cidadeAlta: 'cidadealtarp',
  /** A server with an icon (its hash: the picture is on Discord's CDN, not here). */
  portoReal: 'Pr7kQ2xZ',
  /** A small server, behind an invite that expires in a week. */
  vilaNova: 'vilanova-rp',
  /** Expired: Discord answers it as it answers a code that never existed. */
  expired: 'Xx4oLdInv',
} as const;

/** The guilds the invites lead to: none is the community's own. */
export const demoInviteGuildIds = {
  cidadeAlta: foreignId(1),
  portoReal: foreignId(2),
  vilaNova: foreignId(3),
} as const;

const day = 24 * 60 * 60 * 1000;

/** The demo's invites; the expiry dates count from when the local Discord starts. */
export function communityInvites(now = Date.now()): LocalInvite[] {
  return [
    {
      code: demoInviteCodes.cidadeAlta,
      guild: {
        id: demoInviteGuildIds.cidadeAlta,
        name: 'Cidade Alta RP',
        icon: null,
        description: null,
        verificationLevel: GuildVerificationLevel.Low,
        vanityUrlCode: demoInviteCodes.cidadeAlta,
        premiumSubscriptionCount: 14,
      },
      channel: { id: foreignId(101), name: 'boas-vindas', type: ChannelType.GuildText },
      approximateMemberCount: 15234,
      approximatePresenceCount: 2870,
      expiresAt: null,
    },
    {
      code: demoInviteCodes.portoReal,
      guild: {
        id: demoInviteGuildIds.portoReal,
        name: 'Porto Real Roleplay',
        icon: '4f1c2a9be07d3c5a8e6b1d2f3a4c5b6d',
        description: 'Servidor de roleplay de FiveM.',
        verificationLevel: GuildVerificationLevel.Medium,
        vanityUrlCode: null,
        premiumSubscriptionCount: 2,
      },
      channel: { id: foreignId(201), name: 'regras', type: ChannelType.GuildText },
      approximateMemberCount: 3480,
      approximatePresenceCount: 611,
      expiresAt: null,
    },
    {
      code: demoInviteCodes.vilaNova,
      guild: {
        id: demoInviteGuildIds.vilaNova,
        name: 'Vila Nova RP',
        icon: null,
        description: null,
        verificationLevel: GuildVerificationLevel.None,
        vanityUrlCode: null,
        premiumSubscriptionCount: 0,
      },
      channel: { id: foreignId(301), name: 'Recepção', type: ChannelType.GuildVoice },
      approximateMemberCount: 42,
      approximatePresenceCount: 5,
      expiresAt: new Date(now + 7 * day).toISOString(),
    },
    {
      code: demoInviteCodes.expired,
      guild: {
        id: foreignId(4),
        name: 'Servidor Antigo RP',
        icon: null,
        description: null,
        verificationLevel: GuildVerificationLevel.None,
        vanityUrlCode: null,
        premiumSubscriptionCount: 0,
      },
      channel: { id: foreignId(401), name: 'geral', type: ChannelType.GuildText },
      approximateMemberCount: 87,
      approximatePresenceCount: 3,
      expiresAt: new Date(now - day).toISOString(),
    },
  ];
}
