import { z } from 'zod';
import { pagedListSchema } from './paged-list';
import { gameDatabaseSchema } from './game-databases';
import { pageSizes } from '../constants';
import { pageQuerySchema, rowIdSchema, snowflakeSchema } from './common';
import { gameIdentifierKinds, gameServerLimits } from './game-identifiers';
import { gameLinkCodePattern, normalizeGameLinkCode } from './game-server-values';

export * from './game-api';
export * from './game-databases';
export * from './game-identifiers';
export * from './game-server-values';

/**
 * Who a game server lets in besides the blacklist: anyone (`off`), a member of the Discord
 * guild (`guild`), a member with an approved whitelist (`allowlist`, the default) or a member
 * holding one of the chosen Discord roles (`roles`).
 */
export const whitelistModes = ['off', 'guild', 'allowlist', 'roles'] as const;
export type WhitelistMode = (typeof whitelistModes)[number];

export const whitelistModeLabels: Record<WhitelistMode, string> = {
  off: 'Aberto (só a blacklist)',
  guild: 'Membros do Discord',
  allowlist: 'Whitelist aprovada',
  roles: 'Cargos do Discord',
};

export const whitelistModeDescriptions: Record<WhitelistMode, string> = {
  off: 'Entra quem não estiver na blacklist.',
  guild: 'Entra quem estiver no servidor do Discord da comunidade.',
  allowlist: 'Entra quem tiver a whitelist aprovada no painel.',
  roles: 'Entra quem tiver um dos cargos escolhidos no Discord.',
};

export const gameJoinOutcomes = ['allowed', 'refused'] as const;
export type GameJoinOutcome = (typeof gameJoinOutcomes)[number];

/** Why a join was decided as it was, for staff's filter and the player's text. */
export const gameJoinReasons = [
  'allowed',
  'blacklisted',
  'unlinked',
  'not_in_guild',
  'no_whitelist',
  'whitelist_pending',
  'missing_role',
] as const;
export type GameJoinReason = (typeof gameJoinReasons)[number];

export const gameJoinReasonLabels: Record<GameJoinReason, string> = {
  allowed: 'Liberado',
  blacklisted: 'Blacklist',
  unlinked: 'Conta não vinculada',
  not_in_guild: 'Fora do Discord',
  no_whitelist: 'Sem whitelist',
  whitelist_pending: 'Whitelist em análise',
  missing_role: 'Sem o cargo',
};

/**
 * Why a players report's drops were held back (docs/decisions/2026-12-03-game-side-safety.md):
 * the bot's member catalog is not live (offline, reconnecting), or one report would drop more
 * players than a mistake or a stale catalog should be allowed to.
 */
export const gameDropHolds = ['catalog_stale', 'mass_drop'] as const;
export type GameDropHold = (typeof gameDropHolds)[number];

export const gameDropHoldLabels: Record<GameDropHold, string> = {
  catalog_stale:
    'O bot do Discord está offline: o painel não sabe quem está no servidor do Discord agora.',
  mass_drop: 'Um único relatório desconectaria jogadores demais de uma vez.',
};

/** At most this share of a report's players (and at least `gameDropFloor`) is dropped at once. */
export const gameDropShareMax = 0.25;
export const gameDropFloor = 5;

const gameServerName = z
  .string({ error: 'Informe o nome do servidor.' })
  .trim()
  .min(2, 'O nome precisa de pelo menos 2 caracteres.')
  .max(
    gameServerLimits.nameMax,
    `O nome pode ter no máximo ${gameServerLimits.nameMax} caracteres.`,
  );

export const gameServerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart; the key itself is shown once. */
  keyPrefix: z.string(),
  whitelistMode: z.enum(whitelistModes),
  /** Mode `roles`: the Discord roles that let a member in, with their names from the catalog. */
  roles: z.array(z.object({ id: z.string(), name: z.string().nullable() })),
  minIdentifierMatches: z.number().int(),
  createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  keyRotatedAt: z.string().nullable(),
  /** Last call of the game server with its key; null before the first. */
  lastSeenAt: z.string().nullable(),
  /** Players online as the game server last reported; null before the first report. */
  playersOnline: z.number().int().nullable(),
  /**
   * Whether the resource may run console commands, as it last said: false means the store's
   * commands fail until `server.cfg` grants the ACE; null before it said.
   */
  commandsAllowed: z.boolean().nullable(),
  /**
   * The last report's drops held back (blacklisted players are always dropped): why, since
   * when, and how many players it spared; null while drops go through.
   */
  dropsHeld: z
    .object({ reason: z.enum(gameDropHolds), since: z.string(), players: z.number().int() })
    .nullable(),
  /** Joins in the last 24 hours. */
  joinsToday: z.object({ allowed: z.number().int(), refused: z.number().int() }),
  /** The game's own database the panel writes the whitelist and bans into; null: none. */
  database: gameDatabaseSchema.nullable(),
});
export type GameServer = z.infer<typeof gameServerSchema>;

