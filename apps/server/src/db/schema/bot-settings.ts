import type { BotSettings } from '@panel/contract/api/bot-settings';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

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
