import { z } from 'zod';

/**
 * A server is put on the blacklist by its Discord id, which staff rarely have at hand; an
 * invite to it they do. The panel asks Discord which server an invite leads to
 * (docs/decisions/2026-12-04-blacklist-server-invites.md).
 */

/** What Discord's invite codes are made of: letters, digits and hyphens (vanity URLs). */
export const discordInviteCodePattern = /^[A-Za-z0-9-]{2,32}$/;

// https://discord.gg/abc, discord.gg/abc, https://discord.com/invite/abc (ptb., canary.,
// discordapp.com), with a trailing slash, a query or a fragment.
const inviteLink =
  /^(?:https?:\/\/)?(?:www\.)?(?:discord\.gg|(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/invite)\/([A-Za-z0-9-]{2,32})\/?(?:[?#]\S*)?$/i;
// A bare code has a letter or a hyphen: digits alone are taken for a (mistyped) server id.
const bareCode = /^(?=[A-Za-z0-9-]*[A-Za-z-])[A-Za-z0-9-]{2,32}$/;

/** The invite code in what staff pasted (a link or the code itself); `null` when it is none. */
export function discordInviteCode(text: string): string | null {
  const value = text.trim();
  const linked = inviteLink.exec(value)?.[1];
  if (linked) return linked;
  return bareCode.test(value) ? value : null;
}

export const discordInviteMessages = {
  /** The code in the path is not one (the web sends only codes it recognised). */
  invalidCode:
    'Código de convite inválido: use o código do link (discord.gg/codigo), com letras, números e hífens.',
  /** Discord knows no such invite, or it expired: Discord answers both alike. */
  unknown: 'Convite inválido ou expirado.',
  /** A group DM's or a friend's invite: no server behind it. */
  notGuild: 'Este convite não é de um servidor do Discord.',
  unavailable: 'O Discord não respondeu. Tente novamente em instantes.',
} as const;

export const discordInviteParamsSchema = z.object({
  code: z
    .string({ error: discordInviteMessages.invalidCode })
    .regex(discordInviteCodePattern, discordInviteMessages.invalidCode),
});

/** The server an invite leads to, as Discord shows it to whoever holds the invite. */
export const discordInviteGuildSchema = z.object({
  guildId: z.string(),
  name: z.string(),
  /** Its icon on Discord's CDN; null when it has none. */
  iconUrl: z.string().nullable(),
  /** Discord's approximate count; null when Discord did not give one. */
  memberCount: z.number().int().nullable(),
});
export type DiscordInviteGuild = z.infer<typeof discordInviteGuildSchema>;
