import { z } from 'zod';
import { rowIdSchema } from './common';
import {
  formLimits,
  formTypes,
  isChoiceType,
  questionTypes,
  type QuestionType,
} from './form-values';

export * from './form-values';
export * from './form-triage';

/** One option of a choice question; `correct` ones grade it (staff only). */
export const questionOptionSchema = z.object({ text: z.string(), correct: z.boolean() });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

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
  /** Choice questions' options, in order; empty for written ones. */
  options: z.array(questionOptionSchema),
  /** A graded question's share of the score, against the other graded ones' weights. */
  weight: z.number().int(),
  /** Graded only: a wrong answer fails the application whatever the score. */
  eliminatory: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;
export const questionListSchema = z.array(questionSchema);

/** Graded: a choice question with at least one correct option. */
export function isGraded(question: Pick<Question, 'type' | 'options'>): boolean {
  return isChoiceType(question.type) && question.options.some((option) => option.correct);
}

/**
 * A question as applicants see it: the options' texts, never which are correct, nor the
 * question's weight or whether it is eliminatória.
 */
export const publicQuestionSchema = questionSchema
  .omit({ options: true, weight: true, eliminatory: true })
  .extend({ options: z.array(z.string()) });
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

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
const optionText = z
  .string({ error: 'Cada opção deve ser um texto.' })
  .trim()
  .min(1, 'Uma opção não pode estar vazia.')
  .max(
    formLimits.options.text,
    `Cada opção pode ter no máximo ${formLimits.options.text} caracteres.`,
  );
const questionOptions = z
  .array(
    z.strictObject({
      text: optionText,
      correct: z.boolean({ error: 'Informe se a opção é correta (true ou false).' }).default(false),
    }),
    { error: 'Envie as opções como uma lista.' },
  )
  .max(formLimits.options.max, `Uma pergunta pode ter no máximo ${formLimits.options.max} opções.`)
  .refine(
    (options) =>
      new Set(options.map((option) => option.text.toLowerCase())).size === options.length,
    'Duas opções têm o mesmo texto.',
  );
const questionWeight = z
  .number({
    error: `O peso deve ser um número de ${formLimits.weight.min} a ${formLimits.weight.max}.`,
  })
  .int(`O peso deve ser um número inteiro de ${formLimits.weight.min} a ${formLimits.weight.max}.`)
  .min(
    formLimits.weight.min,
    `O peso deve ser de ${formLimits.weight.min} a ${formLimits.weight.max}.`,
  )
  .max(
    formLimits.weight.max,
    `O peso deve ser de ${formLimits.weight.min} a ${formLimits.weight.max}.`,
  );
const eliminatoryFlag = z.boolean({
  error: 'Informe se a pergunta é eliminatória (true ou false).',
});

/**
 * What a question's type asks of its options, checked on the question as it will be after the
 * change (the service checks a partial update against the stored question).
 */
export function questionShapeIssue(question: {
  type: QuestionType;
  options: readonly { correct: boolean }[];
  eliminatory: boolean;
}): string | null {
  if (!isChoiceType(question.type)) {
    if (question.options.length > 0) return 'Só perguntas de escolha têm opções.';
    if (question.eliminatory) return 'Só uma pergunta com resposta correta pode ser eliminatória.';
    return null;
  }
  if (question.options.length < formLimits.options.min) {
    return `Uma pergunta de escolha precisa de pelo menos ${formLimits.options.min} opções.`;
  }
  const correct = question.options.filter((option) => option.correct).length;
  if (question.eliminatory && correct === 0) {
    return 'Marque a resposta correta de uma pergunta eliminatória.';
  }
  if (question.type === 'choice' && correct === question.options.length) {
    return 'Nem todas as opções podem ser corretas.';
  }
  return null;
}

export const createQuestionBodySchema = z
  .strictObject({
    text: questionText,
    description: questionDescription.optional(),
    required: requiredFlag.default(false),
    type: questionType.default('text'),
    formType: formTypeSchema,
    options: questionOptions.default([]),
    weight: questionWeight.default(1),
    eliminatory: eliminatoryFlag.default(false),
  })
  .superRefine((body, context) => {
    const issue = questionShapeIssue(body);
    if (issue) context.addIssue({ code: 'custom', message: issue, path: ['options'] });
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
    options: questionOptions.optional(),
    weight: questionWeight.optional(),
    eliminatory: eliminatoryFlag.optional(),
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
export const publicFormSchema = formStatusSchema.extend({
  questions: z.array(publicQuestionSchema),
});
export type PublicForm = z.infer<typeof publicFormSchema>;
