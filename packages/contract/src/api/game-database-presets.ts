import type { GameDatabaseChange, GameFramework } from './game-databases';

// What each framework preset runs in the game's database
// (docs/decisions/2026-12-03-game-frameworks.md), written against the frameworks' own published
// tables: vRP 1.0's and vRPex's `vrp_users`/`vrp_user_ids`, vRP 2's `vrp_login_users`, Creative
// v5's `accounts`/`characters`/`banneds` and Creative Network's `accounts`. Staff see this SQL in
// the form before they pick a preset; the server runs exactly it.

export type GamePresetFramework = Exclude<GameFramework, 'custom'>;

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
  grants: readonly { privileges: string; table: string }[];
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
  },
};

/** The reason as a ban column keeps it (Creative Network's `Reason` is VARCHAR(254)). */
export const gameDatabaseReasonMax = 250;
