import { z } from 'zod';
import { gameServerLimits } from './game-identifiers';

// What a game server sends and is answered on the game API (`/api/game/v1/*`, Bearer key)
// (docs/decisions/2026-11-28-game-servers.md); the identifiers it names players by are in
// `game-identifiers.ts`. `game-servers.ts` re-exports both.

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
