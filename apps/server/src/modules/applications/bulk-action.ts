import { z } from 'zod';

/** What undoing a bulk decision needs: the entries it decided (`actions.subject`). */
export const bulkSubjectSchema = z.object({
  form: z.enum(['whitelist', 'insertion']),
  ids: z.array(z.string()),
});
export type BulkSubject = z.infer<typeof bulkSubjectSchema>;
