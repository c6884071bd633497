// The identifiers a game server names players by, and the bridge's limits, without zod (the
// blacklist's pages read them); `game-servers.ts` re-exports them.

/**
 * The identifier kinds FiveM gives (`GetPlayerIdentifiers`), each written `kind:value`;
 * hardware tokens (`GetPlayerTokens`) travel apart, written `n:hex`.
 */
export const gameIdentifierKinds = [
  'license',
  'license2',
  'steam',
  'discord',
  'fivem',
  'xbl',
  'live',
  'ip',
] as const;
export type GameIdentifierKind = (typeof gameIdentifierKinds)[number];
/** What the panel keeps of a player: their identifiers (never the IP) and hardware tokens. */
export type StoredIdentityKind = Exclude<GameIdentifierKind, 'ip'> | 'token';

export const identityKindLabels: Record<StoredIdentityKind, string> = {
  license: 'Licença Rockstar',
  license2: 'Licença Rockstar (2)',
  steam: 'Steam',
  discord: 'Discord',
  fivem: 'Conta FiveM (Cfx.re)',
  xbl: 'Xbox Live',
  live: 'Microsoft Live',
  token: 'Token de hardware',
};

export const gameServerLimits = {
  nameMax: 60,
  serversMax: 20,
  rolesMax: 25,
  identifiersMax: 16,
  tokensMax: 32,
  playerNameMax: 100,
  playersMax: 2048,
  identifierMax: 128,
  /** Matching identifiers a blacklist entry needs to refuse a player, per server. */
  minMatchesMax: 5,
} as const;

/** A game identifier as FiveM writes it, not the IP: `license:…`, `steam:…`, `discord:…`. */
export const gameIdentifierPattern =
  /^(license|license2|steam|discord|fivem|xbl|live):[0-9A-Za-z]{1,100}$/;
/** `license:ABC…` → `license:abc…`: FiveM writes these kinds in hex, any case. */
export function normalizeGameIdentifier(identifier: string): string {
  const [kind = '', ...rest] = identifier.split(':');
  const value = rest.join(':');
  const lower = kind.toLowerCase();
  const hex = lower === 'license' || lower === 'license2' || lower === 'steam';
  return `${lower}:${hex ? value.toLowerCase() : value}`;
}

/** A hardware token from `GetPlayerTokens`: `n:hex`. */
export const hardwareTokenPattern = /^\d{1,2}:[0-9a-fA-F]{16,100}$/;
