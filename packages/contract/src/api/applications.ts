import { z } from 'zod';
import { pagedListSchema } from './paged-list';
import { deliverySchema } from './deliveries';
import { rowIdSchema, snowflakeSchema } from './common';
import {
  applicationStatuses,
  decisionReasonMax,
  identityLimits,
  insertionRoles,
} from './application-values';
import { formLimits, formTypes, triageResults } from './form-values';

export * from './application-values';
export * from './application-answers';
export * from './application-list';
import { answerSchema, applicationVoteSchema } from './application-answers';
import { appealSubjectSchema } from './application-appeal';

/** Step 1 of the whitelist wizard. */
export const whitelistIdentitySchema = z.object({
  discordUsername: z.string(),
  walletAddress: z.string(),
  socialMedia: z.string().nullable(),
});
export type WhitelistIdentity = z.infer<typeof whitelistIdentitySchema>;

/** An allowlist entry or a role application, as staff see it. */
export const applicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Whitelist entries only; `null` for insertions (and for entries without step 1). */
  identity: whitelistIdentitySchema.nullable(),
  /** Only the questions answered; show the others as "Não respondido". */
  answers: z.array(answerSchema),
  /** Insertions only: an `insertionRoles` key (older values are shown as they are). */
  roleName: z.string().nullable(),
  status: z.enum(applicationStatuses),
  decidedAt: z.string().nullable(),
  /** Name of the staff member who decided. */
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** A revoked whitelist: when, by whom (staff only) and why; null otherwise. */
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  revokeReason: z.string().nullable(),
  /** The graded questions' score (0–100 %); `null` when the form graded nothing. */
  score: z.number().int().nullable(),
  /** The score against the form's pass mark when sent; `null` without one. */
  triage: z.enum(triageResults).nullable(),
  /**
   * Staff votes so far, oldest first (a form may need several approvals or rejections); the
   * vote that reached its count decided.
   */
  votes: z.array(applicationVoteSchema),
  /** The approvals and rejections that decide it, as its form asked when it was sent. */
  votesRequired: z.object({ approve: z.number().int(), reject: z.number().int() }),
  /** Appeals only: what it is about (`null` for the other forms). */
  appeal: appealSubjectSchema.nullable(),
});
export type Application = z.infer<typeof applicationSchema>;
/** One page; the total of the filter is in the `X-Total-Count` header. */
export const applicationListSchema = pagedListSchema(applicationSchema);

/** The member's pending application of the form; `id` pins one entry when given. */
export const approveApplicationBodySchema = z.strictObject({
  userId: snowflakeSchema,
  id: rowIdSchema.optional(),
  /**
   * Holds the decision's Discord effects for the undo window, so "Desfazer" can take the
   * decision back before Discord sees it (a single decision in the review screen).
   */
  undoable: z.boolean({ error: 'undoable deve ser verdadeiro ou falso.' }).optional(),
});
export type ApproveApplicationBody = z.input<typeof approveApplicationBodySchema>;

/** "Desfazer" on a decision just made: the entry it decided. */
export const undoDecisionBodySchema = z.strictObject({ id: rowIdSchema });
export type UndoDecisionBody = z.input<typeof undoDecisionBodySchema>;

/** The reason of a rejection, optional; the member reads it. */
export const decisionReasonSchema = z
  .string({ error: 'O motivo deve ser um texto.' })
  .trim()
  .max(decisionReasonMax, `O motivo pode ter no máximo ${decisionReasonMax} caracteres.`)
  .optional();

/** "Revogar whitelist": the approved whitelist taken back, with the reason the member reads. */
export const revokeWhitelistBodySchema = z.strictObject({
  id: rowIdSchema,
  reason: z
    .string({ error: 'Informe o motivo.' })
    .trim()
    .min(1, 'Informe o motivo.')
    .max(decisionReasonMax, `O motivo pode ter no máximo ${decisionReasonMax} caracteres.`),
});
export type RevokeWhitelistBody = z.input<typeof revokeWhitelistBodySchema>;

