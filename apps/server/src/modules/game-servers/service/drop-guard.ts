import {
  gameDropFloor,
  gameDropShareMax,
  type GameDropHold,
  type GameJoinReason,
} from '@panel/contract/api/game-servers';

// The players report's circuit breaker (docs/decisions/2026-12-03-game-side-safety.md): a
// report never drops a server's players on what a stale catalog or a mistaken setting says.

export interface DropCandidate {
  source: number;
  reason: Exclude<GameJoinReason, 'allowed'>;
}

/** Reasons read from the bot's member catalog: wrong while the catalog is not live. */
const fromCatalog: ReadonlySet<GameJoinReason> = new Set(['not_in_guild', 'missing_role']);

/**
 * The drops that go now, and why the others are held. Blacklisted players always go: the
 * blacklist is the panel's own record, written by staff. The other drops are held while the
 * catalog is not live (for the reasons it decides), and all of them when they would take more
 * than `gameDropShareMax` of the report's players (and more than `gameDropFloor`).
 */
export function guardDrops<T extends DropCandidate>(
  candidates: readonly T[],
  players: number,
  catalogLive: boolean,
): { drop: T[]; held: GameDropHold | null; heldPlayers: number } {
  const drop = candidates.filter((item) => item.reason === 'blacklisted');
  const others = candidates.filter((item) => item.reason !== 'blacklisted');
  const stale = catalogLive ? [] : others.filter((item) => fromCatalog.has(item.reason));
  const rest = others.filter((item) => !stale.includes(item));
  const massive = rest.length > Math.max(gameDropFloor, Math.floor(players * gameDropShareMax));
  if (!massive) drop.push(...rest);
  const heldPlayers = stale.length + (massive ? rest.length : 0);
  const held: GameDropHold | null =
    heldPlayers === 0 ? null : massive ? 'mass_drop' : 'catalog_stale';
  return { drop, held, heldPlayers };
}
