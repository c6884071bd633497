import { z } from 'zod';
import {
  gameFrameworks,
  gameIdentitySchema,
  gameJoinReasons,
  whitelistModes,
} from './game-servers';
import { dutyStartSources } from './duty-values';
import { ticketTypes } from './ticket-values';
import { memberTagSchema } from './member-base';
import { memberEventKinds } from './member-values';

export * from './member-base';
export * from './member-messages';
export * from './member-notes';
export * from './member-signals';
export * from './member-values';

const whitelistStandings = ['none', 'pending', 'approved', 'rejected', 'revoked'] as const;
export type WhitelistStanding = (typeof whitelistStandings)[number];

export const memberFileSchema = z.object({
  id: z.string(),
  /** The name staff know them by: nick, else global name, else username; the id when unknown. */
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** When the Discord account was made, read from the id. */
  accountCreatedAt: z.string(),
  /** The bot's view of them in the guild; null when the bot never saw them there. */
  guild: z
    .object({
      inGuild: z.boolean(),
      joinedAt: z.string().nullable(),
      leftAt: z.string().nullable(),
      roles: z.array(z.object({ id: z.string(), name: z.string(), color: z.number().int() })),
    })
    .nullable(),
  /** The voice channel they are in now. */
  voice: z.object({ channelId: z.string(), channelName: z.string().nullable() }).nullable(),
  /** Their account in the panel; null when they never signed in and hold no panel role. */
  panel: z
    .object({
      roleName: z.string().nullable(),
      firstSeenAt: z.string(),
      lastSignInAt: z.string().nullable(),
    })
    .nullable(),
  standing: z.object({
    whitelist: z.object({
      status: z.enum(whitelistStandings),
      applicationId: z.string().nullable(),
      at: z.string().nullable(),
    }),
    /** What their next join on each game server would find. */
    gameServers: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        mode: z.enum(whitelistModes),
        next: z.enum(gameJoinReasons),
        online: z.boolean(),
      }),
    ),
    blacklist: z
      .object({
        entryId: z.string(),
        reason: z.string(),
        createdAt: z.string(),
        expiresAt: z.string().nullable(),
      })
      .nullable(),
    openTickets: z.array(
      z.object({ id: z.string(), ticketType: z.enum(ticketTypes), createdAt: z.string() }),
    ),
    points: z.number().int(),
    /** A member of staff on duty now: since when and where they started; otherwise null. */
    duty: z.object({ since: z.string(), source: z.enum(dutyStartSources) }).nullable(),
  }),
  tags: z.array(memberTagSchema),
  /** Other members who share game identifiers with them, and how many of those are blacklisted. */
  shared: z.object({ members: z.number().int(), blacklisted: z.number().int() }),
});
export type MemberFile = z.infer<typeof memberFileSchema>;

/** One thing that happened to or by the member, as the timeline lists it. */
export const memberEventSchema = z.object({
  /** `kind:rowId`, unique in the timeline. */
  id: z.string(),
  kind: z.enum(memberEventKinds),
  at: z.string(),
  /** A Portuguese sentence: "Whitelist aprovada", "Comprou VIP Ouro por 500 pontos". */
  title: z.string(),
  tone: z.enum(['positive', 'negative', 'warning', 'neutral']),
  /** Who did it, when someone else than the member (staff, the bot). */
  actor: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  /** A reason, a message, a note's text. */
  detail: z.string().nullable(),
  /** Labelled values: an application's answers, a purchase's delivery. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Evidence thumbnails (blacklist). */
  images: z.array(z.object({ url: z.string(), name: z.string() })),
  /** The panel address where the row lives. */
  href: z.string().nullable(),
});
export type MemberEvent = z.infer<typeof memberEventSchema>;

const timelineCursorPattern = /^\d{1,20}\.\d{1,2}\.\d{1,20}$/;

export const memberTimelineQuerySchema = z.object({
  /** Kinds to list, comma separated; all when absent. */
  kinds: z
    .string()
    .max(200)
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const kinds = value.split(',');
      const unknown = kinds.filter(
        (kind) => !(memberEventKinds as readonly string[]).includes(kind),
      );
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: 'Tipo de acontecimento desconhecido.' });
        return z.NEVER;
      }
      return [...new Set(kinds)] as MemberEventKindList;
    }),
  /** The `nextCursor` of the page before. */
  before: z.string().regex(timelineCursorPattern, 'Posição da linha do tempo inválida.').optional(),
});
type MemberEventKindList = (typeof memberEventKinds)[number][];
export type MemberTimelineQuery = z.input<typeof memberTimelineQuerySchema>;

export const memberTimelineSchema = z.object({
  items: z.array(memberEventSchema),
  /** Where the next page starts; null at the first thing that happened. */
  nextCursor: z.string().nullable(),
});
export type MemberTimeline = z.infer<typeof memberTimelineSchema>;

/** The member's game identities, with the servers that saw each and their passports. */
export const memberGameAccountsSchema = z.object({
  identities: z.array(
    gameIdentitySchema.extend({
      /** The server a hardware token belongs to; null for an account identifier. */
      serverId: z.string().nullable(),
      /** Servers whose joins reported it. */
      seenBy: z.array(z.string()),
    }),
  ),
  servers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      passport: z.number().int().nullable(),
      online: z.boolean(),
      lastJoinAt: z.string().nullable(),
    }),
  ),
});
export type MemberGameAccounts = z.infer<typeof memberGameAccountsSchema>;

/**
 * The member's characters in each connected game database, read with the preset's query
 * (read-only). `status`: `read` (the list, maybe empty), `no_account` (no account of theirs was
 * found), `unavailable` (the database could not be read: `message` says why).
 */
export const memberCharactersSchema = z.object({
  servers: z.array(
    z.object({
      serverId: z.string(),
      serverName: z.string(),
      framework: z.enum(gameFrameworks),
      status: z.enum(['read', 'no_account', 'unavailable']),
      message: z.string().nullable(),
      characters: z.array(
        z.object({
          /** The framework's id: vRP's user id, Creative's character id (passport). */
          id: z.string(),
          name: z.string().nullable(),
          fields: z.array(z.object({ label: z.string(), value: z.string() })),
        }),
      ),
    }),
  ),
});
export type MemberCharacters = z.infer<typeof memberCharactersSchema>;
