import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A staff action that can still be undone by whoever did it, until `undo_until`: its Discord
 * and game effects are held in the outbox (same `request_id`) as long. `kind` names the module's
 * undo (`ActionKind` in the contract); `subject` is what that undo needs (the rows it changed).
 * See docs/decisions/2026-12-04-undoable-actions.md.
 */
export const actions = pgTable(
  'actions',
  {
    /** The request that did it: its audit entries and its outbox rows carry the same id. */
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    actorId: text('actor_id').notNull(),
    subject: jsonb('subject').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoUntil: timestamp('undo_until', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    index('actions_actor_idx').on(table.actorId, table.createdAt),
    check('actions_window', sql`${table.undoUntil} >= ${table.createdAt}`),
  ],
);
