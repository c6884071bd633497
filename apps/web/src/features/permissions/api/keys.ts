export const permissionsKeys = {
  roles: ['permissions', 'roles'] as const,
  staff: ['users', 'staff'] as const,
  userPermissions: (discordId: string) => ['users', discordId, 'permissions'] as const,
};
