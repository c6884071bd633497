import type { GameDatabaseChange } from '@panel/contract/api/game-servers';
import { EffectFailure } from './failure';

// The outbox's game-database kind: writes into a game server's own MySQL/MariaDB, delivered by
// the worker beside Discord's effects (docs/decisions/2026-11-28-game-databases.md,
// docs/decisions/2026-12-03-one-outbox.md).

/** A write of the whitelist or ban flag of the member's accounts in one game server's database. */
export interface GameDatabaseEffect {
  type: 'gameDb.write';
  serverId: number;
  /** The member. */
  userId: string;
  change: GameDatabaseChange;
  reason: string;
}

export type GameDatabaseFailureCode =
  /** A game database refused the write (its SQL, its access). */
  | 'game_db_rejected'
  /** A game database could not be reached (refused, timeout): retried. */
  | 'game_db_unavailable'
  /** The member has no account in the game's database yet (never connected), or no licence. */
  | 'game_account_unknown'
  /** Custom SQL names the passport and the panel does not know it. */
  | 'passport_unknown';

/** A failed write into a game database: MySQL's refusal, its absence, or a member unknown there. */
export class GameDatabaseWriteError extends EffectFailure<GameDatabaseFailureCode> {
  constructor(message: string, permanent: boolean, code: GameDatabaseFailureCode) {
    super(message, permanent, code);
    this.name = 'GameDatabaseWriteError';
  }
}

/** Who delivers the game-database kind (`modules/game-servers`'s `gameDatabaseDelivery`). */
export interface GameDatabaseDelivery {
  deliver(effect: GameDatabaseEffect): Promise<void>;
}
