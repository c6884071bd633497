import { ApplicationCommandOptionType as O, ApplicationCommandType } from 'discord-api-types/v10';
import { z } from 'zod';
import { discordIssue } from './form-errors';

/*
 * Guild application commands as Discord validates them (interactions/application-commands.mdx):
 * names of 1 to 32 lowercase letters, digits, `-`, `_` and `'` (any script); descriptions of 1 to 100;
 * at most 25 options, 25 choices; 100 slash, 15 user and 15 message commands; names unique among
 * siblings; required options before optional ones; a subcommand group holds subcommands, a
 * subcommand holds no subcommand; a command's names, descriptions and choice values together
 * at most 8000 characters.
 */
export const commandLimits = {
  perType: {
    [ApplicationCommandType.ChatInput]: 100,
    [ApplicationCommandType.User]: 15,
    [ApplicationCommandType.Message]: 15,
  } as Record<number, number>,
  characters: 8000,
};
const nameRegex = /^[-_'\p{Ll}\p{Lm}\p{Lo}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const name = z.string().regex(nameRegex, 'Command name is invalid');
const description = z.string().min(1).max(100);
const localizations = z.record(z.string(), z.string()).nullable().optional();

const choice = z.object({
  name: z.string().min(1).max(100),
  name_localizations: localizations,
  value: z.union([z.string().max(100), z.number()]),
});

interface Option {
  type: O;
  name: string;
  description: string;
  required?: boolean | undefined;
  choices?: z.infer<typeof choice>[] | undefined;
  options?: Option[] | undefined;
  min_value?: number | undefined;
  max_value?: number | undefined;
  min_length?: number | undefined;
  max_length?: number | undefined;
  autocomplete?: boolean | undefined;
  channel_types?: number[] | undefined;
  name_localizations?: Record<string, string> | null | undefined;
  description_localizations?: Record<string, string> | null | undefined;
}

const optionTypes = [
  O.Subcommand,
  O.SubcommandGroup,
  O.String,
  O.Integer,
  O.Boolean,
  O.User,
  O.Channel,
  O.Role,
  O.Mentionable,
  O.Number,
  O.Attachment,
] as const;

const option: z.ZodType<Option> = z.lazy(() =>
  z.object({
    type: z.union(optionTypes.map((type) => z.literal(type))),
    name,
    description,
    name_localizations: localizations,
    description_localizations: localizations,
    required: z.boolean().optional(),
    choices: z.array(choice).max(25).optional(),
    options: z.array(option).max(25).optional(),
    min_value: z.number().optional(),
    max_value: z.number().optional(),
    min_length: z.number().int().min(0).max(6000).optional(),
    max_length: z.number().int().min(1).max(6000).optional(),
    autocomplete: z.boolean().optional(),
    channel_types: z.array(z.number().int()).optional(),
  }),
);

/** Options of one level: unique names, required first, subcommands alone or nested right. */
function checkLevel(
  options: Option[],
  ctx: z.RefinementCtx,
  path: PropertyKey[],
  parent: 'command' | 'group' | 'subcommand',
): void {
  const seen = new Set<string>();
  let optionalSeen = false;
  const nesting = options.filter((o) => o.type === O.Subcommand || o.type === O.SubcommandGroup);
  options.forEach((o, index) => {
    const at = [...path, index];
    const issue = (field: string, code: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [...at, field], params: discordIssue(code, message) });
    if (seen.has(o.name)) {
      issue(
        'name',
        'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
        'Option name already exists',
      );
    }
    seen.add(o.name);
    const isNesting = o.type === O.Subcommand || o.type === O.SubcommandGroup;
    if (nesting.length > 0 && !isNesting) {
      issue(
        'type',
        'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
        'Sub-command and sub-command group option types are mutually exclusive to all other types',
      );
    }
    if (o.type === O.SubcommandGroup && parent !== 'command') {
      issue(
        'type',
        'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
        'Sub-command groups can only be top-level',
      );
    }
    if (o.type === O.Subcommand && parent === 'subcommand') {
      issue(
        'type',
        'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
        'Sub-commands cannot be nested in sub-commands',
      );
    }
    if (!isNesting) {
      if (o.required) {
        if (optionalSeen) {
          issue(
            'required',
            'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
            'Required options must be placed before non-required options',
          );
        }
      } else optionalSeen = true;
      if (o.options?.length) {
        issue(
          'options',
          'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
          'Only sub-commands and groups have options',
        );
      }
    }
    if (o.choices && ![O.String, O.Integer, O.Number].includes(o.type)) {
      issue(
        'choices',
        'APPLICATION_COMMAND_OPTION_CHOICES_INVALID',
        'Choices are only valid for string, integer and number options',
      );
    }
    if (isNesting) {
      checkLevel(
        o.options ?? [],
        ctx,
        [...at, 'options'],
        o.type === O.SubcommandGroup ? 'group' : 'subcommand',
      );
    }
  });
}

