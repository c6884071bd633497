import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { blacklistTypes } from '@panel/contract/api/blacklist';
import { imageMimeTypes } from '@panel/contract/constants';

/**
 * What ended an entry: staff removed it, its expiry passed, an approved review ticket, or an
 * approved appeal.
 */
export const blacklistLiftCauses = ['staff', 'expiry', 'ticket', 'appeal'] as const;
export type BlacklistLiftCause = (typeof blacklistLiftCauses)[number];

/**
 * The words of an entry's names (given when added, and the player's in the guild catalog) and
 * their neighbouring pairs (`audit_search_terms`, migration 0010), each name on its own so that
 * no pair spans two names, for `blacklist_entries_name_terms_idx`.
 */
export function entryNameTerms(names: SQLWrapper[]) {
  const terms = names.map((name) => sql`audit_search_terms(coalesce(${name}, ''))`);
  return sql`(${sql.join(terms, sql` || `)})`;
}

/** The names a search reads on an entry: the one given when added, then the catalog's. */
export function entryNames<Name extends SQLWrapper>(entry: {
  discordUsername: Name;
  knownUsername: Name;
  knownGlobalName: Name;
  knownNick: Name;
}): Name[] {
  return [entry.discordUsername, entry.knownUsername, entry.knownGlobalName, entry.knownNick];
}

/**
 * Blacklisted players and servers. Removal is a soft delete: the row keeps who removed it,
 * when, why and what lifted it. One active (not removed) entry per type and target.
 */
export const blacklistEntries = pgTable(
  'blacklist_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type', { enum: blacklistTypes }).notNull(),
    target: text('target').notNull(),
    reason: text('reason').notNull(),
    /** The player's name when added (typed by staff or read from the guild catalog). */
    discordUsername: text('discord_username'),
    /**
     * The player's names as the guild catalog last knew them while the entry was active, kept
     * by triggers on both tables (migration 0022), so a search reads this table alone.
     */
    knownUsername: text('known_username'),
    knownGlobalName: text('known_global_name'),
    knownNick: text('known_nick'),
    addedById: text('added_by_id'),
    addedByName: text('added_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedById: text('removed_by_id'),
    removedByName: text('removed_by_name'),
    removedReason: text('removed_reason'),
    liftedBy: text('lifted_by', { enum: blacklistLiftCauses }),
    /**
     * The target and the names, lowercased, one per line (no name holds a line break, so no
     * match spans two): what a search of one word reads, by its trigram index or, for a broad
     * one, walking `blacklist_entries_active_created_idx` alone
     * (docs/performance.md#blacklist-search).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(target || E'\\n' || coalesce(discord_username, '') || E'\\n'
        || coalesce(known_username, '') || E'\\n' || coalesce(known_global_name, '') || E'\\n'
        || coalesce(known_nick, ''))`,
    ),
  },
  (table) => [
    uniqueIndex('blacklist_entries_one_active_idx')
      .on(table.type, table.target)
      .where(sql`${table.removedAt} IS NULL`),
    // The list's order. It also carries (`INCLUDE`, written in migration 0024: the schema
    // builder has no such option) the type, the expiry and `searchText`, so a search's walk reads
    // no rows.
    index('blacklist_entries_active_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.removedAt} IS NULL`),
    // A member's entries, added and lifted: their file's timeline.
    index('blacklist_entries_target_idx').on(table.target, table.createdAt, table.id),
    index('blacklist_entries_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.removedAt} IS NULL AND ${table.expiresAt} IS NOT NULL`),
    // A search for part of the target or of one of the entry's names (`searchText`).
    index('blacklist_entries_search_text_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .where(sql`${table.removedAt} IS NULL`)
      .with({ fastupdate: false }),
    // A search of several words by the words of those names (`entryNameTerms`).
    index('blacklist_entries_name_terms_idx')
      .using('gin', entryNameTerms(entryNames(table)))
      .where(sql`${table.removedAt} IS NULL`)
      .with({ fastupdate: false }),
    check(
      'blacklist_entries_removal_check',
      sql`(${table.removedAt} IS NULL) = (${table.liftedBy} IS NULL)`,
    ),
  ],
);

/**
 * How many entries of each type are not removed, kept by triggers on `blacklist_entries`
 * (migration 0019); the list takes away those past their expiry that the worker has not lifted.
 */
export const blacklistCounts = pgTable('blacklist_counts', {
  type: text('type', { enum: blacklistTypes }).primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});

/**
 * The evidence images of an entry. The file lives in the file storage under `storage_key`;
 * an administrator may purge the files of a removed entry, which keeps the row (`purged_at`).
 */
export const blacklistEvidence = pgTable(
  'blacklist_evidence',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => blacklistEntries.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique('blacklist_evidence_storage_key_key'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type', { enum: imageMimeTypes }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    uploadedById: text('uploaded_by_id'),
    uploadedByName: text('uploaded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (table) => [index('blacklist_evidence_entry_idx').on(table.entryId, table.id)],
);
