import { z } from 'zod';
import { pagedListSchema } from './paged-list';
import { decisionReasonMax } from './applications';
import { pageQuerySchema, rowIdSchema, snowflakeSchema } from './common';
import {
  memberTicketTypes,
  ticketChannelStatuses,
  ticketStatuses,
  ticketTypes,
} from './ticket-values';

export * from './ticket-values';

export const ticketListDefaultLimit = 10;
export const ticketReasonLimits = { min: 5, max: 1000 };

export const ticketSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  ticketType: z.enum(ticketTypes),
  status: z.enum(ticketStatuses),
  reason: z.string(),
  createdAt: z.string(),
  /** Whether an unlock code was generated for it. */
  generatedToken: z.boolean(),
  /** The unlock code, or `null`. */
  token: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** The ticket's private Discord channel (`ticketChannelStatuses`). */
  channelStatus: z.enum(ticketChannelStatuses).nullable(),
  /** Why the channel could not be created or closed. */
  channelError: z.string().nullable(),
  /**
   * The channel in Discord while it exists (`channelStatus` `open`): its id, for the link the web
   * builds (`discordWebUrl`, `discordGuildId` of the public config), and its name without `#`.
   */
  channelId: z.string().nullable(),
  channelName: z.string().nullable(),
  /** A report's (`report_user`) reported member: Discord id and name when it was opened. */
  reportedUserId: z.string().nullable(),
  reportedUsername: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;
/** One page; the total is in the `X-Total-Count` header. */
export const ticketListSchema = pagedListSchema(ticketSchema);

export const ticketListQuerySchema = z.object({
  type: z
    .enum(ticketTypes, {
      error:
        'Tipo inválido: use review_token, review_form, review_blacklist, report_user ou staff_contact.',
    })
    .optional(),
  status: z
    .enum(ticketStatuses, {
      error: 'Status inválido: use pending, approved, rejected ou canceled.',
    })
    .optional(),
  ...pageQuerySchema(ticketListDefaultLimit).shape,
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

/** The member's own view: the unlock code itself is sent to them, staff names are not. */
export const myTicketSchema = ticketSchema.omit({
  decidedBy: true,
  token: true,
  channelError: true,
});
export type MyTicket = z.infer<typeof myTicketSchema>;
export const myTicketListSchema = z.array(myTicketSchema);

export const reportedMemberMessages = {
  missing: 'Escolha o membro que você quer denunciar.',
  notReport: 'Só uma denúncia indica um membro denunciado.',
  self: 'Você não pode denunciar a si mesmo.',
  notInGuild: 'Este membro não está no servidor do Discord. Escolha um membro da lista.',
} as const;

/** A ticket's reason: what the member asks, or what staff want to talk about with them. */
const ticketReasonSchema = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(
    ticketReasonLimits.min,
    `Explique o motivo em pelo menos ${ticketReasonLimits.min} caracteres.`,
  )
  .max(ticketReasonLimits.max, `O motivo pode ter no máximo ${ticketReasonLimits.max} caracteres.`);

/** A member opens a ticket for themselves, of one of `memberTicketTypes`. */
export const openTicketBodySchema = z
  .strictObject({
    type: z.enum(memberTicketTypes, {
      error: 'Tipo inválido: use review_token, review_form, review_blacklist ou report_user.',
    }),
    reason: ticketReasonSchema,
    /** Whom a report is about: required for `report_user`, refused for the other types. */
    reportedUserId: snowflakeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const report = body.type === 'report_user';
    if (report && body.reportedUserId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['reportedUserId'],
        message: reportedMemberMessages.missing,
      });
    }
    if (!report && body.reportedUserId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['reportedUserId'],
        message: reportedMemberMessages.notReport,
      });
    }
  });
export type OpenTicketBody = z.input<typeof openTicketBodySchema>;

/**
 * Staff open a conversation with a member (`staff_contact`) from the member's file: the reason
 * is what staff want to talk about, and the member reads it.
 */
export const openMemberTicketBodySchema = z.strictObject({ reason: ticketReasonSchema });
export type OpenMemberTicketBody = z.input<typeof openMemberTicketBodySchema>;

export const staffContactMessages = {
  self: 'Você não pode abrir uma conversa com você mesmo.',
  notInGuild:
    'Este membro não está no servidor do Discord: não é possível abrir uma conversa com ele.',
  pending: 'Este membro já tem uma conversa com a equipe aberta.',
} as const;

export const generateUnlockCodeBodySchema = z.strictObject({
  ticketId: z.coerce.string({ error: 'Informe o ticket.' }).pipe(rowIdSchema),
});
export type GenerateUnlockCodeBody = z.input<typeof generateUnlockCodeBodySchema>;

export const ticketParamsSchema = z.object({ id: rowIdSchema });

export const ticketDecisionBodySchema = z
  .strictObject({
    reason: z
      .string({ error: 'O motivo deve ser um texto.' })
      .trim()
      .max(decisionReasonMax, `O motivo pode ter no máximo ${decisionReasonMax} caracteres.`)
      .optional(),
  })
  // The body may be left out altogether (Fastify then gives `null`): the reason is optional.
  .nullish();
export type TicketDecisionBody = z.input<typeof ticketDecisionBodySchema>;

/** One message of a closed ticket channel, as saved before the channel was deleted. */
export const transcriptMessageSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  authorAvatarUrl: z.string().nullable(),
  bot: z.boolean(),
  /** The text, mentions of members written as their names. */
  content: z.string(),
  at: z.string(),
  /** Attachments' file names (the files stay on Discord only while the channel exists). */
  attachments: z.array(z.string()),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

/** The conversation of a ticket's channel, oldest first, once the channel is closed. */
export const ticketTranscriptSchema = z.object({
  ticketId: z.string(),
  messages: z.array(transcriptMessageSchema),
  /** More than the 1,000 messages kept: the oldest were left out. */
  truncated: z.boolean(),
  /** `null` while it is not saved (yet): `unsaved` says why, and `messages` is empty. */
  savedAt: z.string().nullable(),
  unsaved: z.string().nullable(),
});
export type TicketTranscript = z.infer<typeof ticketTranscriptSchema>;
