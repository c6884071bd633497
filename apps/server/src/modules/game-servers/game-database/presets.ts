import type { GameDatabaseStatements, GameFramework } from '@panel/contract/api/game-servers';

/**
 * What each framework's servers read, as their Discord whitelist bots write it
 * (docs/decisions/2026-11-28-game-databases.md): vRP and vRPex keep `whitelisted` and `banned`
 * on `vrp_users` (the passport is its `id`); Creative v5 keeps `whitelist` and `banned` on
 * `accounts`, with the member's Discord id beside them.
 */
export const frameworkStatements: Record<
  Exclude<GameFramework, 'custom'>,
  GameDatabaseStatements
> = {
  vrp: {
    whitelist: 'UPDATE vrp_users SET whitelisted = 1 WHERE id = :passport',
    unwhitelist: 'UPDATE vrp_users SET whitelisted = 0 WHERE id = :passport',
    ban: 'UPDATE vrp_users SET banned = 1 WHERE id = :passport',
    unban: 'UPDATE vrp_users SET banned = 0 WHERE id = :passport',
  },
  vrpex: {
    whitelist: 'UPDATE vrp_users SET whitelisted = 1 WHERE id = :passport',
    unwhitelist: 'UPDATE vrp_users SET whitelisted = 0 WHERE id = :passport',
    ban: 'UPDATE vrp_users SET banned = 1 WHERE id = :passport',
    unban: 'UPDATE vrp_users SET banned = 0 WHERE id = :passport',
  },
  creative: {
    whitelist: 'UPDATE accounts SET whitelist = 1, discord = :discordId WHERE id = :passport',
    unwhitelist: 'UPDATE accounts SET whitelist = 0 WHERE id = :passport',
    ban: 'UPDATE accounts SET banned = 1 WHERE id = :passport',
    unban: 'UPDATE accounts SET banned = 0 WHERE id = :passport',
  },
};

/** The statements a server's database runs: its framework's, or its own. */
export function statementsOf(
  framework: GameFramework,
  custom: GameDatabaseStatements | null,
): GameDatabaseStatements {
  if (framework === 'custom') {
    if (!custom) throw new Error('a custom game database without statements');
    return custom;
  }
  return frameworkStatements[framework];
}
