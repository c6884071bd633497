import { z } from 'zod';
import { pagedListSchema } from './paged-list';
import { pageSizes } from '../constants';
import { pageQuerySchema, rowIdSchema, searchSchema, snowflakeSchema } from './common';
import {
  formatNumber,
  ledgerKinds,
  pointsText,
  purchaseStates,
  storeDeliveries,
  storeLimits,
} from './store-values';

// Points, purchases, grants and the store's settings (docs/decisions/2026-11-24-store.md).

export const storeBalanceSchema = z.object({ points: z.number().int() });
export type StoreBalance = z.infer<typeof storeBalanceSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ledgerKinds),
  /** Positive earns, negative spends. */
  amount: z.number().int(),
  /** A sentence in Portuguese ("45min em call em 23/11", "Resgate de Overlay Premium"). */
  reason: z.string(),
  createdAt: z.string(),
  /** Voice earnings: the day (America/Sao_Paulo, YYYY-MM-DD) and its counted minutes. */
  voiceDay: z.string().nullable(),
  voiceMinutes: z.number().int().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const storePurchaseSchema = z.object({
  id: z.string(),
  /** The product as it was bought; `id` is null once the product was deleted. */
  product: z.object({ id: z.string().nullable(), name: z.string(), image: z.string().nullable() }),
  price: z.number().int(),
  delivery: z.enum(storeDeliveries),
  state: z.enum(purchaseStates),
  /** The generated code of a code delivery (the buyer's and staff's eyes only). */
  code: z.string().nullable(),
  /** Why the delivery failed, in Portuguese. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundReason: z.string().nullable(),
  /** When an in-game product with a duration ends ("VIP até 27/12/2026"). */
  expiresAt: z.string().nullable(),
});
export type StorePurchase = z.infer<typeof storePurchaseSchema>;

export const storePurchaseParamsSchema = z.object({ id: rowIdSchema });

export const storeHistorySchema = z.object({
  points: z.number().int(),
  ledger: z.array(ledgerEntrySchema),
  purchases: z.array(storePurchaseSchema),
});
export type StoreHistory = z.infer<typeof storeHistorySchema>;

export const storePurchaseAdminSchema = storePurchaseSchema.extend({
  member: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  deliveredBy: z.string().nullable(),
  refundedBy: z.string().nullable(),
  /**
   * The outbox delivery of a role purchase, or the first failed command of an in-game one
   * (Configurações do bot → Entregas).
   */
  deliveryId: z.string().nullable(),
});
export type StorePurchaseAdmin = z.infer<typeof storePurchaseAdminSchema>;

export const storePurchasesQuerySchema = z.object({
  state: z.enum(purchaseStates, { error: 'Estado desconhecido.' }).optional(),
  /** Member name or Discord id, or product name. */
  search: searchSchema,
  ...pageQuerySchema(pageSizes.storePurchases).shape,
});
export type StorePurchasesQuery = z.input<typeof storePurchasesQuerySchema>;

export const storePurchaseListSchema = pagedListSchema(storePurchaseAdminSchema, 'data');
export type StorePurchaseList = z.infer<typeof storePurchaseListSchema>;

/**
 * A client-chosen key per redemption attempt: a retry or a double click with the same key
 * returns the first purchase instead of buying again.
 */
export const idempotencyKeyHeader = 'idempotency-key';
export const redeemHeadersSchema = z.object({
  [idempotencyKeyHeader]: z
    .string({ error: 'Envie o cabeçalho Idempotency-Key com uma chave única por resgate.' })
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{8,100}$/,
      'A chave Idempotency-Key deve ter de 8 a 100 letras, números, - ou _.',
    ),
});

/**
 * `confirmCannotEnter`: the member was told they cannot enter any game server the in-game
 * product is delivered to, and buys anyway; without it such a purchase is refused
 * (docs/decisions/2026-12-04-store-game-access.md).
 */
export const redeemBodySchema = z
  .strictObject({
    confirmCannotEnter: z
      .boolean({ error: 'A confirmação do resgate deve ser verdadeiro ou falso.' })
      .optional(),
  })
  .nullish();
export type RedeemBody = z.input<typeof redeemBodySchema>;

export const redeemResultSchema = z.object({
  purchase: storePurchaseSchema,
  /** The balance after the purchase. */
  points: z.number().int(),
  /** True when the key was already used: this is the first purchase, nothing was bought now. */
  replayed: z.boolean(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

const reasonSchema = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(storeLimits.reasonMin, `O motivo deve ter pelo menos ${storeLimits.reasonMin} caracteres.`)
  .max(storeLimits.reasonMax, `O motivo pode ter no máximo ${storeLimits.reasonMax} caracteres.`);

export const refundPurchaseBodySchema = z.strictObject({ reason: reasonSchema });
export type RefundPurchaseBody = z.input<typeof refundPurchaseBodySchema>;

/** Marking a manual purchase delivered; a note for the member is optional. */
export const deliverPurchaseBodySchema = z
  .strictObject({
    note: z
      .string()
      .trim()
      .max(storeLimits.reasonMax)
      .optional()
      .transform((value) => value || undefined),
  })
  .nullish();

export const grantPointsBodySchema = z.strictObject({
  discordId: snowflakeSchema,
  amount: z
    .number({ error: 'Informe a quantidade de pontos.' })
    .int('A quantidade deve ser um número inteiro.')
    .min(
      -storeLimits.pointsMax,
      `A quantidade pode ser no mínimo -${pointsText(storeLimits.pointsMax)}.`,
    )
    .max(
      storeLimits.pointsMax,
      `A quantidade pode ser no máximo ${pointsText(storeLimits.pointsMax)}.`,
    )
    .refine((value) => value !== 0, 'A quantidade não pode ser zero.'),
  reason: reasonSchema,
});
export type GrantPointsBody = z.input<typeof grantPointsBodySchema>;

export const grantPointsResultSchema = z.object({
  discordId: z.string(),
  /** The member's name when the panel knows it. */
  name: z.string().nullable(),
  points: z.number().int(),
  entry: ledgerEntrySchema,
});
export type GrantPointsResult = z.infer<typeof grantPointsResultSchema>;

export const storeSettingsSchema = z.object({
  /** Points per counted minute in voice (0 stops earning). */
  pointsPerMinute: z.number().int(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const updateStoreSettingsBodySchema = z.strictObject({
  pointsPerMinute: z
    .number({ error: 'Informe os pontos por minuto.' })
    .int('Use um número inteiro de pontos.')
    .min(0, 'Os pontos por minuto não podem ser negativos.')
    .max(
      storeLimits.pointsPerMinuteMax,
      `Os pontos por minuto podem ser no máximo ${formatNumber(storeLimits.pointsPerMinuteMax)}.`,
    ),
});
export type UpdateStoreSettingsBody = z.input<typeof updateStoreSettingsBodySchema>;
