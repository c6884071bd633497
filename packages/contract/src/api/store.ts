import { z } from 'zod';
import { pageSizes } from '../constants';
import { pageQuerySchema, rowIdSchema, searchSchema, snowflakeSchema } from './common';
import { creatableTokenTypes } from './tokens';

/**
 * The rewards store (docs/decisions/2026-11-24-store.md): products from the server, points
 * kept as a ledger (voice time, staff grants, purchases, refunds) with a balance that never
 * goes below zero.
 */
export const storeCategories = ['overlays', 'emotes', 'alerts', 'screens', 'social'] as const;
export type StoreCategory = (typeof storeCategories)[number];

/** The tab labels, in the spec's order ("Todos" is no category). */
export const storeCategoryLabels: Record<StoreCategory, string> = {
  overlays: 'Overlays',
  emotes: 'Emotes',
  alerts: 'Alertas',
  screens: 'Telas',
  social: 'Social Media',
};

/** What a purchase delivers: a Discord role (outbox), a generated code, or staff by hand. */
export const storeDeliveries = ['role', 'code', 'manual'] as const;
export type StoreDelivery = (typeof storeDeliveries)[number];
export const storeDeliveryLabels: Record<StoreDelivery, string> = {
  role: 'Cargo no Discord',
  code: 'Código gerado',
  manual: 'Entrega manual pela equipe',
};

export const purchaseStates = ['pending', 'delivered', 'refunded', 'failed'] as const;
export type PurchaseState = (typeof purchaseStates)[number];
export const purchaseStateLabels: Record<PurchaseState, string> = {
  pending: 'Pendente',
  delivered: 'Entregue',
  refunded: 'Reembolsada',
  failed: 'Falhou',
};

