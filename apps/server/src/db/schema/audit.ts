import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { auditActionTypes } from '@panel/contract/api/audit';

export type { AuditActionType } from '@panel/contract/api/audit';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Append-only record of every state change. A database trigger refuses UPDATE and
 * DELETE, so not even a bug in the application can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    actorAvatar: text('actor_avatar'),
    actionType: text('action_type', { enum: auditActionTypes }).notNull(),
    action: text('action').notNull(),
    target: text('target'),
    details: text('details').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
    /** What the text search looks in: who acted (name and id) and what happened, lowercased. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(actor_name || ' ' || coalesce(actor_id, '') || ' ' || details)`),
    /** The words of `searchText` and their neighbouring pairs (migration 0010). */
    searchTerms: tsvector('search_terms')
      .notNull()
      .generatedAlwaysAs(
        sql`audit_search_terms(actor_name || ' ' || coalesce(actor_id, '') || ' ' || details)`,
      ),
  },
  (table) => [
    index('audit_log_search_terms_idx').using('gin', table.searchTerms),
    index('audit_log_actor_created_at_idx').on(table.actorId, table.createdAt, table.id),
    /** One member's entries of one type, newest first (the log filtered by both; migration 0045). */
    index('audit_log_actor_entry_type_created_at_idx').on(
      table.actorId,
      entryTypeOf(table),
      table.createdAt,
      table.id,
    ),
    index('audit_log_target_created_at_idx').on(table.target, table.createdAt, table.id),
    index('audit_log_created_at_idx').on(table.createdAt, table.id),
    /** The log filtered by type, newest first: by the type it is shown under (migration 0045). */
    index('audit_log_entry_type_created_at_idx').on(entryTypeOf(table), table.createdAt, table.id),
  ],
);

/**
 * The type an entry is shown, filtered and counted under: its `action_type`, or `reject` for a
 * rejection written as `update` before rejections had their type (`auditEntryType` of the
 * contract; docs/decisions/2026-12-04-audit-types-and-fields.md). The type indexes are built on it.
 */
export function entryTypeOf(table: { actionType: AnyPgColumn; action: AnyPgColumn }): SQL {
  return sql`audit_entry_type(${table.actionType}, ${table.action})`;
}

/**
 * Totals per type, kept exact by a trigger on `audit_log` (see migration 0003): since migration
 * 0045, per the type an entry is shown under (`entryTypeOf`).
 */
export const auditCounts = pgTable('audit_counts', {
  actionType: text('action_type').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
  /** Of `total`, the sign-ins (`signInAuditAction`), so the log can hide them (migration 0020). */
  signIns: bigint('sign_ins', { mode: 'number' }).notNull().default(0),
});
