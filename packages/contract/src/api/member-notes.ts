import { z } from 'zod';
import { rowIdSchema } from './common';
import { memberParamsSchema } from './member-base';

// Staff notes and tags on the member's file (docs/decisions/2026-12-05-member-file.md).

export const memberNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;
export const memberNoteListSchema = z.array(memberNoteSchema);

export const memberNoteLimits = { bodyMax: 2000, perMember: 200, tagsMax: 40, tagNameMax: 30 };

const noteBodySchema = z
  .string({ error: 'Escreva a nota.' })
  .trim()
  .min(1, 'Escreva a nota.')
  .max(
    memberNoteLimits.bodyMax,
    `A nota pode ter no máximo ${memberNoteLimits.bodyMax} caracteres.`,
  );

export const memberNoteBodySchema = z.strictObject({
  body: noteBodySchema,
  pinned: z.boolean().optional(),
});
export type MemberNoteBody = z.input<typeof memberNoteBodySchema>;

export const memberNoteUpdateSchema = z
  .strictObject({ body: noteBodySchema.optional(), pinned: z.boolean().optional() })
  .refine((value) => value.body !== undefined || value.pinned !== undefined, {
    message: 'Nada a alterar.',
  });
export type MemberNoteUpdate = z.input<typeof memberNoteUpdateSchema>;

export const memberNoteParamsSchema = memberParamsSchema.extend({ id: rowIdSchema });

export const memberTagBodySchema = z.strictObject({
  name: z
    .string({ error: 'Dê um nome à etiqueta.' })
    .trim()
    .min(2, 'O nome da etiqueta precisa de pelo menos 2 caracteres.')
    .max(
      memberNoteLimits.tagNameMax,
      `O nome da etiqueta pode ter no máximo ${memberNoteLimits.tagNameMax} caracteres.`,
    ),
  color: z
    .string({ error: 'Escolha uma cor.' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'Escolha uma cor no formato #rrggbb.')
    .transform((value) => value.toLowerCase()),
  watch: z.boolean().default(false),
});
export type MemberTagBody = z.input<typeof memberTagBodySchema>;
export const memberTagParamsSchema = z.object({ id: rowIdSchema });

export const memberTagsBodySchema = z.strictObject({
  tagIds: z
    .array(rowIdSchema, { error: 'Escolha as etiquetas.' })
    .max(memberNoteLimits.tagsMax, `No máximo ${memberNoteLimits.tagsMax} etiquetas.`),
});
export type MemberTagsBody = z.input<typeof memberTagsBodySchema>;
