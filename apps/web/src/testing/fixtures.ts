import type { CurrentUser } from '@panel/contract/api/auth';
import type { PublicConfig } from '@panel/contract/api/system';
import {
  defaultRoles,
  effectivePermissions,
  emptyPermissionMap,
  type PermissionLevel,
} from '@panel/contract/permissions';

export const testConfig: PublicConfig = {
  communityName: 'Cidade Alta RP',
  discordInviteUrl: 'https://discord.gg/exemplo',
  demoMode: true,
  version: '0.1.0-test',
  decisionUndoSeconds: 10,
  discordWebUrl: 'https://discord.com',
  discordGuildId: '900000000000000001',
};

const names: Record<PermissionLevel, string> = {
  administrador: 'Ana Souza',
  moderador: 'Bruno Lima',
  suporte: 'Carla Dias',
  user: 'Diego Rocha',
};

/** A signed-in user holding one of the default roles (or none, for `user`). */
export function testUser(
  level: PermissionLevel,
  overrides: Partial<CurrentUser> = {},
): CurrentUser {
  return {
    id: '100000000000000001',
    username: names[level],
    avatar: null,
    permission: level,
    permissions:
      level === 'user'
        ? emptyPermissionMap()
        : effectivePermissions(defaultRoles[level].permissions),
    twoFactorRequired: false,
    ...overrides,
  };
}
