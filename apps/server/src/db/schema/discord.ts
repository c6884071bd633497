import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The bot's view of the guild, kept from the gateway (GUILD_CREATE and the events after
 * it), so screens can show names instead of ids and keep working while Discord is away.
 */

/** The guild itself: one row. */
export const discordGuild = pgTable('discord_guild', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  iconUrl: text('icon_url'),
  memberCount: integer('member_count').notNull().default(0),
  afkChannelId: text('afk_channel_id'),
  ownerId: text('owner_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const discordRoles = pgTable('discord_roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  color: integer('color').notNull().default(0),
  position: integer('position').notNull(),
  /** Discord's permission bit set, as a decimal string (it exceeds 53 bits). */
  permissions: text('permissions').notNull(),
  managed: boolean('managed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const discordChannels = pgTable('discord_channels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Discord's channel type: 0 text, 2 voice, 4 category, 5 announcement, 13 stage... */
  type: integer('type').notNull(),
  parentId: text('parent_id'),
  position: integer('position').notNull().default(0),
  /** Discord's permission overwrites, allow and deny as decimal strings. */
  permissionOverwrites: jsonb('permission_overwrites')
    .$type<CatalogOverwrite[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One permission overwrite of a channel: a role (`type` 0) or a member (`type` 1). */
export interface CatalogOverwrite {
  id: string;
  type: 0 | 1;
  allow: string;
  deny: string;
}

/** Everyone the bot has seen in the guild; `in_guild` turns false when they leave. */
export const discordMembers = pgTable(
  'discord_members',
  {
    userId: text('user_id').primaryKey(),
    username: text('username').notNull(),
    globalName: text('global_name'),
    nick: text('nick'),
    avatarUrl: text('avatar_url'),
    bot: boolean('bot').notNull().default(false),
    roleIds: text('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    inGuild: boolean('in_guild').notNull().default(true),
    leftAt: timestamp('left_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('discord_members_in_guild_idx').on(table.inGuild),
    // Searches by part of a member's names: the store's, giving a panel role.
    index('discord_members_names_trgm_idx')
      .using(
        'gin',
        sql`${table.username} gin_trgm_ops`,
        sql`${table.globalName} gin_trgm_ops`,
        sql`${table.nick} gin_trgm_ops`,
      )
      .with({ fastupdate: false }),
    // The header's search (`findMembersByName`, docs/performance.md#member-name-search): the
    // names that start with the text, and the list's order (in the guild first, then by name)
    // that it walks for names holding the text. Each also carries (`INCLUDE`, written in
    // migration 0047: the schema builder has no such option) what its read tests and answers,
    // so neither reads the rows: the prefix index the guild flag, the id and the three names,
    // the order's index the three names.
    index('discord_members_name_prefix_idx')
      .using(
        'btree',
        sql`lower(coalesce(${table.nick}, ${table.globalName}, ${table.username})) text_pattern_ops`,
      )
      .where(sql`NOT ${table.bot}`),
    index('discord_members_name_order_idx')
      .on(
        table.inGuild.desc().nullsFirst(),
        sql`lower(coalesce(${table.nick}, ${table.globalName}, ${table.username}))`,
        table.userId,
      )
      .where(sql`NOT ${table.bot}`),
  ],
);

/** Who is in a voice channel right now, as the gateway last said. */
export const discordVoiceStates = pgTable('discord_voice_states', {
  userId: text('user_id').primaryKey(),
  channelId: text('channel_id').notNull(),
  selfMute: boolean('self_mute').notNull().default(false),
  selfDeaf: boolean('self_deaf').notNull().default(false),
  serverMute: boolean('server_mute').notNull().default(false),
  serverDeaf: boolean('server_deaf').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gatewayStatuses = ['connecting', 'online', 'reconnecting', 'offline'] as const;
export type GatewayStatus = (typeof gatewayStatuses)[number];

/**
 * The bot's gateway connection, written by the process that holds it (one row), read by
 * every process: the dashboard of an API process shows the worker's connection.
 */
export const discordGateway = pgTable(
  'discord_gateway',
  {
    id: integer('id').primaryKey().default(1),
    status: text('status', { enum: gatewayStatuses }).notNull(),
    pingMs: integer('ping_ms'),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    /** Refreshed every 30 s while the process lives; an old value means the process is gone. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The bot as Discord describes it, written on every READY. */
    botUserId: text('bot_user_id'),
    botName: text('bot_name'),
    botAvatarUrl: text('bot_avatar_url'),
    activityName: text('activity_name'),
    activityType: text('activity_type'),
    description: text('description'),
    /** The application's flags: which privileged intents it has. */
    applicationFlags: integer('application_flags'),
  },
  (table) => [check('discord_gateway_single_row', sql`${table.id} = 1`)],
);
