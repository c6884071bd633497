import { z } from 'zod';
import { applicationVotes } from './application-values';

// An application's answers and staff votes (`applications.ts` re-exports this file).

/**
 * One answer as stored. `questionId` is `null` for entries written before questions had
 * ids: match those to a question by its text. `question` is the text when answered.
 */
export const answerSchema = z.object({
  questionId: z.string().nullable(),
  question: z.string(),
  /** Choice questions: the options picked, joined with "; ". */
  answer: z.string(),
  /** Choice questions: the options picked, as they read when answered. */
  choices: z.array(z.string()).optional(),
  /** A graded question's result when the application was sent (staff only). */
  grade: z
    .object({ correct: z.boolean(), weight: z.number().int(), eliminatory: z.boolean() })
    .optional(),
});
export type Answer = z.infer<typeof answerSchema>;

/** One staff member's vote on an application. */
export const applicationVoteSchema = z.object({
  staffId: z.string(),
  staffName: z.string(),
  vote: z.enum(applicationVotes),
  /** A rejection's reason, as the voter wrote it. */
  reason: z.string().nullable(),
  at: z.string(),
});
export type ApplicationVote = z.infer<typeof applicationVoteSchema>;
