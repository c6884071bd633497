import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ledgerKinds,
  purchaseStates,
  storeDeliveries,
  type StoreGameCommand,
} from '@panel/contract/api/store';
import { creatableTokenTypes } from '@panel/contract/api/tokens';
import { imageMimeTypes } from '@panel/contract/constants';
import { outbox } from './deliveries';
import { tokens } from './tokens';
import { users } from './users';

/** How many points a counted minute in voice earns (one row). */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer('id').primaryKey().default(1),
    pointsPerMinute: integer('points_per_minute').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('store_settings_one_row', sql`${table.id} = 1`),
    check('store_settings_rate', sql`${table.pointsPerMinute} between 0 and 1000`),
  ],
);

/** Product images uploaded to the panel; served publicly (products are public). */
export const storeImages = pgTable('store_images', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type', { enum: imageMimeTypes }).notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedById: text('uploaded_by_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The store's categories, which staff name and order: the member's tabs and the product
 * form's choices (docs/decisions/2026-12-04-store-categories.md). Migration 0044 made them
 * from the fixed list that came before, with the same names.
 */
export const storeCategories = pgTable(
  'store_categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** The tab order, from 1. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Two tabs never read the same: "Emotes" and "emotes" are one name.
    uniqueIndex('store_categories_name').on(sql`lower(${table.name})`),
  ],
);

export const storeProducts = pgTable(
  'store_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    longDescription: text('long_description').notNull().default(''),
    /** A category with products cannot be deleted (the service says so first). */
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => storeCategories.id, { onDelete: 'restrict' }),
    /** `/api/store/images/{id}` or https URLs; the first is the card's. */
    images: jsonb('images').$type<string[]>().notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    price: integer('price').notNull(),
    featured: boolean('featured').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    /** Left in stock; null for unlimited. */
    stock: integer('stock'),
    perMemberLimit: integer('per_member_limit'),
    requiredRoleId: text('required_role_id'),
    delivery: text('delivery', { enum: storeDeliveries }).notNull(),
    deliveryRoleId: text('delivery_role_id'),
    codeType: text('code_type', { enum: creatableTokenTypes }),
    /**
     * In-game delivery (docs/decisions/2026-11-28-game-commands.md): command templates, each
     * with whether it runs with the player offline.
     */
    gameCommands: jsonb('game_commands').$type<StoreGameCommand[]>().notNull().default([]),
    refundCommands: jsonb('refund_commands').$type<StoreGameCommand[]>().notNull().default([]),
    expiryCommands: jsonb('expiry_commands').$type<StoreGameCommand[]>().notNull().default([]),
    /** Seconds a command for an online player waits after their character loaded; 0: none. */
    commandDelaySeconds: integer('command_delay_seconds').notNull().default(0),
    /** Days an in-game product lasts; its expiry commands run after them. */
    durationDays: integer('duration_days'),
    /** The game servers that run the commands; empty for every server. */
    gameServerIds: bigint('game_server_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('store_products_price', sql`${table.price} > 0`),
    // Never oversold, whatever a query does (docs/decisions/2026-11-24-store.md).
    check('store_products_stock', sql`${table.stock} is null or ${table.stock} >= 0`),
    check(
      'store_products_limit',
      sql`${table.perMemberLimit} is null or ${table.perMemberLimit} >= 1`,
    ),
    check(
      'store_products_delivery',
      sql`(${table.delivery} <> 'role' or ${table.deliveryRoleId} is not null) and (${table.delivery} <> 'code' or ${table.codeType} is not null) and (${table.delivery} <> 'game' or jsonb_array_length(${table.gameCommands}) > 0)`,
    ),
    check(
      'store_products_duration',
      sql`${table.durationDays} is null or ${table.durationDays} between 1 and 3650`,
    ),
    check('store_products_command_delay', sql`${table.commandDelaySeconds} between 0 and 3600`),
    index('store_products_category').on(table.categoryId),
  ],
);

