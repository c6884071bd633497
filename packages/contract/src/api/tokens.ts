import { z } from 'zod';
import { pagedListSchema } from './paged-list';
import { pageQuerySchema, searchSchema, rowIdSchema, snowflakeSchema } from './common';

/** Kinds staff create; `unlock` codes are generated for tickets (one use, one member, 72 h). */
export const creatableTokenTypes = ['allowlist', 'skip', 'invite'] as const;
export type CreatableTokenType = (typeof creatableTokenTypes)[number];
export const tokenTypes = [...creatableTokenTypes, 'unlock'] as const;
export type TokenType = (typeof tokenTypes)[number];

export const tokenTypeLabels: Record<TokenType, string> = {
  allowlist: 'Allowlist',
  skip: 'Skip',
  invite: 'Convite',
  unlock: 'Desbloqueio',
};

export const tokenLength = 6;
/**
 * What the panel draws codes from: capitals and digits without look-alikes (0/O/D/Q, 1/I/L,
 * 2/Z, 5/S, 8/B, U/V), so a code read aloud or copied by hand survives. A drawn code is redeemed
 * in any case; a code staff type is redeemed as typed (docs/decisions/2026-11-28-codes-case.md).
 */
export const tokenAlphabet = 'ACEFGHJKMNPRTWXY34679';
/** Whether a code could have been drawn by the panel (only `tokenAlphabet`). */
function isDrawnTokenShape(token: string): boolean {
  return [...token].every((char) => tokenAlphabet.includes(char));
}
export const tokenListDefaultLimit = 10;
/** Failed redemptions that block a member, and the window they are counted in. */
export const redeemBlockAttempts = 5;
export const redeemBlockWindowMs = 15 * 60_000;
export const unlockCodeLifetimeMs = 72 * 60 * 60_000;

export const tokenSchema = z.object({
  id: z.string(),
  /** Case-sensitive when typed by staff; drawn by the panel (`generated`), any case. */
  token: z.string(),
  uses: z.number().int(),
  maxUses: z.number().int(),
  expiresAt: z.string(),
  type: z.enum(tokenTypes),
  /** The only member who may redeem it, or `null` for anyone. */
  discordId: z.string().nullable(),
  /** Discord role given after use, or `null`. */
  discordRole: z.string().nullable(),
  /** Unlock codes only: the ticket it unlocks. */
  ticketId: z.string().nullable(),
  createdAt: z.string(),
  /** Name of whoever created it ("Sistema" for none). */
  createdBy: z.string().nullable(),
});
export type Token = z.infer<typeof tokenSchema>;
/** One page; the total is in the `X-Total-Count` header. */
export const tokenListSchema = pagedListSchema(tokenSchema);

export const tokenListQuerySchema = z.object({
  /** Part of the code, any case. */
  search: searchSchema,
  ...pageQuerySchema(tokenListDefaultLimit).shape,
});
export type TokenListQuery = z.input<typeof tokenListQuerySchema>;

const required = 'Preencha todos os campos para criar o código.';
/** Blank optional ids count as not given (the form sends empty strings). */
const optionalSnowflake = z.preprocess(
  (value) => (value === '' ? null : value),
  snowflakeSchema.nullable().optional(),
);

export const createTokenBodySchema = z
  .strictObject({
    token: z
      .string({ error: required })
      .length(tokenLength, `O código deve ter exatamente ${tokenLength} caracteres.`)
      .regex(/^[A-Za-z0-9]+$/, 'O código pode ter apenas letras e números.'),
    type: z.enum(creatableTokenTypes, { error: 'Tipo inválido: use allowlist, skip ou invite.' }),
    maxUses: z.coerce
      .number({ error: required })
      .int('A quantidade de usos deve ser um número inteiro.')
      .min(1, 'A quantidade de usos deve ser pelo menos 1.')
      .max(1_000_000, 'A quantidade de usos pode ser no máximo 1.000.000.'),
    expiresAt: z.iso
      .datetime({ offset: true, error: required })
      .refine(
        (value) => Date.parse(value) > Date.now(),
        'Data de expiração inválida - A data de expiração não pode ser menor que a data atual.',
      ),
    discordRole: optionalSnowflake,
    discordId: optionalSnowflake,
    /**
     * The code was drawn by the panel ("Gerar"), not typed: redeemed in any case. Only a code of
     * `tokenAlphabet` can be one (docs/decisions/2026-11-28-codes-case.md).
     */
    generated: z.boolean({ error: 'Informe se o código foi gerado pelo painel.' }).optional(),
  })
  .refine((body) => !body.generated || isDrawnTokenShape(body.token), {
    path: ['token'],
    error:
      'Um código gerado pelo painel tem apenas letras maiúsculas e números sem caracteres parecidos.',
  });
export type CreateTokenBody = z.input<typeof createTokenBodySchema>;

export const tokenParamsSchema = z.object({ id: rowIdSchema });

export const redeemTokenBodySchema = z.strictObject({
  // Not trimmed beyond spaces, the case kept as typed: codes staff type are case-sensitive.
  token: z
    .string({ error: 'Por favor, insira um código válido.' })
    .trim()
    .min(1, 'Por favor, insira um código válido.')
    .max(64, 'Por favor, insira um código válido.'),
});
export type RedeemTokenBody = z.input<typeof redeemTokenBodySchema>;

/** What a redemption gave, for the page to show. */
export const redeemResultSchema = z.object({
  type: z.enum(tokenTypes),
  /** A Portuguese sentence, e.g. "Sua whitelist foi aprovada." */
  message: z.string(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;
