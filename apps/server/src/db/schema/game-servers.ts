import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  gameDropHolds,
  gameFrameworks,
  gameJoinOutcomes,
  type GameDatabaseStatements,
  gameJoinReasons,
  whitelistModes,
} from '@panel/contract/api/game-servers';

/**
 * The game servers that ask the panel who may enter. Only the SHA-256 of a server's key is
 * kept (`key_hash`); the key is answered once, at creation and at rotation
 * (docs/decisions/2026-11-28-game-servers.md).
 */
export const gameServers = pgTable(
  'game_servers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    whitelistMode: text('whitelist_mode', { enum: whitelistModes }).notNull().default('allowlist'),
    roleIds: text('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minIdentifierMatches: integer('min_identifier_matches').notNull().default(1),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    keyRotatedAt: timestamp('key_rotated_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    playersOnline: integer('players_online'),
    /** Whether the resource may run console commands (its last report); null: not said. */
    commandsAllowed: boolean('commands_allowed'),
    /** Why the last report's drops were held back (`GameDropHold`), since when, how many. */
    dropsHeld: text('drops_held', { enum: gameDropHolds }),
    dropsHeldSince: timestamp('drops_held_since', { withTimezone: true }),
    dropsHeldPlayers: integer('drops_held_players'),
  },
  (table) => [
    uniqueIndex('game_servers_key_hash_idx').on(table.keyHash),
    check('game_servers_min_matches_check', sql`${table.minIdentifierMatches} BETWEEN 1 AND 5`),
  ],
);

/**
 * Every identifier and hardware token a game server has reported (never an IP), and the
 * Discord member it belongs to once known: from the `discord:` identifier of a join, from a
 * request code the member entered, or from another linked identifier of the same join.
 * Account identifiers (`license:…`, `steam:…`) have one row; a hardware token has one per
 * server, since FiveM makes tokens specific to a server (`GetPlayerToken`). A link made by one
 * server's joins alone counts on that server only (`linked_by_server_id`) until a second source
 * confirms it (docs/decisions/2026-11-28-game-servers.md, "Linking").
 */
export const gameIdentities = pgTable(
  'game_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `license:…` as FiveM writes it, or a hardware token `n:hex`. */
    identifier: text('identifier').notNull(),
    kind: text('kind').notNull(),
    /**
     * The server a hardware token was seen on; null for account identifiers. No foreign key
     * (a check per written row, on the join's path): revoking a server deletes its rows here.
     */
    serverId: bigint('server_id', { mode: 'number' }),
    discordId: text('discord_id'),
    /**
     * The server whose joins alone made the link, which counts there only; null when it counts
     * everywhere (a request code, a second server, a token's own server, or no link). Revoking
     * the server deletes the rows it alone linked.
     */
    linkedByServerId: bigint('linked_by_server_id', { mode: 'number' }),
    /** Servers that reported this identity in a join no blacklist entry matched. */
    seenBy: bigint('seen_by', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    /**
     * Servers that know the link's member: their join named the member's `discord:` identifier
     * with this one, or they showed the request code that made the link.
     */
    namedBy: bigint('named_by', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    playerName: text('player_name'),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('game_identities_identity_key').on(table.identifier, table.serverId).nullsNotDistinct(),
    index('game_identities_discord_idx')
      .on(table.discordId, table.kind)
      .where(sql`${table.discordId} IS NOT NULL`),
    check(
      'game_identities_link_check',
      sql`(${table.discordId} IS NULL) = (${table.linkedAt} IS NULL)`,
    ),
    check(
      'game_identities_scope_check',
      sql`(${table.kind} = 'token') = (${table.serverId} IS NOT NULL)`,
    ),
    check(
      'game_identities_linked_by_check',
      sql`${table.linkedByServerId} IS NULL OR (${table.discordId} IS NOT NULL AND ${table.kind} <> 'token')`,
    ),
  ],
);

/**
 * Every join a game server asked about, with its outcome. The IP is kept only on a join the
 * blacklist refused (docs/decisions/2026-11-28-game-servers.md); rows older than 90 days go.
 */
export const gameJoins = pgTable(
  'game_joins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serverId: bigint('server_id', { mode: 'number' })
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    playerName: text('player_name').notNull(),
    discordId: text('discord_id'),
    outcome: text('outcome', { enum: gameJoinOutcomes }).notNull(),
    reason: text('reason', { enum: gameJoinReasons }).notNull(),
    message: text('message'),
    requestCode: text('request_code'),
    identifiers: text('identifiers').array().notNull(),
    ip: text('ip'),
  },
  (table) => [
    index('game_joins_server_idx').on(table.serverId, table.id),
    index('game_joins_server_outcome_idx').on(table.serverId, table.outcome, table.id),
    index('game_joins_server_at_idx').on(table.serverId, table.at),
    // A member's joins, newest first: their file's timeline.
    index('game_joins_member_at_idx')
      .on(table.discordId, table.at, table.id)
      .where(sql`${table.discordId} IS NOT NULL`),
  ],
);