/** A member's points (Discord id): the sum of the ledger, never below zero. */
export const pointsBalances = pgTable(
  'points_balances',
  {
    userId: text('user_id').primaryKey(),
    // bigint: no sum of grants and voice days can overflow it.
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('points_balances_not_negative', sql`${table.points} >= 0`)],
);

/**
 * Which counter a purchase is in: 'refunded'; 'outbox' for a role purchase with a delivery
 * row (its state is the outbox's); otherwise its own state. The index and the queries (the
 * table under an alias) share this expression, so PostgreSQL matches them.
 */
export function purchaseBucketOf(alias?: string): SQL {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql`(case when ${column('refunded_at')} is not null then 'refunded'
    when ${column('delivery')} = 'role' and ${column('outbox_id')} is not null then 'outbox'
    else ${column('state')} end)`;
}

export const storePurchases = pgTable(
  'store_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).references(() => storeProducts.id, {
      onDelete: 'set null',
    }),
    /** The product as bought: a later edit or deletion does not change the purchase. */
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    price: integer('price').notNull(),
    delivery: text('delivery', { enum: storeDeliveries }).notNull(),
    /** Role purchases read their state from the outbox row until refunded. */
    state: text('state', { enum: purchaseStates }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    roleId: text('role_id'),
    outboxId: bigint('outbox_id', { mode: 'number' }).references(() => outbox.id, {
      onDelete: 'set null',
    }),
    tokenId: bigint('token_id', { mode: 'number' }).references(() => tokens.id, {
      onDelete: 'set null',
    }),
    code: text('code'),
    deliveryNote: text('delivery_note'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredByName: text('delivered_by_name'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedByName: text('refunded_by_name'),
    refundReason: text('refund_reason'),
    /** When an in-game product with a duration ends (its expiry commands then run). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('store_purchases_idempotency').on(table.userId, table.idempotencyKey),
    // Ascending, scanned backward for the newest first (a DESC NULLS LAST index is not).
    index('store_purchases_recent').on(table.createdAt, table.id),
    index('store_purchases_member').on(table.userId, table.productId),
    index('store_purchases_product').on(table.productId),
    // The staff's state filter, newest first: `purchaseBucket` must stay the same expression.
    index('store_purchases_bucket').on(purchaseBucketOf(), table.createdAt, table.id),
    // The role purchases of an outbox status, found from the outbox.
    index('store_purchases_outbox')
      .on(table.outboxId)
      .where(sql`${table.outboxId} is not null`),
    // Substring search on the product's name, written straight into the index (no pending list).
    index('store_purchases_product_name_trgm')
      .using('gin', sql`${table.productName} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Purchases of each product that were not refunded (its "sold"), kept by the same triggers. No
 * foreign key: a deleted product's purchases keep their name, and its row is left at zero.
 */
export const storeProductSales = pgTable('store_product_sales', {
  productId: bigint('product_id', { mode: 'number' }).primaryKey(),
  sold: bigint('sold', { mode: 'number' }).notNull().default(0),
});

/**
 * How many purchases each bucket holds, kept by triggers on `store_purchases` (migration
 * 0019): the staff's list never counts 100 000 rows. Role purchases with a delivery row are
 * one bucket ('outbox'): their shown state follows the outbox and is counted from there.
 */
export const storePurchaseCounts = pgTable('store_purchase_counts', {
  bucket: text('bucket').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});

/**
 * Every change of points, with its reason. Voice earnings are one row per member and day,
 * grown by the rollup as minutes are counted (`voice_minutes` says how many are in it).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    voiceDay: date('voice_day'),
    voiceMinutes: integer('voice_minutes'),
    purchaseId: bigint('purchase_id', { mode: 'number' }).references(() => storePurchases.id, {
      onDelete: 'set null',
    }),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('points_ledger_voice_day')
      .on(table.userId, table.voiceDay)
      .where(sql`${table.kind} = 'voice'`),
    index('points_ledger_member').on(table.userId, table.updatedAt, table.id),
    check(
      'points_ledger_voice',
      sql`(${table.kind} = 'voice') = (${table.voiceDay} is not null and ${table.voiceMinutes} is not null)`,
    ),
  ],
);
