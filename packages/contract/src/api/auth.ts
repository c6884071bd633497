import { z } from 'zod';
import { panelRoleNames, permissionKeys, type PermissionMap } from '../permissions';

export const permissionLevelSchema = z.enum([...panelRoleNames, 'user']);

export const permissionMapSchema = z.object(
  Object.fromEntries(permissionKeys.map((key) => [key, z.boolean()])) as Record<
    keyof PermissionMap,
    z.ZodBoolean
  >,
);

export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  permission: permissionLevelSchema,
  permissions: permissionMapSchema,
  /**
   * Staff the panel refuses until their Discord account uses two-step authentication: their
   * `permissions` are all off until then (docs/decisions/2026-12-05-staff-2fa-and-sessions.md).
   */
  twoFactorRequired: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const signInQuerySchema = z.object({
  returnTo: z.string().max(512).optional(),
});

export const callbackQuerySchema = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});
