import { z } from 'zod';

// What a game server sends and is answered on the game API (`/api/game/v1/*`, Bearer key), and
// the identifiers it names players by (docs/decisions/2026-11-28-game-servers.md);
// `game-servers.ts` re-exports it.

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

const playerName = z
  .string({ error: 'Informe o nome do jogador.' })
  .max(gameServerLimits.playerNameMax, 'Nome do jogador longo demais.');
const identifierList = z
  .array(
    z
      .string({ error: 'Identificador inválido.' })
      .max(gameServerLimits.identifierMax, 'Identificador longo demais.'),
    { error: 'Envie os identificadores como uma lista.' },
  )
  .max(gameServerLimits.identifiersMax, 'Identificadores demais.');
const tokenList = z
  .array(z.string().max(gameServerLimits.identifierMax, 'Token longo demais.'), {
    error: 'Envie os tokens como uma lista.',
  })
  .max(gameServerLimits.tokensMax, 'Tokens demais.')
  .default([]);

export const gameJoinBodySchema = z.strictObject({
  name: playerName,
  identifiers: identifierList,
  tokens: tokenList,
});
export type GameJoinBody = z.input<typeof gameJoinBodySchema>;

export const gameJoinAnswerSchema = z.object({
  allow: z.boolean(),
  /** For the player's connection screen, in Portuguese. */
  reason: z.string().optional(),
  /** A refused unlinked player's code to enter in the panel. */
  requestCode: z.string().optional(),
  discordId: z.string().optional(),
});
export type GameJoinAnswer = z.infer<typeof gameJoinAnswerSchema>;

export const gamePlayersBodySchema = z.strictObject({
  players: z
    .array(
      z.strictObject({
        /** The player's server id in the game (`source`). */
        source: z.number({ error: 'Informe o source do jogador.' }).int().min(0).max(65_535),
        name: playerName,
        identifiers: identifierList,
        tokens: tokenList,
      }),
    )
    .max(gameServerLimits.playersMax, 'Jogadores demais.'),
});
export type GamePlayersBody = z.input<typeof gamePlayersBodySchema>;

/** Who the game server must drop now (blacklisted, or no longer let in), and when to ask again. */
export const gamePlayersAnswerSchema = z.object({
  drop: z.array(z.object({ source: z.number().int(), reason: z.string() })),
  nextReportMs: z.number().int(),
});
export type GamePlayersAnswer = z.infer<typeof gamePlayersAnswerSchema>;
