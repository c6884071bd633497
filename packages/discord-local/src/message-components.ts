import { ButtonStyle, ComponentType, TextInputStyle } from 'discord-api-types/v10';
import { z } from 'zod';
import { discordIssue } from './form-errors';

/*
 * Message components and modals as Discord validates them (developers/components/reference.mdx):
 * action rows of up to 5 buttons or one string select, at most 5 rows a message; a button has a
 * label of up to 80 characters, an emoji, or both, and a custom_id of up to 100 (a link button a
 * url instead, and only it); a select 1 to 25 options; custom ids are unique within a message. A modal: a title of up to 45, 1 to 5 rows of one text input each.
 */

const customId = z.string().min(1).max(100);

/** A component's emoji: a Unicode one by name, or a custom one by id and name (ComponentEmojiForRequest). */
const emoji = z.object({
  id: z
    .string()
    .regex(/^\d{1,20}$/)
    .nullable()
    .optional(),
  name: z.string().min(1).max(32),
  animated: z.boolean().optional(),
});

const button = z
  .object({
    type: z.literal(ComponentType.Button),
    style: z.union([
      z.literal(ButtonStyle.Primary),
      z.literal(ButtonStyle.Secondary),
      z.literal(ButtonStyle.Success),
      z.literal(ButtonStyle.Danger),
      z.literal(ButtonStyle.Link),
    ]),
    label: z.string().max(80).optional(),
    emoji: emoji.optional(),
    custom_id: customId.optional(),
    url: z.string().url().max(512).optional(),
    disabled: z.boolean().optional(),
    id: z.number().int().optional(),
  })
  .superRefine((value, ctx) => {
    const issue = (field: string, code: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], params: discordIssue(code, message) });
    const link = value.style === ButtonStyle.Link;
    if (link ? !value.url : !value.custom_id) {
      issue(link ? 'url' : 'custom_id', 'BASE_TYPE_REQUIRED', 'This field is required');
    }
    // reference.mdx "Button": a link button has a url and no custom_id; the others the reverse.
    if (link && value.custom_id) {
      issue(
        'custom_id',
        'BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED',
        'A custom id cannot be set on a link button.',
      );
    }
    if (!link && value.url) {
      issue('url', 'BUTTON_COMPONENT_URL_NOT_ALLOWED', 'A url can only be set on a link button.');
    }
    if (!value.label && !value.emoji) {
      issue('label', 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED', 'A label or emoji is required.');
    }
  });

const selectOption = z.object({
  label: z.string().min(1).max(100),
  value: z.string().min(1).max(100),
  description: z.string().max(100).optional(),
  emoji: emoji.optional(),
  default: z.boolean().optional(),
});

/** A string select (reference.mdx "String Select"): 1 to 25 options, values unique. */
const stringSelectShape = z.object({
  type: z.literal(ComponentType.StringSelect),
  custom_id: customId,
  options: z.array(selectOption).min(1).max(25),
  placeholder: z.string().max(150).optional(),
  min_values: z.number().int().min(0).max(25).optional(),
  max_values: z.number().int().min(1).max(25).optional(),
  disabled: z.boolean().optional(),
  required: z.boolean().optional(),
  id: z.number().int().optional(),
});

function checkSelect(value: z.infer<typeof stringSelectShape>, ctx: z.RefinementCtx): void {
  const min = value.min_values ?? 1;
  const max = value.max_values ?? 1;
  if (min > max || max > value.options.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['max_values'],
      params: discordIssue(
        'BASE_TYPE_BAD_LENGTH',
        'Must be between min_values and the number of options.',
      ),
    });
  }
  if (new Set(value.options.map((option) => option.value)).size !== value.options.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['options'],
      params: discordIssue(
        'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
        'Option values must be unique.',
      ),
    });
  }
}

/** In a message, a select is never `required` (that is a modal's). */
const messageStringSelect = stringSelectShape
  .omit({ required: true })
  .superRefine((value, ctx) => checkSelect({ ...value }, ctx));

/** An action row of a message: up to 5 buttons, or one select menu alone. */
const actionRow = z
  .object({
    type: z.literal(ComponentType.ActionRow),
    components: z
      .array(z.union([button, messageStringSelect]))
      .min(1)
      .max(5),
    id: z.number().int().optional(),
  })
  .superRefine((row, ctx) => {
    const selects = row.components.filter((c) => c.type === ComponentType.StringSelect).length;
    if (selects > 0 && row.components.length > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['components'],
        params: discordIssue(
          'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
          'The specified component exceeds the maximum width',
        ),
      });
    }
  });

