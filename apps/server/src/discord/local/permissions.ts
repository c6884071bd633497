import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { LocalChannel } from './model';
import type { LocalGuildState } from './state';

const all = Object.values(P).reduce((sum, flag) => sum | flag, 0n);

/** Discord's permission computation: @everyone, then the member's roles; Administrator is all. */
export function basePermissions(state: LocalGuildState, userId: string): bigint {
  if (userId === state.guild.ownerId) return all;
  const member = state.members.get(userId);
  if (!member) return 0n;
  let permissions = state.roles.get(state.guild.id)?.permissions ?? 0n;
  for (const roleId of member.roles) permissions |= state.roles.get(roleId)?.permissions ?? 0n;
  return permissions & P.Administrator ? all : permissions;
}

/** Channel overwrites on top: @everyone's, then the roles' together, then the member's own. */
export function channelPermissions(
  state: LocalGuildState,
  userId: string,
  channel: LocalChannel,
): bigint {
  let permissions = basePermissions(state, userId);
  if (permissions & P.Administrator) return permissions;
  const member = state.members.get(userId);
  if (!member) return 0n;
  const overwrites = new Map(channel.overwrites.map((o) => [o.id, o]));
  const apply = (deny: bigint, allow: bigint) => {
    permissions = (permissions & ~deny) | allow;
  };
  const everyone = overwrites.get(state.guild.id);
  if (everyone) apply(everyone.deny, everyone.allow);
  let roleDeny = 0n;
  let roleAllow = 0n;
  for (const roleId of member.roles) {
    const overwrite = overwrites.get(roleId);
    if (overwrite?.type !== 0) continue;
    roleDeny |= overwrite.deny;
    roleAllow |= overwrite.allow;
  }
  apply(roleDeny, roleAllow);
  const own = overwrites.get(userId);
  if (own?.type === 1) apply(own.deny, own.allow);
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