export const rejectApplicationBodySchema = approveApplicationBodySchema.extend({
  reason: decisionReasonSchema,
});
export type RejectApplicationBody = z.input<typeof rejectApplicationBodySchema>;

/** Answers of a submission, one per question id; blank answers count as not answered. */
export const answerInputListSchema = z
  .array(
    z.strictObject({
      questionId: rowIdSchema,
      /** Written questions. */
      answer: z
        .string({ error: 'A resposta deve ser um texto.' })
        .trim()
        .max(
          formLimits.answer.paragraph,
          `Cada resposta pode ter no máximo ${formLimits.answer.paragraph} caracteres.`,
        )
        .default(''),
      /** Choice questions: the options' texts picked (one for `choice`). */
      choices: z
        .array(
          z
            .string({ error: 'Cada opção escolhida deve ser um texto.' })
            .max(formLimits.options.text),
          {
            error: 'Envie as opções escolhidas como uma lista.',
          },
        )
        .max(formLimits.options.max, 'Opções demais.')
        .optional(),
    }),
    { error: 'Envie as respostas como uma lista.' },
  )
  .max(formLimits.questionsPerForm, 'Respostas demais.');

const limited = (max: number, what: string) =>
  z
    .string({ error: `Informe ${what}.` })
    .trim()
    .max(
      max,
      `${what.charAt(0).toUpperCase()}${what.slice(1)} pode ter no máximo ${max} caracteres.`,
    );

export const submitWhitelistBodySchema = z.strictObject({
  discordUsername: limited(identityLimits.discordUsername, 'o nome de usuário do Discord').min(
    2,
    'Informe o nome de usuário do Discord.',
  ),
  walletAddress: limited(identityLimits.walletAddress, 'o endereço da carteira')
    .min(1, 'Informe o endereço da carteira.')
    .regex(/^\S+$/, 'O endereço da carteira não pode ter espaços.'),
  /** Optional; blank counts as not given. */
  socialMedia: limited(identityLimits.socialMedia, 'a rede social').nullable().optional(),
  answers: answerInputListSchema,
});
export type SubmitWhitelistBody = z.input<typeof submitWhitelistBodySchema>;

export const submitInsertionBodySchema = z.strictObject({
  roleName: z.enum(insertionRoles, { error: 'Escolha um dos cargos da lista.' }),
  answers: answerInputListSchema,
});
export type SubmitInsertionBody = z.input<typeof submitInsertionBodySchema>;

/** One of the member's own applications ("Minha Conta"). */
export const myApplicationSchema = applicationSchema
  .omit({
    userId: true,
    username: true,
    avatarUrl: true,
    decidedBy: true,
    revokedBy: true,
    votes: true,
    votesRequired: true,
    appeal: true,
  })
  .extend({
    form: z.enum(formTypes),
    /** Rejected entries: from when the member may send a new application of this form. */
    reapplyAt: z.string().nullable(),
  });
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationListSchema = z.array(myApplicationSchema);

/** Where a member stands with the whitelist (`/api/me/whitelist`). */
export const whitelistStandings = ['open', 'pending', 'approved', 'cooldown'] as const;
export type WhitelistStanding = (typeof whitelistStandings)[number];

/** The signed-in member's whitelist, for the public page to show instead of the form. */
export const myWhitelistSchema = z.object({
  /** The member's Discord username (the @ handle, not the display name). */
  discordUsername: z.string(),
  /** `open`: the member may send a request. */
  standing: z.enum(whitelistStandings),
  /** `pending`: when it was sent; `approved`: when it was approved; `cooldown`: when it was rejected. */
  since: z.string().nullable(),
  /** `cooldown`: from when the member may send a new request. */
  reapplyAt: z.string().nullable(),
});
export type MyWhitelist = z.infer<typeof myWhitelistSchema>;

/**
 * What a single decision asked of Discord and how it went (the decision's toast says it), empty
 * for an undecided or undone entry.
 */
export const decisionDeliveriesSchema = z.array(deliverySchema);
export type DecisionDeliveries = z.infer<typeof decisionDeliveriesSchema>;
