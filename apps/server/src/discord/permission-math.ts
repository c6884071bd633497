import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';

/**
 * Discord's permission computation, on plain data: the bot settings checks use it on the
 * catalog to say what the bot may do in a channel. The local Discord keeps its own reading of
 * these rules (docs/decisions/2026-12-03-local-discord-package.md).
 */

export const allPermissions = Object.values(P).reduce((sum, flag) => sum | flag, 0n);

export interface PermissionSubject {
  guildId: string;
  ownerId: string | null;
  userId: string;
  /** The member's roles (without @everyone); `null` when not a member. */
  roleIds: readonly string[] | null;
  /** Every role's permission bits, @everyone's under the guild's id. */
  rolePermissions: ReadonlyMap<string, bigint>;
}

export interface Overwrite {
  id: string;
  type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

/** @everyone, then the member's roles; the owner and Administrator have everything. */
export function basePermissionsOf(subject: PermissionSubject): bigint {
  if (subject.userId === subject.ownerId) return allPermissions;
  if (!subject.roleIds) return 0n;
  let permissions = subject.rolePermissions.get(subject.guildId) ?? 0n;
  for (const roleId of subject.roleIds) permissions |= subject.rolePermissions.get(roleId) ?? 0n;
  return permissions & P.Administrator ? allPermissions : permissions;
}

/**
 * Channel overwrites on top: @everyone's, then the roles' together, then the member's own; then
 * Discord's implicit denials (developers/topics/permissions, "Implicit Permissions"): without
 * VIEW_CHANNEL nothing else in the channel counts, and in a voice channel without CONNECT only
 * seeing it does.
 */
export function channelPermissionsOf(
  subject: PermissionSubject,
  overwrites: readonly Overwrite[],
  channelType: ChannelType,
): bigint {
  const permissions = overwrittenPermissions(subject, overwrites);
  if (permissions & P.Administrator) return permissions;
  if (!(permissions & P.ViewChannel)) return 0n;
  const voice =
    channelType === ChannelType.GuildVoice || channelType === ChannelType.GuildStageVoice;
  if (voice && !(permissions & P.Connect)) return P.ViewChannel;
  return permissions;
}

function overwrittenPermissions(
  subject: PermissionSubject,
  overwrites: readonly Overwrite[],
): bigint {
  let permissions = basePermissionsOf(subject);
  if (permissions & P.Administrator) return permissions;
  if (!subject.roleIds) return 0n;
  const byId = new Map(overwrites.map((o) => [o.id, o]));
  const apply = (deny: bigint, allow: bigint) => {
    permissions = (permissions & ~deny) | allow;
  };
  const everyone = byId.get(subject.guildId);
  if (everyone) apply(everyone.deny, everyone.allow);
  let roleDeny = 0n;
  let roleAllow = 0n;
  for (const roleId of subject.roleIds) {
    const overwrite = byId.get(roleId);
    if (overwrite?.type !== 0) continue;
    roleDeny |= overwrite.deny;
    roleAllow |= overwrite.allow;
  }
  apply(roleDeny, roleAllow);
  const own = byId.get(subject.userId);
  if (own?.type === 1) apply(own.deny, own.allow);
  return permissions;
}
