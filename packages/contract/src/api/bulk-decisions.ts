import { z } from 'zod';
import { bulkDecisionLimit } from './application-values';
import { applicationSchema, decisionReasonSchema } from './applications';
import { rowIdSchema, snowflakeSchema } from './common';

export { bulkDecisionLimit } from './application-values';

const entriesSchema = z
  .array(z.strictObject({ userId: snowflakeSchema, id: rowIdSchema }), {
    error: 'Envie as solicitações selecionadas.',
  })
  .min(1, 'Selecione ao menos uma solicitação.')
  .max(bulkDecisionLimit, `Selecione no máximo ${bulkDecisionLimit} solicitações de uma vez.`);

/** The selected pending entries, each named by its member and id (the list's rows). */
export const bulkApproveBodySchema = z.strictObject({ entries: entriesSchema });
export type BulkApproveBody = z.input<typeof bulkApproveBodySchema>;

/** One reason for every rejection of the batch, optional as for a single one. */
export const bulkRejectBodySchema = bulkApproveBodySchema.extend({ reason: decisionReasonSchema });
export type BulkRejectBody = z.input<typeof bulkRejectBodySchema>;

/**
 * Each entry decided on its own, in the order sent: one that fails (already decided by
 * someone else, not found) is reported with its message and does not stop the others.
 */
export const bulkDecisionResultSchema = z.object({
  results: z.array(
    z.discriminatedUnion('ok', [
      z.object({ id: z.string(), ok: z.literal(true), entry: applicationSchema }),
      z.object({ id: z.string(), ok: z.literal(false), message: z.string() }),
    ]),
  ),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResultSchema>;
