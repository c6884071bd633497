import { z } from 'zod';
import { rowIdSchema } from './common';
import { answerInputListSchema, myApplicationSchema } from './applications';
import { appealBlocks, appealLimitBounds, appealSubjectKinds } from './appeal-values';

export * from './appeal-values';
export { appealSubjectSchema, type AppealSubject } from './application-appeal';

/** Something the member may appeal (or could, once the block passes). */
export const appealableSchema = z.object({
  kind: z.enum(appealSubjectKinds),
  /** The blacklist entry's or the rejected whitelist's id. */
  id: z.string(),
  /** The reason the member was given (the entry's, or the rejection's). */
  reason: z.string().nullable(),
  /** When it was decided (the entry added, the whitelist rejected). */
  decidedAt: z.string(),
  /** A temporary blacklist entry: when it ends by itself. */
  expiresAt: z.string().nullable(),
  /** Appeals already sent about it, and how many it allows. */
  appealsUsed: z.number().int(),
  appealsAllowed: z.number().int(),
  /** Why the member may not appeal it now; `null` when they may. */
  blocked: z.enum(appealBlocks).nullable(),
  /** `cooldown`: from when the member may appeal again. */
  nextAt: z.string().nullable(),
});
export type Appealable = z.infer<typeof appealableSchema>;

/** One of the member's appeals ("Minha Conta"), with what it was about. */
export const myAppealSchema = myApplicationSchema.extend({
  subjectKind: z.enum(appealSubjectKinds),
});
export type MyAppeal = z.infer<typeof myAppealSchema>;

/** The signed-in member's appeals: what they may appeal and what they sent, newest first. */
export const myAppealsSchema = z.object({
  appealable: z.array(appealableSchema),
  appeals: z.array(myAppealSchema),
});
export type MyAppeals = z.infer<typeof myAppealsSchema>;

export const submitAppealBodySchema = z.strictObject({
  subject: z.strictObject({
    kind: z.enum(appealSubjectKinds, { error: 'Escolha o que você quer contestar.' }),
    id: rowIdSchema,
  }),
  answers: answerInputListSchema,
});
export type SubmitAppealBody = z.input<typeof submitAppealBodySchema>;

const limit = (name: string, bounds: { min: number; max: number }, unit: string) =>
  z
    .number({ error: `${name} deve ser um número.` })
    .int(`${name} deve ser um número inteiro.`)
    .min(bounds.min, `${name} deve ser de ${bounds.min} a ${bounds.max} ${unit}.`)
    .max(bounds.max, `${name} deve ser de ${bounds.min} a ${bounds.max} ${unit}.`);

/** The community's appeal limits ("Gerenciar Formulários" › Apelações). */
export const appealLimitsSchema = z.object({
  /** Days after a rejected appeal before the member may appeal the same subject again. */
  cooldownDays: z.number().int(),
  /** Appeals a member may send about one subject, ever. */
  perSubject: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AppealLimits = z.infer<typeof appealLimitsSchema>;

export const updateAppealLimitsBodySchema = z.strictObject({
  cooldownDays: limit('A espera', appealLimitBounds.cooldownDays, 'dias'),
  perSubject: limit('O limite', appealLimitBounds.perSubject, 'apelações'),
});
export type UpdateAppealLimitsBody = z.input<typeof updateAppealLimitsBodySchema>;
