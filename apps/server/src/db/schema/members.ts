import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { gameServers } from './game-servers';

/**
 * The member's file (docs/decisions/2026-12-05-member-file.md): what staff write about a member
 * (notes) and the tags they give them, from a list staff keep.
 */

/** Staff notes about a member: private to staff, edited only by their author, pinned first. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    discordId: text('discord_id').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [index('member_notes_member_idx').on(table.discordId, table.createdAt, table.id)],
);

/** The tags staff may give members, e.g. "Observação", "Doador"; a `watch` tag warns staff. */
export const memberTags = pgTable(
  'member_tags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    watch: boolean('watch').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('member_tags_name_idx').on(sql`lower(${table.name})`)],
);

/** Which member has which tag, who gave it and when. */
export const memberTagAssignments = pgTable(
  'member_tag_assignments',
  {
    discordId: text('discord_id').notNull(),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => memberTags.id, { onDelete: 'cascade' }),
    assignedById: text('assigned_by_id'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.discordId, table.tagId] }),
    index('member_tag_assignments_tag_idx').on(table.tagId),
  ],
);

/**
 * Direct messages staff sent a member through the bot, one row each, to hold the limit per
 * sender and member; the text itself is in the audit log. An undone message's row is deleted.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    discordId: text('discord_id').notNull(),
    senderId: text('sender_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('member_messages_sender_idx').on(table.senderId, table.discordId, table.sentAt),
  ],
);

/**
 * When staff were last warned that a watched member joined a game server: one row per member
 * and server, moved at most every 6 hours, so racing join batches warn once.
 */
export const memberWatchWarnings = pgTable(
  'member_watch_warnings',
  {
    discordId: text('discord_id').notNull(),
    serverId: bigint('server_id', { mode: 'number' })
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    warnedAt: timestamp('warned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.discordId, table.serverId] })],
);
