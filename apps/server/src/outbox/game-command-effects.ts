import type { GameCommandKind } from '@panel/contract/api/store';

// The outbox's game-command kind: a command a game server runs for a store purchase, queued for
// that server (`outbox.game_server_id`) and taken by the server itself through the same lease as
// the worker's (docs/decisions/2026-11-28-game-commands.md, docs/decisions/2026-12-03-one-outbox.md).

export interface GameCommandEffect {
  type: 'game.command';
  kind: GameCommandKind;
  /** The product's template, filled in when the game server takes it (`fillCommand`). */
  template: string;
  /** Given to the game server without waiting for the player to be online there. */
  offline?: true;
  /** Seconds to wait, once the player is online, after their character loaded. */
  delaySeconds?: number;
  /** The buyer. */
  userId: string;
  memberName: string;
  purchaseId: number;
  productName: string;
}

/** The game server acknowledged the command `failed`, with its message. */
export type GameCommandFailureCode = 'game_failed';
