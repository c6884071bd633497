import type { GameDatabaseChange, GameFramework } from './game-databases';

// What each framework preset runs in the game's database
// (docs/decisions/2026-12-03-game-frameworks.md), written against the frameworks' own published
// tables: vRP 1.0's and vRPex's `vrp_users`/`vrp_user_ids`, vRP 2's `vrp_login_users`, Creative
// v5's `accounts`/`characters`/`banneds` and Creative Network's `accounts`. Staff see this SQL in
// the form before they pick a preset; the server runs exactly it. The member's file reads the
// characters with `characters` (docs/decisions/2026-12-05-game-characters.md).

export type GamePresetFramework = Exclude<GameFramework, 'custom'>;

/** What a database user needs, on one table (`GRANT … ON <banco>.<tabela>`). */
export interface GameDatabaseGrant {
  privileges: string;
  table: string;
}

/** A column of a character shown in the member's file, with its pt-BR label. */
export interface GameCharacterField {
  column: string;
  label: string;
  /** `number`: written with the pt-BR thousands separator (the game's money is not reais). */
  format: 'text' | 'number';
}

/**
 * How the member's file reads an account's characters: one SELECT, run with the values the
 * account was located with (`:account`, `:accountIdentifier`), answering `id` (vRP's user or
 * character id, Creative's passport), `name` and the `fields`' columns.
 */
export interface GameCharactersRead {
  sql: string;
  fields: readonly GameCharacterField[];
  /**
   * What the read needs beyond the writes' `grants`. Kept apart: the writes work without it, and
   * MariaDB refuses a grant on a table the framework has not created yet.
   */
  grants: readonly GameDatabaseGrant[];
}

/** How a preset's accounts table keeps the identifier a player connected with. */
export type PresetIdentifierForm = 'prefixed' | 'bare';

export interface GameDatabasePreset {
  /** What the preset fits, for the form. */
  fits: string;
  /**
   * `prefixed`: vRP keeps every identifier as FiveM gives it (`license:<hex>`, `discord:<id>`…)
   * in `vrp_user_ids`; `bare`: Creative keeps its `BaseMode` identifier without the prefix, the
   * Rockstar licence's hex or, with `BaseMode = "steam"`, the Steam hex.
   */
  identifierForm: PresetIdentifierForm;
  /**
   * Finds the member's accounts from the identifiers the panel linked to them
   * (`:identifiers`, a list), as the framework stored them at the player's first connection:
   * so an approval writes before the player ever spawned. Answers `account` and, where the
   * writes need it, `accountIdentifier`.
   */
  locateByIdentifiers: string;
  /** Finds the account of the passport the game reported or staff typed (`:passport`). */
  locateByPassport: string;
  /** The statements of each change, run in order in one transaction per account. */
  changes: Record<GameDatabaseChange, readonly string[]>;
  /** What the database user needs (`GRANT … ON <banco>.<tabela>`), table by table. */
  grants: readonly GameDatabaseGrant[];
  /** The member's characters on one account, read-only (the member's file). */
  characters: GameCharactersRead;
}

/** vRP 2's "forever" ban end (`vrp/modules/login.lua`: `2^31-1`). */
export const vrpForever = 2_147_483_647;

const vrpLocate = {
  identifierForm: 'prefixed',
  locateByIdentifiers:
    'SELECT DISTINCT user_id AS account FROM vrp_user_ids WHERE identifier IN (:identifiers)',
  locateByPassport: 'SELECT id AS account FROM vrp_users WHERE id = :passport',
} as const;

