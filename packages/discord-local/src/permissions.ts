import { basePermissionsOf, channelPermissionsOf, type PermissionSubject } from './permission-math';
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

/** What the member may do in the channel, as Discord computes it (permission-math.ts). */
export function channelPermissions(
  state: LocalGuildState,
  userId: string,
  channel: LocalChannel,
): bigint {
  return channelPermissionsOf(subjectOf(state, userId), channel.overwrites, channel.type);
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