export const ledgerKinds = ['voice', 'grant', 'purchase', 'refund'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
export const ledgerKindLabels: Record<LedgerKind, string> = {
  voice: 'Tempo em call',
  grant: 'Ajuste da equipe',
  purchase: 'Resgate',
  refund: 'Reembolso',
};

export const storeLimits = {
  nameMax: 80,
  descriptionMax: 300,
  longDescriptionMax: 5000,
  featuresMax: 12,
  featureMax: 120,
  imagesMax: 8,
  urlMax: 2000,
  priceMax: 10_000_000,
  stockMax: 1_000_000,
  perMemberLimitMax: 1000,
  reasonMin: 3,
  reasonMax: 500,
  pointsMax: 1_000_000,
  pointsPerMinuteMax: 1000,
  /** Entries of the ledger and purchases "Minha Conta" shows. */
  historyMax: 50,
} as const;

const numberFormat = new Intl.NumberFormat('pt-BR');

/** "1.800": a number with the pt-BR thousands separator, as every screen writes it. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/**
 * "1 ponto", "1.800 pontos": points as every screen writes them (the web's `formatPoints`),
 * also in the messages and audit entries the server writes.
 */
export function pointsText(points: number): string {
  return `${formatNumber(points)} ${Math.abs(points) === 1 ? 'ponto' : 'pontos'}`;
}

/** Points a counted minute in voice earns, until staff change it. */
export const defaultPointsPerMinute = 1;
/** A code a purchase delivers is the buyer's only, one use, valid this many days. */
export const storeCodeValidDays = 30;

export const storeMessages = {
  title: 'Loja de Recompensas',
  subtitle: 'Resgate produtos exclusivos usando seus pontos e personalize sua experiência',
  empty: 'Nenhum produto encontrado nesta categoria',
  insufficient: 'Pontos insuficientes',
  needMore: (points: number) => `Você precisa de mais ${formatNumber(points)} pontos`,
  notFound: 'Produto não encontrado',
  outOfStock: 'Este produto está esgotado.',
  limitReached: (limit: number) =>
    limit === 1
      ? 'Você já resgatou este produto (limite de 1 por membro).'
      : `Você já resgatou este produto ${limit} vezes (limite por membro).`,
  missingRole: (roleName: string) =>
    `Este produto é exclusivo de quem tem o cargo ${roleName} no Discord.`,
  keyReused: 'Esta chave de resgate já foi usada para outro produto. Recarregue a página.',
  redeemed: { title: 'Resgate realizado', description: (name: string) => `Você resgatou ${name}.` },
  redeemFailed: 'Falha ao resgatar produto',
  balanceTooLow: (points: number) =>
    `O membro tem apenas ${pointsText(points)}; não é possível tirar mais do que isso.`,
  refundDone: 'Compra reembolsada',
  deliverDone: 'Compra marcada como entregue',
  codeUsed: 'O código desta compra já foi usado; ela não pode ser reembolsada.',
} as const;

/**
 * An image of a product: one uploaded to the panel (`/api/store/images/{id}`) or an https URL.
 * The first is the card's image; all of them are the detail's gallery.
 */
export const storeImagePathPattern = /^\/api\/store\/images\/[1-9]\d{0,14}$/;
export const storeImageRefSchema = z
  .string({ error: 'Imagem inválida.' })
  .trim()
  .max(storeLimits.urlMax, 'O endereço da imagem é longo demais.')
  .refine(
    (value) => storeImagePathPattern.test(value) || /^https:\/\/[^\s]+$/.test(value),
    'Use uma imagem enviada ao painel ou um endereço que comece com https://.',
  );

export const storeRoleSchema = z.object({
  id: z.string(),
  /** From the guild catalog; null when the role is not known there. */
  name: z.string().nullable(),
  color: z.string().nullable(),
});

/** A product as members see it (`GET /api/store/products`). */
export const storeProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  longDescription: z.string(),
  category: z.enum(storeCategories),
  images: z.array(z.string()),
  features: z.array(z.string()),
  price: z.number().int(),
  featured: z.boolean(),
  /** Left in stock; null for unlimited. */
  stock: z.number().int().nullable(),
  /** Purchases one member may make (refunded ones do not count); null for no limit. */
  perMemberLimit: z.number().int().nullable(),
  /** Only members with this Discord role may redeem it. */
  requiredRole: storeRoleSchema.nullable(),
  delivery: z.enum(storeDeliveries),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

/** A product as staff manage it. */
export const storeProductAdminSchema = storeProductSchema.extend({
  hidden: z.boolean(),
  deliveryRole: storeRoleSchema.nullable(),
  codeType: z.enum(creatableTokenTypes).nullable(),
  /** Purchases not refunded. */
  sold: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreProductAdmin = z.infer<typeof storeProductAdminSchema>;

export const storeProductsQuerySchema = z.object({
  category: z.enum(storeCategories, { error: 'Categoria desconhecida.' }).optional(),
});
export type StoreProductsQuery = z.input<typeof storeProductsQuerySchema>;

export const storeProductParamsSchema = z.object({ id: rowIdSchema });
export const storeImageParamsSchema = z.object({ imageId: rowIdSchema });
export const storePurchaseParamsSchema = z.object({ id: rowIdSchema });

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(min, `Informe ${label}.`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} pode ter no máximo ${max} caracteres.`);

const optionalSnowflake = z.preprocess(
  (value) => (value === '' ? null : value),
  snowflakeSchema.nullable(),
);

const productFields = {
  name: text('o nome', storeLimits.nameMax),
  description: text('a descrição curta', storeLimits.descriptionMax),
  longDescription: z
    .string()
    .trim()
    .max(
      storeLimits.longDescriptionMax,
      `A descrição detalhada pode ter no máximo ${storeLimits.longDescriptionMax} caracteres.`,
    ),
  category: z.enum(storeCategories, { error: 'Escolha uma categoria.' }),
  images: z
    .array(storeImageRefSchema)
    .min(1, 'Adicione pelo menos uma imagem.')
    .max(storeLimits.imagesMax, `Use no máximo ${storeLimits.imagesMax} imagens.`),
  features: z
    .array(text('a característica', storeLimits.featureMax))
    .max(storeLimits.featuresMax, `Use no máximo ${storeLimits.featuresMax} características.`),
  price: z
    .number({ error: 'Informe o preço em pontos.' })
    .int('O preço deve ser um número inteiro de pontos.')
    .min(1, 'O preço deve ser de pelo menos 1 ponto.')
    .max(storeLimits.priceMax, `O preço pode ser no máximo ${pointsText(storeLimits.priceMax)}.`),
  featured: z.boolean(),
  hidden: z.boolean(),
  stock: z
    .number({ error: 'Informe o estoque.' })
    .int('O estoque deve ser um número inteiro.')
    .min(0, 'O estoque não pode ser negativo.')
    .max(
      storeLimits.stockMax,
      `O estoque pode ser no máximo ${formatNumber(storeLimits.stockMax)}.`,
    )
    .nullable(),
  perMemberLimit: z
    .number({ error: 'Informe o limite por membro.' })
    .int('O limite por membro deve ser um número inteiro.')
    .min(1, 'O limite por membro deve ser pelo menos 1.')
    .max(
      storeLimits.perMemberLimitMax,
      `O limite por membro pode ser no máximo ${formatNumber(storeLimits.perMemberLimitMax)}.`,
    )
    .nullable(),
  requiredRoleId: optionalSnowflake,
  delivery: z.enum(storeDeliveries, { error: 'Escolha como a compra é entregue.' }),
  deliveryRoleId: optionalSnowflake,
  codeType: z.enum(creatableTokenTypes, { error: 'Escolha o tipo do código.' }).nullable(),
};

export type ProductFields = {
  [K in keyof typeof productFields]: z.output<(typeof productFields)[K]>;
};

/**
 * What a delivery needs: a role to give, or the kind of code to generate. Returns the refusals
 * by field, for the whole product after an edit is applied.
 */
export function productDeliveryIssues(
  product: Pick<ProductFields, 'delivery' | 'deliveryRoleId' | 'codeType'>,
): Partial<Record<'deliveryRoleId' | 'codeType', string>> {
  if (product.delivery === 'role' && !product.deliveryRoleId) {
    return { deliveryRoleId: 'Informe o cargo que a compra dá.' };
  }
  if (product.delivery === 'code' && !product.codeType) {
    return { codeType: 'Escolha o tipo do código que a compra gera.' };
  }
  return {};
}

export const createStoreProductBodySchema = z
  .strictObject({
    ...productFields,
    longDescription: productFields.longDescription.default(''),
    features: productFields.features.default([]),
    featured: productFields.featured.default(false),
    hidden: productFields.hidden.default(false),
    stock: productFields.stock.default(null),
    perMemberLimit: productFields.perMemberLimit.default(null),
    requiredRoleId: productFields.requiredRoleId.default(null),
    deliveryRoleId: productFields.deliveryRoleId.default(null),
    codeType: productFields.codeType.default(null),
  })
  .superRefine((product, ctx) => {
    for (const [path, message] of Object.entries(productDeliveryIssues(product))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type CreateStoreProductBody = z.input<typeof createStoreProductBodySchema>;

/** Only the fields sent change; the delivery is checked again on the whole product. */
export const updateStoreProductBodySchema = z
  .strictObject(productFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nada para alterar.');
export type UpdateStoreProductBody = z.input<typeof updateStoreProductBodySchema>;

export const storeImageSchema = z.object({
  /** Where the image is served; what a product's `images` holds. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type StoreImage = z.infer<typeof storeImageSchema>;

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
});
export type StorePurchase = z.infer<typeof storePurchaseSchema>;

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
  /** The outbox delivery of a role purchase (Configurações do bot → Entregas). */
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

export const storePurchaseListSchema = z.object({
  data: z.array(storePurchaseAdminSchema),
  total: z.number().int(),
});
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
