import type { BotSettings } from '@panel/contract/api/bot-settings';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';

/** One row a minute: whether the server could reach its database. Uptime comes from it. */
export const healthProbes = pgTable(
  'health_probes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    databaseMs: real('database_ms'),
  },
  (table) => [index('health_probes_at_idx').on(table.at)],
);

/** The bot's configuration (role, channel and category ids): a single row. */
export const botSettings = pgTable(
  'bot_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<BotSettings>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('bot_settings_single_row', sql`${table.id} = 1`)],
);