export const gameServerListSchema = z.object({ data: z.array(gameServerSchema) });
export type GameServerList = z.infer<typeof gameServerListSchema>;

export const createGameServerBodySchema = z.strictObject({ name: gameServerName });
export type CreateGameServerBody = z.input<typeof createGameServerBodySchema>;

/** A new key: answered once, at creation and at rotation; only its hash is kept. */
export const gameServerKeySchema = z.object({ server: gameServerSchema, apiKey: z.string() });
export type GameServerKey = z.infer<typeof gameServerKeySchema>;

export const updateGameServerBodySchema = z
  .strictObject({
    name: gameServerName.optional(),
    whitelistMode: z.enum(whitelistModes, { error: 'Modo de whitelist desconhecido.' }).optional(),
    roleIds: z
      .array(snowflakeSchema)
      .max(gameServerLimits.rolesMax, `Escolha no máximo ${gameServerLimits.rolesMax} cargos.`)
      .optional(),
    minIdentifierMatches: z
      .number({ error: 'Informe um número de 1 a 5.' })
      .int('Informe um número de 1 a 5.')
      .min(1, 'Informe um número de 1 a 5.')
      .max(gameServerLimits.minMatchesMax, 'Informe um número de 1 a 5.')
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nada para alterar.',
  });
export type UpdateGameServerBody = z.input<typeof updateGameServerBodySchema>;

export const gameServerParamsSchema = z.object({ id: rowIdSchema });

export const gameJoinListQuerySchema = z.object({
  outcome: z.enum(gameJoinOutcomes, { error: 'Resultado desconhecido.' }).optional(),
  ...pageQuerySchema(pageSizes.gameJoins).shape,
});
export type GameJoinListQuery = z.input<typeof gameJoinListQuerySchema>;

export const gameJoinSchema = z.object({
  id: z.string(),
  at: z.string(),
  playerName: z.string(),
  /** The Discord member the join was decided for, with the catalog's name; null when unknown. */
  member: z
    .object({ id: z.string(), name: z.string().nullable(), avatarUrl: z.string().nullable() })
    .nullable(),
  outcome: z.enum(gameJoinOutcomes),
  reason: z.enum(gameJoinReasons),
  /** The text the player read. */
  message: z.string().nullable(),
  requestCode: z.string().nullable(),
  identifiers: z.array(z.string()),
  /** With `view_game_server_ips` (the administrador's by default), and only on a join refused by the blacklist. */
  ip: z.string().nullable(),
});
export type GameJoin = z.infer<typeof gameJoinSchema>;

export const gameJoinListSchema = pagedListSchema(gameJoinSchema, 'data');
export type GameJoinList = z.infer<typeof gameJoinListSchema>;

/** A player identity linked to a Discord member, as staff and the member see it. */
export const gameIdentitySchema = z.object({
  id: z.string(),
  kind: z.enum([...gameIdentifierKinds.filter((kind) => kind !== 'ip'), 'token']),
  /** `license:…` as FiveM writes it; hardware tokens are shortened for members. */
  identifier: z.string(),
  playerName: z.string().nullable(),
  linkedAt: z.string(),
  lastSeenAt: z.string(),
});
export type GameIdentity = z.infer<typeof gameIdentitySchema>;
export const gameIdentityListSchema = z.array(gameIdentitySchema);

export const gameIdentityQuerySchema = z.object({ discordId: snowflakeSchema });
export const gameIdentityParamsSchema = z.object({ id: rowIdSchema });

export const gameLinkBodySchema = z.strictObject({
  code: z
    .string({ error: 'Informe o código que apareceu no jogo.' })
    .transform(normalizeGameLinkCode)
    .pipe(
      z.string().regex(gameLinkCodePattern, 'Código inválido: são 5 letras e números, como R7K2Q.'),
    ),
});
export type GameLinkBody = z.input<typeof gameLinkBodySchema>;

export const gameLinkResultSchema = z.object({
  /** A Portuguese sentence, e.g. "Conta do jogo vinculada: você já pode entrar no servidor." */
  message: z.string(),
  /** What the next join on that server will find (`allowed`, or why it would be refused). */
  next: z.enum(gameJoinReasons),
  playerName: z.string(),
  serverName: z.string(),
});
export type GameLinkResult = z.infer<typeof gameLinkResultSchema>;
