import { z } from 'zod';
import { panelRoleNames, permissionKeys, type PermissionKey } from '../permissions';
import { permissionMapSchema } from './auth';

export const roleSchema = z.object({
  id: z.string(),
  name: z.enum(panelRoleNames),
  color: z.string(),
  permissions: permissionMapSchema,
  /** How many staff members hold the role. */
  members: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListSchema = z.array(roleSchema);

export const roleParamsSchema = z.object({
  roleName: z.enum(panelRoleNames, { error: 'Cargo desconhecido.' }),
});

/** The whole map of the role; keys left out keep their value, unknown keys are refused. */
export const updateRoleBodySchema = z.strictObject(
  Object.fromEntries(permissionKeys.map((key) => [key, z.boolean().optional()])) as Record<
    PermissionKey,
    z.ZodOptional<z.ZodBoolean>
  >,
);