/** A text as Discord counts it: its longest form, the default or a localization. */
const longest = (text: string, localized: Record<string, string> | null | undefined) =>
  Math.max(text.length, ...Object.values(localized ?? {}).map((t) => t.length));

/** The characters of names, descriptions and choice values, options and choices included. */
function commandCharacters(c: {
  name: string;
  description?: string | undefined;
  name_localizations?: Record<string, string> | null | undefined;
  description_localizations?: Record<string, string> | null | undefined;
  options?: Option[] | undefined;
  choices?: Option['choices'];
}): number {
  const own =
    longest(c.name, c.name_localizations) +
    longest(c.description ?? '', c.description_localizations);
  const choices = (c.choices ?? []).reduce(
    (sum, choice) =>
      sum + longest(choice.name, choice.name_localizations) + String(choice.value).length,
    0,
  );
  return own + choices + (c.options ?? []).reduce((sum, o) => sum + commandCharacters(o), 0);
}

const command = z
  .object({
    id: z.string().optional(),
    type: z
      .union([
        z.literal(ApplicationCommandType.ChatInput),
        z.literal(ApplicationCommandType.User),
        z.literal(ApplicationCommandType.Message),
      ])
      .default(ApplicationCommandType.ChatInput),
    name: z.string().min(1).max(32),
    name_localizations: localizations,
    description: z.string().max(100).default(''),
    description_localizations: localizations,
    options: z.array(option).max(25).optional(),
    default_member_permissions: z
      .string()
      .regex(/^\d{1,20}$/)
      .nullable()
      .optional(),
    dm_permission: z.boolean().nullable().optional(),
    default_permission: z.boolean().nullable().optional(),
    nsfw: z.boolean().optional(),
    contexts: z.array(z.number().int()).nullable().optional(),
    integration_types: z.array(z.number().int()).optional(),
  })
  .superRefine((value, ctx) => {
    const issue = (field: string, code: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], params: discordIssue(code, message) });
    if (commandCharacters(value) > commandLimits.characters) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        params: discordIssue(
          'APPLICATION_COMMAND_TOO_LARGE',
          `Command exceeds maximum size (${commandLimits.characters})`,
        ),
      });
    }
    if (value.type === ApplicationCommandType.ChatInput) {
      if (!nameRegex.test(value.name)) {
        issue('name', 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
      }
      if (value.description.length < 1) {
        issue('description', 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.');
      }
      checkLevel(value.options ?? [], ctx, ['options'], 'command');
    } else if (value.description || value.options?.length) {
      issue(
        'description',
        'APPLICATION_COMMAND_INVALID_DESCRIPTION',
        'Context menu commands cannot have description or options',
      );
    }
  });

export type CommandInput = z.infer<typeof command>;

/**
 * The body of "Bulk Overwrite Guild Application Commands": up to 130 (100 slash, 15 user,
 * 15 message), names unique per type.
 */
export const commandsBody = z
  .array(command)
  .max(130)
  .superRefine((commands, ctx) => {
    const seen = new Set<string>();
    for (const [type, max] of Object.entries(commandLimits.perType)) {
      if (commands.filter((c) => String(c.type) === type).length > max) {
        ctx.addIssue({
          code: 'custom',
          path: [],
          params: discordIssue(
            'APPLICATION_COMMANDS_MAX_EXCEEDED',
            `Maximum number of application commands of type ${type} reached (${max})`,
          ),
        });
      }
    }
    commands.forEach((c, index) => {
      const key = `${c.type}:${c.name}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          params: discordIssue(
            'APPLICATION_COMMANDS_DUPLICATE_NAME',
            `Application command names must be unique`,
          ),
        });
      }
      seen.add(key);
    });
  });

/** A command as the local Discord keeps it. */
export interface LocalCommand extends Omit<CommandInput, 'id'> {
  id: string;
  version: string;
}

/** The command object Discord answers (application-commands.mdx). */
export function commandPayload(applicationId: string, guildId: string, c: LocalCommand) {
  return {
    id: c.id,
    application_id: applicationId,
    version: c.version,
    default_member_permissions: c.default_member_permissions ?? null,
    type: c.type,
    name: c.name,
    name_localizations: c.name_localizations ?? null,
    description: c.description,
    description_localizations: c.description_localizations ?? null,
    guild_id: guildId,
    ...(c.options && { options: c.options }),
    nsfw: c.nsfw ?? false,
    contexts: c.contexts ?? null,
    integration_types: c.integration_types ?? [0],
  };
}
