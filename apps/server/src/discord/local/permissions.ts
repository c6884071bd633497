import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import {
  basePermissionsOf,
  channelPermissionsOf,
  type PermissionSubject,
} from '../permission-math';
import type { LocalChannel } from './model';
import type { LocalGuildState } from './state';

function subjectOf(state: LocalGuildState, userId: string): PermissionSubject {
  const member = state.members.get(userId);
  return {
    guildId: state.guild.id,
    ownerId: state.guild.ownerId,
    userId,
    roleIds: member ? [...member.roles] : null,
    rolePermissions: new Map([...state.roles.values()].map((role) => [role.id, role.permissions])),
  };
}

/** Discord's permission computation: @everyone, then the member's roles; Administrator is all. */
export function basePermissions(state: LocalGuildState, userId: string): bigint {
  return basePermissionsOf(subjectOf(state, userId));
}

/**
 * Channel overwrites on top of the base permissions (permission-math.ts), then Discord's
 * implicit denials (developers/topics/permissions.mdx, "Implicit Permissions"): without
 * VIEW_CHANNEL nothing else in the channel counts, and in a voice channel without CONNECT
 * only seeing it does.
 */
export function channelPermissions(
  state: LocalGuildState,
  userId: string,
  channel: LocalChannel,
): bigint {
  const permissions = channelPermissionsOf(subjectOf(state, userId), channel.overwrites);
  if (permissions & P.Administrator) return permissions;
  if (!(permissions & P.ViewChannel)) return 0n;
  if (channel.type === ChannelType.GuildVoice && !(permissions & P.Connect)) return P.ViewChannel;
  return permissions;
}

/** Position of the member's highest role (the owner outranks everyone). */
export function highestRolePosition(state: LocalGuildState, userId: string): number {
  if (userId === state.guild.ownerId) return Number.MAX_SAFE_INTEGER;
  const member = state.members.get(userId);
  let highest = 0;
  for (const roleId of member?.roles ?? []) {
    highest = Math.max(highest, state.roles.get(roleId)?.position ?? 0);
  }
  return highest;
}
