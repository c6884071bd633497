import { isGameIdentifierTarget } from '@panel/contract/api/blacklist';
import type { GameDatabaseChange } from '@panel/contract/api/game-servers';
import type { Executor } from '../../../db/client';
import type { GameDatabaseEffect } from '../../../outbox/game-database-effects';
import { gameDatabaseEffects } from '../../game-servers';
import type { EntryRow } from '../repository/entries';

/**
 * A member's entry added or lifted, written as the ban flag of the game databases the panel
 * knows (docs/decisions/2026-11-28-game-databases.md). An entry naming a game identifier, or a
 * guild, has no member there.
 */
export function banEffects(
  tx: Executor,
  row: Pick<EntryRow, 'type' | 'target'>,
  change: Extract<GameDatabaseChange, 'ban' | 'unban'>,
  reason: string,
): Promise<GameDatabaseEffect[]> {
  if (row.type !== 'player' || isGameIdentifierTarget(row.target)) return Promise.resolve([]);
  return gameDatabaseEffects(tx, row.target, change, reason);
}
