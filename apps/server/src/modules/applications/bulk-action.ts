import { formTypes } from '@panel/contract/api/form-values';
import { z } from 'zod';

/** What undoing a bulk decision needs: the entries it decided (`actions.subject`). */
export const bulkSubjectSchema = z.object({
  form: z.enum(formTypes),
  ids: z.array(z.string()),
});
export type BulkSubject = z.infer<typeof bulkSubjectSchema>;