export const gameDatabasePresets: Record<GamePresetFramework, GameDatabasePreset> = {
  vrp1: {
    fits: 'vRP 1.0 e vRPex: vrp_users.whitelisted e vrp_users.banned; a conta é achada em vrp_user_ids, criada na primeira conexão.',
    ...vrpLocate,
    changes: {
      whitelist: ['UPDATE vrp_users SET whitelisted = 1 WHERE id = :account'],
      unwhitelist: ['UPDATE vrp_users SET whitelisted = 0 WHERE id = :account'],
      ban: ['UPDATE vrp_users SET banned = 1 WHERE id = :account'],
      unban: ['UPDATE vrp_users SET banned = 0 WHERE id = :account'],
    },
    grants: [
      { privileges: 'SELECT, UPDATE', table: 'vrp_users' },
      { privileges: 'SELECT', table: 'vrp_user_ids' },
    ],
    // One character per user; its identity and money live in the tables vRP's identity and
    // money modules create at start (vRPex's dump has them).
    characters: {
      sql: "SELECT u.id AS id, CONCAT_WS(' ', i.firstname, i.name) AS name, i.registration, i.phone, i.age, m.wallet, m.bank FROM vrp_users u LEFT JOIN vrp_user_identities i ON i.user_id = u.id LEFT JOIN vrp_user_moneys m ON m.user_id = u.id WHERE u.id = :account",
      fields: [
        { column: 'registration', label: 'Registro', format: 'text' },
        { column: 'phone', label: 'Telefone', format: 'text' },
        { column: 'age', label: 'Idade', format: 'number' },
        { column: 'wallet', label: 'Carteira', format: 'number' },
        { column: 'bank', label: 'Banco', format: 'number' },
      ],
      grants: [
        { privileges: 'SELECT', table: 'vrp_user_identities' },
        { privileges: 'SELECT', table: 'vrp_user_moneys' },
      ],
    },
  },
  vrp2: {
    fits: 'vRP 2: vrp_login_users (whitelisted, ban_end, ban_reason), com a linha criada pelo painel quando o jogador ainda não entrou.',
    ...vrpLocate,
    changes: {
      whitelist: [
        "INSERT INTO vrp_login_users (user_id, whitelisted, ban_end, ban_reason) VALUES (:account, 1, 0, '') ON DUPLICATE KEY UPDATE whitelisted = 1",
      ],
      unwhitelist: ['UPDATE vrp_login_users SET whitelisted = 0 WHERE user_id = :account'],
      ban: [
        `INSERT INTO vrp_login_users (user_id, whitelisted, ban_end, ban_reason) VALUES (:account, 0, ${vrpForever}, :reason) ON DUPLICATE KEY UPDATE ban_end = ${vrpForever}, ban_reason = :reason`,
      ],
      unban: ["UPDATE vrp_login_users SET ban_end = 0, ban_reason = '' WHERE user_id = :account"],
    },
    grants: [
      { privileges: 'SELECT', table: 'vrp_users' },
      { privileges: 'SELECT', table: 'vrp_user_ids' },
      { privileges: 'SELECT, INSERT, UPDATE', table: 'vrp_login_users' },
    ],
    // vRP 2's base tables keep only the character's id; its name is kept by a module's table.
    characters: {
      sql: 'SELECT id FROM vrp_characters WHERE user_id = :account ORDER BY id',
      fields: [],
      grants: [{ privileges: 'SELECT', table: 'vrp_characters' }],
    },
  },
  creative5: {
    fits: 'Creative v5: accounts.whitelist pela licença (BaseMode "license" ou "steam"); banimentos em banneds. O passaporte é characters.id.',
    identifierForm: 'bare',
    locateByIdentifiers:
      'SELECT id AS account, license AS accountIdentifier FROM accounts WHERE license IN (:identifiers)',
    locateByPassport:
      'SELECT a.id AS account, a.license AS accountIdentifier FROM characters c JOIN accounts a ON a.license = c.license WHERE c.id = :passport',
    changes: {
      whitelist: ['UPDATE accounts SET whitelist = 1, discord = :discordId WHERE id = :account'],
      unwhitelist: ['UPDATE accounts SET whitelist = 0 WHERE id = :account'],
      ban: [
        'DELETE FROM banneds WHERE license = :accountIdentifier',
        `INSERT INTO banneds (license, time) VALUES (:accountIdentifier, ${vrpForever})`,
      ],
      unban: ['DELETE FROM banneds WHERE license = :accountIdentifier'],
    },
    grants: [
      { privileges: 'SELECT, UPDATE', table: 'accounts' },
      { privileges: 'SELECT', table: 'characters' },
      { privileges: 'SELECT, INSERT, DELETE', table: 'banneds' },
    ],
    // The account's characters as Creative lists them (`characters/Characters`: deleted = 0).
    characters: {
      sql: "SELECT id, CONCAT_WS(' ', name, name2) AS name, phone, bank FROM characters WHERE license = :accountIdentifier AND deleted = 0 ORDER BY id",
      fields: [
        { column: 'phone', label: 'Telefone', format: 'text' },
        { column: 'bank', label: 'Banco', format: 'number' },
      ],
      grants: [],
    },
  },
  creativeNetwork: {
    fits: 'Creative Network (bases novas): accounts.Whitelist e accounts.Banned (-1 = permanente) pela License. O passaporte é characters.id.',
    identifierForm: 'bare',
    locateByIdentifiers:
      'SELECT id AS account, License AS accountIdentifier FROM accounts WHERE License IN (:identifiers)',
    locateByPassport:
      'SELECT a.id AS account, a.License AS accountIdentifier FROM characters c JOIN accounts a ON a.License = c.License WHERE c.id = :passport',
    changes: {
      whitelist: ['UPDATE accounts SET Whitelist = 1, Discord = :discordId WHERE id = :account'],
      unwhitelist: ['UPDATE accounts SET Whitelist = 0 WHERE id = :account'],
      ban: ['UPDATE accounts SET Banned = -1, Reason = :reason WHERE id = :account'],
      unban: ['UPDATE accounts SET Banned = 0, Reason = NULL WHERE id = :account'],
    },
    grants: [
      { privileges: 'SELECT, UPDATE', table: 'accounts' },
      { privileges: 'SELECT', table: 'characters' },
    ],
    characters: {
      sql: "SELECT id, CONCAT_WS(' ', Name, Lastname) AS name, Phone, Bank FROM characters WHERE License = :accountIdentifier AND Deleted = 0 ORDER BY id",
      fields: [
        { column: 'Phone', label: 'Telefone', format: 'text' },
        { column: 'Bank', label: 'Banco', format: 'number' },
      ],
      grants: [],
    },
  },
};

/** The reason as a ban column keeps it (Creative Network's `Reason` is VARCHAR(254)). */
export const gameDatabaseReasonMax = 250;
