import { z } from 'zod';
import { panelRoleNames } from '../permissions';
import { permissionLevelSchema, permissionMapSchema } from './auth';
import { snowflakeSchema } from './common';

export const userIdParamsSchema = z.object({ discordId: snowflakeSchema });

export const endedSessionsSchema = z.object({ ended: z.number().int() });

export const staffUserSchema = z.object({
  discordId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  permission: z.enum(panelRoleNames),
  /** Whether the person has ever signed in (staff can be named before their first visit). */
  lastSignInAt: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUserListSchema = z.array(staffUserSchema);

export const roleAssignmentSchema = z.strictObject({
  discordId: snowflakeSchema,
  roleName: z.enum(panelRoleNames, {
    error: 'Escolha um cargo: administrador, moderador ou suporte.',
  }),
});
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;

export const userPermissionsSchema = z.object({
  discordId: z.string(),
  username: z.string(),
  permission: permissionLevelSchema,
  permissions: permissionMapSchema,
  /** True when the person is an administrator through ADMIN_DISCORD_IDS. */
  configuredAdmin: z.boolean(),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;
