import { z } from 'zod';
import { decisionReasonMax } from './application-values';
import {
  defaultTriageFailReason,
  formTypes,
  triageFailActions,
  triageResults,
} from './form-values';

/** Staff votes a decision may wait for (`forms.ts` re-exports this file). */
export const voteLimits = { min: 1, max: 5 } as const;

/**
 * How a form sorts its applications before staff read them ("Triagem") and how many staff
 * decide each one ("Votos").
 */
export const formTriageSchema = z.object({
  formType: z.enum(formTypes),
  /** The lowest score (0–100 %) that passes; `null`: graded answers are shown, nothing decided. */
  passMark: z.number().int().nullable(),
  onFail: z.enum(triageFailActions),
  /** The reason an automatic rejection gives the member. */
  failReason: z.string(),
  /** Approve at once an application that passes (graded forms only). */
  autoApprove: z.boolean(),
  /** Staff approvals an application needs; 1 decides with the first "Aprovar". */
  approvalsRequired: z.number().int(),
  /** Staff rejections that reject it; 1: any reviewer's rejection. */
  rejectionsRequired: z.number().int(),
  updatedAt: z.string(),
});
export type FormTriage = z.infer<typeof formTriageSchema>;

const votesCount = (what: string) =>
  z
    .number({ error: `Informe quantos votos ${what}.` })
    .int(`Os votos devem ser um número inteiro de ${voteLimits.min} a ${voteLimits.max}.`)
    .min(voteLimits.min, `Os votos devem ser de ${voteLimits.min} a ${voteLimits.max}.`)
    .max(voteLimits.max, `Os votos devem ser de ${voteLimits.min} a ${voteLimits.max}.`);

export const updateFormTriageBodySchema = z.strictObject({
  passMark: z
    .number({ error: 'A nota mínima deve ser um número de 0 a 100, ou vazia.' })
    .int('A nota mínima deve ser um número inteiro de 0 a 100.')
    .min(0, 'A nota mínima deve ser de 0 a 100.')
    .max(100, 'A nota mínima deve ser de 0 a 100.')
    .nullable(),
  onFail: z.enum(triageFailActions, {
    error: 'Escolha o que fazer abaixo da nota: reject (reprovar) ou flag (sinalizar).',
  }),
  failReason: z
    .string({ error: 'O motivo deve ser um texto.' })
    .trim()
    .max(decisionReasonMax, `O motivo pode ter no máximo ${decisionReasonMax} caracteres.`)
    .transform((reason) => reason || defaultTriageFailReason),
  autoApprove: z.boolean({ error: 'Informe se aprova automaticamente (true ou false).' }),
  approvalsRequired: votesCount('aprovam'),
  rejectionsRequired: votesCount('reprovam'),
});
export type UpdateFormTriageBody = z.input<typeof updateFormTriageBodySchema>;

export const triageResultSchema = z.enum(triageResults);
