import { z } from 'zod';
import { snowflakeSchema } from './common';

/**
 * The member's file ("Ficha do membro"): one person as staff see them, from every area
 * (docs/decisions/2026-12-05-member-file.md). What its other files share.
 */
export const memberParamsSchema = z.object({ discordId: snowflakeSchema });

export const memberTagSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `#rrggbb`. */
  color: z.string(),
  /** A watchlist tag: the member's next application and next join warn staff. */
  watch: z.boolean(),
});
export type MemberTag = z.infer<typeof memberTagSchema>;
export const memberTagListSchema = z.array(memberTagSchema);
