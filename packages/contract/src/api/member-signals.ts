import { z } from 'zod';
import { snowflakeSchema } from './common';
import { gameIdentitySchema } from './game-servers';
import { memberTagSchema } from './member-base';

// The member's file's signals: the header's search, the review cards' badges and the members
// who share game identifiers (docs/decisions/2026-12-05-member-file.md).

/** How many members the header's search answers. */
export const memberSearchLimit = 8;

export const memberSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Digite o que procurar.' })
    .trim()
    .min(2, 'Digite pelo menos 2 caracteres.')
    .max(128, 'A busca pode ter no máximo 128 caracteres.'),
});
export type MemberSearchQuery = z.input<typeof memberSearchQuerySchema>;

/** A member the header's search found: by Discord id, by name, or by a game identifier. */
export const memberSearchResultSchema = z.object({
  discordId: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  inGuild: z.boolean(),
  match: z.enum(['id', 'name', 'identifier']),
  /** The game identifier that matched, tokens shortened. */
  identifier: z.string().nullable(),
});
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;
export const memberSearchResultListSchema = z.array(memberSearchResultSchema);

/** Up to this many members' signals in one request (a page of review cards). */
export const memberSignalsMax = 100;

export const memberSignalsQuerySchema = z.object({
  ids: z
    .string({ error: 'Informe os IDs dos membros.' })
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(snowflakeSchema)
        .min(1, 'Informe os IDs dos membros.')
        .max(memberSignalsMax, `No máximo ${memberSignalsMax} membros por vez.`),
    ),
});
export type MemberSignalsQuery = z.input<typeof memberSignalsQuerySchema>;

/** How many other members share a kind of identifier with the member, and how many are blacklisted. */
const sharedCountSchema = z.object({ members: z.number().int(), blacklisted: z.number().int() });

/**
 * What a review card warns about before staff decide: members sharing the applicant's PC
 * (a hardware token) or a game account, the applicant's watchlist tags, how old their Discord
 * account is and since when they are in the guild, and their earlier rejections and appeals.
 */
export const memberSignalSchema = z.object({
  discordId: z.string(),
  pc: sharedCountSchema,
  account: sharedCountSchema,
  watch: z.array(memberTagSchema),
  /** When the Discord account was created (read from its id). */
  accountCreatedAt: z.string(),
  /** When the member joined the guild, while in it; `null` when not (or unknown). */
  joinedGuildAt: z.string().nullable(),
  /** Their applications rejected (or whitelists revoked), and appeals sent, so far. */
  rejections: z.number().int(),
  appeals: z.number().int(),
});
export type MemberSignal = z.infer<typeof memberSignalSchema>;
export const memberSignalListSchema = z.array(memberSignalSchema);

/** Another member who used some of this member's game identifiers on the same server. */
export const memberSharedSchema = z.object({
  discordId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  blacklisted: z.boolean(),
  /** Distinct identifiers shared, over all servers. */
  shared: z.number().int(),
  servers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kinds: z.array(gameIdentitySchema.shape.kind),
      shared: z.number().int(),
    }),
  ),
});
export type MemberShared = z.infer<typeof memberSharedSchema>;
export const memberSharedListSchema = z.array(memberSharedSchema);
