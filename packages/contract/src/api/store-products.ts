import { z } from 'zod';
import { rowIdSchema, snowflakeSchema } from './common';
import {
  commandDelaySecondsSchema,
  gameCommandListSchema,
  storeGameCommandSchema,
} from './store-game-commands';
import { storeCategorySchema } from './store-categories';
import { productDeliveryIssues } from './store-product-delivery';
import { formatNumber, pointsText, storeDeliveries, storeLimits } from './store-values';
import { creatableTokenTypes } from './tokens';

// The store's products as members see them and staff manage them (docs/decisions/2026-11-24-store.md).

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
  category: storeCategorySchema,
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
  /** Days an in-game product lasts ("VIP 30 dias"); null for ever. */
  durationDays: z.number().int().nullable(),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

/** A product as staff manage it. */
export const storeProductAdminSchema = storeProductSchema.extend({
  hidden: z.boolean(),
  deliveryRole: storeRoleSchema.nullable(),
  codeType: z.enum(creatableTokenTypes).nullable(),
  /** In-game delivery: the commands run on purchase, on refund and when the duration ends. */
  gameCommands: z.array(storeGameCommandSchema),
  refundCommands: z.array(storeGameCommandSchema),
  expiryCommands: z.array(storeGameCommandSchema),
  /** Seconds a command for an online player waits after their character loaded; 0: none. */
  commandDelaySeconds: z.number().int(),
  /** The game servers that run them; empty for every server. */
  gameServerIds: z.array(z.string()),
  /** Purchases not refunded. */
  sold: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreProductAdmin = z.infer<typeof storeProductAdminSchema>;

export const storeProductsQuerySchema = z.object({
  /** A category's id. */
  category: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'Categoria desconhecida.')
    .optional(),
});
export type StoreProductsQuery = z.input<typeof storeProductsQuerySchema>;

export const storeProductParamsSchema = z.object({ id: rowIdSchema });
export const storeImageParamsSchema = z.object({ imageId: rowIdSchema });

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
  categoryId: z
    .string({ error: 'Escolha uma categoria.' })
    .regex(/^[1-9]\d{0,14}$/, 'Escolha uma categoria.'),
  images: z
    .array(storeImageRefSchema)
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
  gameCommands: gameCommandListSchema('os comandos da compra'),
  refundCommands: gameCommandListSchema('os comandos do reembolso'),
  expiryCommands: gameCommandListSchema('os comandos do fim do prazo'),
  durationDays: z
    .number({ error: 'Informe a duração em dias.' })
    .int('A duração deve ser um número inteiro de dias.')
    .min(1, 'A duração deve ser de pelo menos 1 dia.')
    .max(
      storeLimits.durationDaysMax,
      `A duração pode ser no máximo ${formatNumber(storeLimits.durationDaysMax)} dias.`,
    )
    .nullable(),
  commandDelaySeconds: commandDelaySecondsSchema,
  gameServerIds: z
    .array(rowIdSchema, { error: 'Envie os servidores de jogo como uma lista.' })
    .max(50, 'Servidores demais.'),
};

export type ProductFields = {
  [K in keyof typeof productFields]: z.output<(typeof productFields)[K]>;
};

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
    gameCommands: productFields.gameCommands.default([]),
    refundCommands: productFields.refundCommands.default([]),
    expiryCommands: productFields.expiryCommands.default([]),
    durationDays: productFields.durationDays.default(null),
    commandDelaySeconds: productFields.commandDelaySeconds.default(0),
    gameServerIds: productFields.gameServerIds.default([]),
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
