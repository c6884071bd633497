import { z } from 'zod';
import { decisionReasonMax } from './applications';
import { rowIdSchema } from './common';

/** How many canned reasons each form keeps. */
export const rejectionReasonsPerForm = 30;

/** A reason staff pick when rejecting an entry; they may still write their own. */
export const rejectionReasonSchema = z.object({ id: z.string(), text: z.string() });
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;
export const rejectionReasonListSchema = z.array(rejectionReasonSchema);

export const rejectionReasonBodySchema = z.strictObject({
  text: z
    .string({ error: 'Escreva o motivo.' })
    .trim()
    .min(3, 'O motivo precisa de pelo menos 3 caracteres.')
    .max(decisionReasonMax, `O motivo pode ter no máximo ${decisionReasonMax} caracteres.`),
});
export type RejectionReasonBody = z.input<typeof rejectionReasonBodySchema>;

export const rejectionReasonParamsSchema = z.object({ id: rowIdSchema });