export type ActionRow = z.infer<typeof actionRow>;

/** Rows with unique custom ids. */
function uniqueIds(
  rows: { components: { custom_id?: string | undefined }[] }[],
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  rows.forEach((row, r) =>
    row.components.forEach((component, c) => {
      const id = component.custom_id;
      if (id === undefined) return;
      if (seen.has(id)) {
        ctx.addIssue({
          code: 'custom',
          path: [r, 'components', c, 'custom_id'],
          params: discordIssue(
            'COMPONENT_CUSTOM_ID_DUPLICATED',
            'Component custom id cannot be duplicated',
          ),
        });
      }
      seen.add(id);
    }),
  );
}

/** A message's `components`. */
export const messageComponents = z.array(actionRow).max(5).superRefine(uniqueIds);

const textInput = z
  .object({
    type: z.literal(ComponentType.TextInput),
    custom_id: customId,
    style: z.union([z.literal(TextInputStyle.Short), z.literal(TextInputStyle.Paragraph)]),
    label: z.string().min(1).max(45).optional(),
    min_length: z.number().int().min(0).max(4000).optional(),
    max_length: z.number().int().min(1).max(4000).optional(),
    required: z.boolean().optional(),
    value: z.string().max(4000).optional(),
    placeholder: z.string().max(100).optional(),
    id: z.number().int().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.min_length !== undefined && value.max_length !== undefined) {
      if (value.min_length > value.max_length) {
        ctx.addIssue({
          code: 'custom',
          path: ['min_length'],
          params: discordIssue(
            'BASE_TYPE_BAD_LENGTH',
            'Must be between 0 and max_length in length.',
          ),
        });
      }
    }
  });

export type TextInput = z.infer<typeof textInput>;

/** A string select in a modal's label (components/reference.mdx "String Select"). */
const stringSelect = stringSelectShape.superRefine(checkSelect);

export type StringSelect = z.infer<typeof stringSelect>;

/**
 * A text input in a modal: in an action row (the first form) or a label (the newer one), which
 * may hold a string select instead.
 */
const modalRow = z.union([
  z.object({
    type: z.literal(ComponentType.ActionRow),
    components: z.array(textInput).length(1),
    id: z.number().int().optional(),
  }),
  z.object({
    type: z.literal(ComponentType.Label),
    label: z.string().min(1).max(45),
    description: z.string().max(100).optional(),
    component: z.union([textInput, stringSelect]),
    id: z.number().int().optional(),
  }),
]);

/** The data of a modal callback (interaction callback type 9). */
export const modalData = z.object({
  custom_id: customId,
  title: z.string().min(1).max(45),
  components: z
    .array(modalRow)
    .min(1)
    .max(5)
    .superRefine((rows, ctx) =>
      uniqueIds(
        rows.map((row) => ({ components: 'component' in row ? [row.component] : row.components })),
        ctx,
      ),
    ),
});

export type ModalData = z.infer<typeof modalData>;

/** The fields of a modal, in order, with the label each is shown under. */
export function modalInputs(
  modal: ModalData,
): ((TextInput | StringSelect) & { shownLabel: string })[] {
  return modal.components.flatMap((row) =>
    'component' in row
      ? [{ ...row.component, shownLabel: row.label }]
      : row.components.map((input) => ({ ...input, shownLabel: input.label ?? '' })),
  );
}

/**
 * The rows as Discord stores them: a component sent without an `id` gets the next free number,
 * in order, rows before their buttons (components/reference.mdx "Component identifier").
 */
export function numberComponents(rows: ActionRow[]): ActionRow[] {
  const taken = new Set<number>();
  for (const row of rows) {
    if (row.id !== undefined) taken.add(row.id);
    for (const component of row.components) if (component.id !== undefined) taken.add(component.id);
  }
  let next = 1;
  const free = () => {
    while (taken.has(next)) next += 1;
    taken.add(next);
    return next;
  };
  return rows.map((row) => {
    const id = row.id ?? free();
    const components = row.components.map((c) => {
      const numbered = { ...c, id: c.id ?? free() };
      // Discord answers a select's bounds even when they were left to their defaults.
      return numbered.type === ComponentType.StringSelect
        ? {
            ...numbered,
            min_values: numbered.min_values ?? 1,
            max_values: numbered.max_values ?? 1,
          }
        : numbered;
    });
    return { ...row, id, components };
  });
}
