import { bigint, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The community's figures per day ("Comunidade", docs/decisions/2026-12-05-community-analytics.md):
 * what `metric` counted on `day` (America/Sao_Paulo), apart per `key` where the page splits it (a
 * form, a channel, a product, a game server, a refusal reason, an hour, a histogram bucket); ''
 * when it does not. Kept by the triggers of migration 0053 in the transaction of each change
 * (applications, blacklist entries, the points ledger, purchases, game joins, voice segments
 * credited by the minute's rollup, the players report), recomputed from history by
 * `analytics_rebuild` (`npm run analytics:rebuild`). A row at zero reads as none.
 */
export const analyticsDays = pgTable(
  'analytics_days',
  {
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.metric, table.day, table.key] })],
);

/**
 * Each member's first join a game server let in, whenever it came: written once by the join's
 * trigger (insert, or nothing when there is one), kept past the joins' 90 days. The whitelist
 * funnel's "entrou no jogo" reads it. No foreign key: a server removed keeps its members' firsts.
 */
export const analyticsFirstJoins = pgTable('analytics_first_joins', {
  discordId: text('discord_id').primaryKey(),
  serverId: bigint('server_id', { mode: 'number' }).notNull(),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
});
