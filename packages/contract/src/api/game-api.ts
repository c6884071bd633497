import { z } from 'zod';
import { rowIdSchema } from './common';
import { gamePassportSchema } from './game-databases';
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
        /** The framework's user id of the player (vRP's `user_id`), when it gives one. */
        passport: gamePassportSchema.optional(),
        /**
         * How long ago, in ms of the game server's clock, the player's character loaded (the
         * framework's event, or a while after they joined); absent until it has. The store's
         * commands that wait for the character count from it.
         */
        readyForMs: z
          .number({ error: 'readyForMs deve ser um número.' })
          .int('readyForMs deve ser um número inteiro.')
          .min(0, 'readyForMs não pode ser negativo.')
          .max(2_147_483_647, 'readyForMs grande demais.')
          .optional(),
      }),
    )
    .max(gameServerLimits.playersMax, 'Jogadores demais.'),
  /**
   * Whether the resource may run console commands (`IsPrincipalAceAllowed('resource.<name>',
   * 'command')`): the store's commands need it, or an `add_ace` per command.
   */
  commandsAllowed: z.boolean({ error: 'commandsAllowed deve ser verdadeiro ou falso.' }).optional(),
});
export type GamePlayersBody = z.input<typeof gamePlayersBodySchema>;

/**
 * The largest players report the contract allows, in bytes of JSON: every player with the
 * most identifiers and tokens of the longest length, and their name (a 2,048-slot server sends
 * about 6 MB; the panel's other bodies are held to 1 MiB).
 */
export const gamePlayersBodyMaxBytes =
  gameServerLimits.playersMax *
  (200 +
    gameServerLimits.playerNameMax * 6 +
    (gameServerLimits.identifiersMax + gameServerLimits.tokensMax) *
      (gameServerLimits.identifierMax + 3));

/** Who the game server must drop now (blacklisted, or no longer let in), and when to ask again. */
export const gamePlayersAnswerSchema = z.object({
  drop: z.array(z.object({ source: z.number().int(), reason: z.string() })),
  nextReportMs: z.number().int(),
});
export type GamePlayersAnswer = z.infer<typeof gamePlayersAnswerSchema>;

/**
 * The commands due on this server for players online now (`GET /api/game/v1/commands`): each
 * is the game server's to run once and acknowledge. One given again (its acknowledgement was
 * lost) keeps its id: the resource runs an id once.
 */
export const gameCommandsAnswerSchema = z.object({
  commands: z.array(
    z.object({
      id: z.string(),
      /** The command to run in the server's console, its placeholders filled in. */
      command: z.string(),
      /**
       * The player it is for, as the last players report placed them; null for a command run
       * with the player offline (it names no one on the server: it runs at once).
       */
      source: z.number().int().nullable(),
      /**
       * An identifier the player at `source` had in that report (the strongest: `discord:`,
       * `license:`, …): the resource runs the command only while that player still has it, so
       * a player linked without Discord is found too, and a `source` given to someone else is
       * not. Null with `source`.
       */
      identifier: z.string().nullable(),
      discordId: z.string(),
      purchaseId: z.string().nullable(),
    }),
  ),
  /** When to ask again. */
  nextCheckMs: z.number().int(),
});
export type GameCommandsAnswer = z.infer<typeof gameCommandsAnswerSchema>;

export const gameCommandParamsSchema = z.object({ id: rowIdSchema });

/**
 * What came of a command: `done`, `failed` (with the game's message), or `offline` (the
 * player had left: it waits for their next join).
 */
export const gameCommandAckBodySchema = z.strictObject({
  outcome: z.enum(['done', 'failed', 'offline'], {
    error: 'Informe o resultado: done, failed ou offline.',
  }),
  message: z.string().max(500, 'Mensagem longa demais.').optional(),
});
export type GameCommandAckBody = z.input<typeof gameCommandAckBodySchema>;

export const gameCommandAckAnswerSchema = z.object({
  /** The command's state after the acknowledgement (the same when it was acknowledged before). */
  status: z.enum(['delivered', 'failed', 'pending', 'discarded']),
});
export type GameCommandAckAnswer = z.infer<typeof gameCommandAckAnswerSchema>;
