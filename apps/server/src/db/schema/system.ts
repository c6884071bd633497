import { bigserial, boolean, index, pgTable, real, timestamp } from 'drizzle-orm/pg-core';

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
