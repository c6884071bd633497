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

/** At most this many guild members answer a search. */
export const guildMemberSearchLimit = 10;

export const guildMemberSearchQuerySchema = z.object({
  /** Part of the name (display name, nickname or username), or a whole Discord id. */
  search: z
    .string({ error: 'Digite um nome ou um ID do Discord.' })
    .trim()
    .min(1, 'Digite um nome ou um ID do Discord.')
    .max(100, 'A busca pode ter no máximo 100 caracteres.'),
});

/** A member of the Discord server, from the guild catalog the bot keeps. */
export const guildMemberSchema = z.object({
  userId: z.string(),
  /** Nickname in the server, else display name, else username. */
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** Their role in the panel, `null` without one. */
  panelRole: z.string().nullable(),
});
export type GuildMember = z.infer<typeof guildMemberSchema>;
export const guildMemberListSchema = z.array(guildMemberSchema);

/** At most this many ids in one lookup (a page of any list fits). */
export const guildMemberLookupLimit = 100;

/** Members by id, comma-separated: the names the lists show in place of ids. */
export const guildMemberLookupQuerySchema = z.object({
  ids: z
    .string({ error: 'Informe os IDs do Discord, separados por vírgula.' })
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(
      z
        .array(snowflakeSchema)
        .min(1, 'Informe ao menos um ID do Discord.')
        .max(guildMemberLookupLimit, `Informe no máximo ${guildMemberLookupLimit} IDs por vez.`),
    ),
});

/** A member the catalog knows, in the guild or gone from it; unknown ids are left out. */
export const knownMemberSchema = guildMemberSchema.extend({
  /** False once they left the server (the catalog keeps their last names). */
  inGuild: z.boolean(),
});
export type KnownMember = z.infer<typeof knownMemberSchema>;
export const knownMemberListSchema = z.array(knownMemberSchema);
