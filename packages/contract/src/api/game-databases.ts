import { z } from 'zod';
import { rowIdSchema, snowflakeSchema } from './common';

// A game server's own MySQL/MariaDB database, where vRP, vRPex and Creative servers read the
// whitelist and bans (docs/decisions/2026-11-28-game-databases.md).

/**
 * The framework presets, each named for the tables it fits (`game-database-presets.ts` holds
 * their SQL): vRP 1 and vRPex share vRP 1's tables.
 */
export const gameFrameworks = ['vrp1', 'vrp2', 'creative5', 'creativeNetwork', 'custom'] as const;
export type GameFramework = (typeof gameFrameworks)[number];

export const gameFrameworkLabels: Record<GameFramework, string> = {
  vrp1: 'vRP 1 / vRPex',
  vrp2: 'vRP 2',
  creative5: 'Creative v5',
  creativeNetwork: 'Creative Network',
  custom: 'SQL próprio',
};

/** What the panel writes in the game's database, and when. */
export const gameDatabaseChanges = ['whitelist', 'unwhitelist', 'ban', 'unban'] as const;
export type GameDatabaseChange = (typeof gameDatabaseChanges)[number];

export const gameDatabaseChangeLabels: Record<GameDatabaseChange, string> = {
  whitelist: 'Whitelist aprovada',
  unwhitelist: 'Whitelist retirada',
  ban: 'Entrou na blacklist',
  unban: 'Saiu da blacklist',
};

/**
 * The values a custom statement may name: the passport (the framework's user id on this
 * server), the Discord id, the Rockstar licence prefixed as FiveM gives it (`license:<hex>`, as
 * vRP keeps it) or bare (`<hex>`, as Creative keeps it), and the change's reason.
 */
export const gameDatabaseParameters = [
  'passport',
  'discordId',
  'license',
  'licenseHex',
  'reason',
] as const;
export type GameDatabaseParameter = (typeof gameDatabaseParameters)[number];

export const gameDatabaseParameterLabels: Record<GameDatabaseParameter, string> = {
  passport: 'passaporte (ID do jogador no framework, neste servidor)',
  discordId: 'ID do Discord do membro',
  license: 'licença Rockstar com o prefixo, como o vRP guarda (license:1a2b…)',
  licenseHex: 'licença Rockstar sem o prefixo, como o Creative guarda (1a2b…)',
  reason: 'motivo da mudança (por exemplo, o da blacklist)',
};

/** The parameters a statement names, each once. */
export function parametersOf(sql: string): string[] {
  return [...new Set([...sql.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? ''))];
}

export const gameDatabaseLimits = {
  hostMax: 255,
  nameMax: 64,
  passwordMax: 200,
  statementMax: 1000,
} as const;

const statement = z
  .string({ error: 'Informe o SQL.' })
  .trim()
  .min(1, 'Informe o SQL.')
  .max(
    gameDatabaseLimits.statementMax,
    `O SQL pode ter no máximo ${gameDatabaseLimits.statementMax} caracteres.`,
  )
  .refine((sql) => !sql.replace(/'[^']*'/g, '').includes(';'), 'Use um único comando SQL, sem ";".')
  .refine(
    (sql) =>
      parametersOf(sql).every((name) =>
        (gameDatabaseParameters as readonly string[]).includes(name),
      ),
    `Use só os parâmetros ${gameDatabaseParameters.map((name) => `:${name}`).join(', ')}.`,
  );

export const gameDatabaseStatementsSchema = z.strictObject({
  whitelist: statement,
  unwhitelist: statement,
  ban: statement,
  unban: statement,
});
export type GameDatabaseStatements = z.infer<typeof gameDatabaseStatementsSchema>;

/** The connection as staff see it: never the password, only whether one is kept. */
export const gameDatabaseSchema = z.object({
  framework: z.enum(gameFrameworks),
  host: z.string(),
  port: z.number().int(),
  user: z.string(),
  database: z.string(),
  hasPassword: z.boolean(),
  /** A custom framework's own statements; null with a preset (`gameDatabasePresets`). */
  statements: gameDatabaseStatementsSchema.nullable(),
});
export type GameDatabase = z.infer<typeof gameDatabaseSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} pode ter no máximo ${max} caracteres.`);

export const setGameDatabaseBodySchema = z
  .strictObject({
    framework: z.enum(gameFrameworks, { error: 'Escolha o framework do servidor.' }),
    host: text('o endereço do banco', gameDatabaseLimits.hostMax),
    port: z
      .number({ error: 'Informe a porta.' })
      .int('A porta deve ser um número inteiro.')
      .min(1, 'Porta inválida.')
      .max(65_535, 'Porta inválida.')
      .default(3306),
    user: text('o usuário', gameDatabaseLimits.nameMax),
    database: text('o nome do banco', gameDatabaseLimits.nameMax),
    /** Absent: the password kept stays; `''`: none. */
    password: z.string().max(gameDatabaseLimits.passwordMax, 'Senha longa demais.').optional(),
    /** Required with `custom`; a preset's are its own. */
    statements: gameDatabaseStatementsSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.framework === 'custom' && !body.statements) {
      ctx.addIssue({
        code: 'custom',
        path: ['statements'],
        message: 'Com SQL próprio, informe os quatro comandos.',
      });
    }
  });
export type SetGameDatabaseBody = z.input<typeof setGameDatabaseBodySchema>;

/** The passport (the framework's user id) of a member on one game server. */
export const gamePassportSchema = z
  .number({ error: 'Informe o passaporte.' })
  .int('O passaporte é um número inteiro.')
  .min(1, 'Passaporte inválido.')
  .max(2_147_483_647, 'Passaporte inválido.');

export const gamePassportParamsSchema = z.object({ id: rowIdSchema, discordId: snowflakeSchema });
export const setGamePassportBodySchema = z.strictObject({ passport: gamePassportSchema });
export const gamePassportAnswerSchema = z.object({
  discordId: z.string(),
  passport: z.number().int(),
  /** `game`: reported by the game server; `staff`: typed in the panel. */
  source: z.enum(['game', 'staff']),
});
export type GamePassportAnswer = z.infer<typeof gamePassportAnswerSchema>;

/** A member's passport on each server whose database the panel writes into. */
export const memberPassportsSchema = z.array(
  z.object({
    serverId: z.string(),
    serverName: z.string(),
    /** Null: not known yet (the game has not reported it, nor staff typed it). */
    passport: z.number().int().nullable(),
    source: z.enum(['game', 'staff']).nullable(),
  }),
);
export type MemberPassports = z.infer<typeof memberPassportsSchema>;
