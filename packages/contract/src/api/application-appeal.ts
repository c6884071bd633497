import { z } from 'zod';
import { appealSubjectKinds } from './appeal-values';

/**
 * What an appeal is about, as staff review it beside the answers: the blacklist entry (with its
 * evidence) or the rejected whitelist, and the original decision, as they were when the member
 * appealed (the member's history beside it says where they stand now); and which of the
 * member's appeals about it this is.
 */
export const appealSubjectSchema = z.object({
  kind: z.enum(appealSubjectKinds),
  /** The blacklist entry's or the rejected whitelist's id. */
  id: z.string(),
  /** The original decision: its reason, when and by whom. */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** A temporary blacklist entry's end. */
  expiresAt: z.string().nullable(),
  /** The blacklist entry's evidence files. */
  evidenceCount: z.number().int(),
  /** This appeal's number among the member's about the subject, and how many it allows. */
  attempt: z.number().int(),
  appealsAllowed: z.number().int(),
});
export type AppealSubject = z.infer<typeof appealSubjectSchema>;