/**
 * Which member used which identifier on which server, from the joins decided for them: what the
 * member's file compares to find accounts that share a licence or a PC
 * (docs/decisions/2026-12-05-member-file.md, "Shared signals"). Kept past the joins' 90 days.
 */
export const gameIdentitySightings = pgTable(
  'game_identity_sightings',
  {
    serverId: bigint('server_id', { mode: 'number' })
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    kind: text('kind').notNull(),
    discordId: text('discord_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.serverId, table.identifier, table.discordId] }),
    index('game_identity_sightings_member_idx').on(table.discordId),
  ],
);

/**
 * The request codes shown to a refused player whose game account is not linked to Discord:
 * valid 30 minutes, used once by the member who enters it in the panel.
 */
export const gameLinkCodes = pgTable(
  'game_link_codes',
  {
    code: text('code').primaryKey(),
    serverId: bigint('server_id', { mode: 'number' })
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    playerName: text('player_name').notNull(),
    /** The identifiers and tokens of the join (never the IP), linked when the code is used. */
    identifiers: text('identifiers').array().notNull(),
    /** The identifier a reconnecting player is recognised by, to show the same code again. */
    anchor: text('anchor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedById: text('used_by_id'),
  },
  (table) => [
    index('game_link_codes_anchor_idx')
      .on(table.anchor, table.expiresAt)
      .where(sql`${table.usedAt} IS NULL`),
  ],
);

/**
 * Who is online on each game server, by Discord id, as its last players report said (with the
 * player's server id, `source`): a store command for a player waits until they are here.
 */
export const gamePresence = pgTable(
  'game_presence',
  {
    serverId: bigint('server_id', { mode: 'number' })
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    discordId: text('discord_id').notNull(),
    source: integer('source').notNull(),
    license: text('license'),
    /** An identifier the player had in that report, which the resource checks before a command. */
    identifier: text('identifier').notNull().default(''),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the player's character loaded, as the game server reported it; null until it has
     * (or when the report moved them): the commands that wait for the character count from it.
     */
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.serverId, table.discordId] }),
    index('game_presence_discord_idx').on(table.discordId),
  ],
);

/**
 * A game server's own MySQL/MariaDB database, where the panel writes the whitelist and bans
 * (docs/decisions/2026-11-28-game-databases.md). The password is kept encrypted
 * (AES-256-GCM under `GAME_DB_KEY`); `statements` holds a custom framework's SQL.
 */
export const gameDatabases = pgTable('game_databases', {
  serverId: bigint('server_id', { mode: 'number' })
    .primaryKey()
    .references(() => gameServers.id, { onDelete: 'cascade' }),
  framework: text('framework', { enum: gameFrameworks }).notNull(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  user: text('user').notNull(),
  database: text('database').notNull(),
  passwordSealed: text('password_sealed'),
  statements: jsonb('statements').$type<GameDatabaseStatements>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's passport (the framework's user id) on a game server: reported by the server with
 * its players, or typed by staff.
 */
export const gamePassports = pgTable(
  'game_passports',
  {
    serverId: bigint('server_id', { mode: 'number' })
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    discordId: text('discord_id').notNull(),
    passport: integer('passport').notNull(),
    source: text('source', { enum: ['game', 'staff'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.serverId, table.discordId] })],
);
