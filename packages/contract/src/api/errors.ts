import { z } from 'zod';

/** Body of every error answer of the API. `message` is Portuguese and safe to show. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const errorCodes = [
  'unauthenticated',
  'forbidden',
  'validation',
  'not_found',
  'conflict',
  'rate_limited',
  /** The member may not redeem codes until staff unlock them (the page sends them to /blocked). */
  'blocked',
  /**
   * Staff without Discord's two-step authentication while the panel requires it: the page shows
   * how to turn it on (docs/decisions/2026-12-05-staff-2fa-and-sessions.md).
   */
  'two_factor_required',
  'csrf',
  'unsupported_media_type',
  'payload_too_large',
  /** Discord (or another service the action waits for) did not answer: worth trying again. */
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
