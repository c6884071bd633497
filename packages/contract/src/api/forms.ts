import { z } from 'zod';
import { rowIdSchema } from './common';
import { formTypes, questionTypes, type QuestionType } from './form-values';

export * from './form-values';

export const formLimits = {
  questionText: 200,
  questionDescription: 500,
  formDescription: 500,
  questionsPerForm: 50,
  /** Longest answer per question type, in characters. */
  answer: { text: 200, paragraph: 4000 } satisfies Record<QuestionType, number>,
} as const;

export const formTypeSchema = z.enum(formTypes, {
  error: 'Formulário inválido: use whitelist ou insertion.',
});

export const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  description: z.string().nullable(),
  required: z.boolean(),
  type: z.enum(questionTypes),
  formType: z.enum(formTypes),
  /** Order inside its form, ascending. */
  position: z.number().int(),
});
export type Question = z.infer<typeof questionSchema>;
export const questionListSchema = z.array(questionSchema);

export const questionListQuerySchema = z.object({ formType: formTypeSchema.optional() });
export const questionParamsSchema = z.object({ id: rowIdSchema });

const questionText = z
  .string({ error: 'A pergunta não pode estar vazia' })
  .trim()
  .min(1, 'A pergunta não pode estar vazia')
  .max(
    formLimits.questionText,
    `A pergunta pode ter no máximo ${formLimits.questionText} caracteres.`,
  );
/** Blank means "no description". */
const questionDescription = z
  .string({ error: 'A descrição deve ser um texto.' })
  .trim()
  .max(
    formLimits.questionDescription,
    `A descrição pode ter no máximo ${formLimits.questionDescription} caracteres.`,
  )
  .nullable();
const questionType = z.enum(questionTypes, {
  error: 'Tipo de pergunta inválido: use text (resposta curta) ou paragraph (parágrafo).',
});
const requiredFlag = z.boolean({ error: 'Informe se a pergunta é obrigatória (true ou false).' });

export const createQuestionBodySchema = z.strictObject({
  text: questionText,
  description: questionDescription.optional(),
  required: requiredFlag.default(false),
  type: questionType.default('text'),
  formType: formTypeSchema,
});
export type CreateQuestionBody = z.input<typeof createQuestionBodySchema>;

/** Fields left out keep their value; a new `formType` moves the question to the end of that form. */
export const updateQuestionBodySchema = z
  .strictObject({
    text: questionText.optional(),
    description: questionDescription.optional(),
    required: requiredFlag.optional(),
    type: questionType.optional(),
    formType: formTypeSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nada para atualizar.');
export type UpdateQuestionBody = z.input<typeof updateQuestionBodySchema>;

/** The complete, ordered list of one form's question ids. */
export const reorderQuestionsBodySchema = z.strictObject({
  formType: formTypeSchema,
  ids: z
    .array(rowIdSchema, { error: 'Informe a lista ordenada de IDs das perguntas.' })
    .min(1, 'Informe a lista ordenada de IDs das perguntas.')
    .max(formLimits.questionsPerForm, 'Perguntas demais.'),
});
export type ReorderQuestionsBody = z.input<typeof reorderQuestionsBodySchema>;

export const formStatusSchema = z.object({
  formType: z.enum(formTypes),
  /** Whether sign-ups are open right now: switched on and not past `closesAt`. */
  isOpen: z.boolean(),
  /** When sign-ups close by themselves (ISO date-time), or `null` for open indefinitely. */
  closesAt: z.string().nullable(),
  description: z.string().nullable(),
  updatedAt: z.string(),
});
export type FormStatus = z.infer<typeof formStatusSchema>;

/** Fields left out (`closesAt`, `description`) keep their value. */
export const updateFormStatusBodySchema = z.strictObject({
  isOpen: z.boolean({ error: 'Informe se as inscrições estão abertas (isOpen: true ou false).' }),
  closesAt: z.iso
    .datetime({ offset: true, error: 'Data de fechamento inválida: use data e hora ISO 8601.' })
    .nullable()
    .optional(),
  description: z
    .string({ error: 'A descrição deve ser um texto.' })
    .trim()
    .max(
      formLimits.formDescription,
      `A descrição pode ter no máximo ${formLimits.formDescription} caracteres.`,
    )
    .nullable()
    .optional(),
});
export type UpdateFormStatusBody = z.input<typeof updateFormStatusBodySchema>;

export const formParamsSchema = z.object({ formType: formTypeSchema });

/** What the public wizard (/whitelist) and /inscricao need: the status and the questions. */
export const publicFormSchema = formStatusSchema.extend({ questions: questionListSchema });
export type PublicForm = z.infer<typeof publicFormSchema>;
