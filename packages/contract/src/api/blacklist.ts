import { z } from 'zod';
import { pagedListSchema } from './paged-list';
import { imageMessages, maxFilesPerEntry, pageSizes } from '../constants';
import { snowflakePattern } from '../constants';
import { pageQuerySchema, rowIdSchema, searchSchema } from './common';
import { gameIdentifierPattern, normalizeGameIdentifier } from './game-identifiers';

/** A player (a Discord member) or a server (a Discord guild), both named by a Discord id. */
export const blacklistTypes = ['player', 'server'] as const;
export type BlacklistType = (typeof blacklistTypes)[number];

export const blacklistTypeLabels: Record<BlacklistType, string> = {
  player: 'Jogador',
  server: 'Servidor',
};

/**
 * What an entry targets, as stored: a server by its Discord id; a player by their Discord id
 * or by a game identifier (`license:…`, `steam:…`; `discord:<id>` is their Discord id), which
 * the game servers' join check matches. `null` when the text is neither.
 */
export function blacklistTarget(type: BlacklistType, text: string): string | null {
  const value = text.trim();
  if (snowflakePattern.test(value)) return value;
  if (type !== 'player' || !gameIdentifierPattern.test(value)) return null;
  const identifier = normalizeGameIdentifier(value);
  if (identifier.startsWith('discord:')) {
    const id = identifier.slice('discord:'.length);
    return snowflakePattern.test(id) ? id : null;
  }
  return identifier;
}

/** Whether a player entry targets a game identifier rather than a Discord member. */
export const isGameIdentifierTarget = (target: string) => target.includes(':');

/** Label of the target field, per type: a server is picked by an invite or given by its id. */
export const blacklistTargetLabels: Record<BlacklistType, string> = {
  player: 'ID do Jogador',
  server: 'Convite ou ID do servidor',
};

export const blacklistLimits = { reasonMax: 1000, usernameMax: 100 } as const;

export const blacklistMessages = {
  added: 'Entrada adicionada à blacklist',
  addFailed: 'Falha ao adicionar entrada à blacklist',
  removed: 'Entrada removida da blacklist',
  removeFailed: 'Falha ao remover entrada da blacklist',
  /** A member who is on the blacklist tries to apply or redeem a code. */
  memberBlocked:
    'Você está na blacklist desta comunidade. Para contestar, envie uma apelação em Minha Conta.',
  alreadyListed: 'Este alvo já está na blacklist.',
  expiryInPast: 'A data de expiração não pode ser menor que a data atual.',
} as const;

export const blacklistListQuerySchema = z.object({
  type: z.enum(blacklistTypes, { error: 'Tipo desconhecido.' }).optional(),
  search: searchSchema,
  ...pageQuerySchema(pageSizes.blacklist).shape,
});
export type BlacklistListQuery = z.input<typeof blacklistListQuerySchema>;

export const blacklistEvidenceSchema = z.object({
  id: z.string(),
  /** Served by the panel under `view_blacklist`; never a public URL. */
  url: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** False once an administrator purged the file: the row stays for the history. */
  available: z.boolean(),
});
export type BlacklistEvidence = z.infer<typeof blacklistEvidenceSchema>;

export const blacklistEntrySchema = z.object({
  id: z.string(),
  type: z.enum(blacklistTypes),
  /** The player's or the server's Discord id. */
  target: z.string(),
  reason: z.string(),
  /** The player's Discord name when known (guild catalog or what staff typed), else null. */
  discordUsername: z.string().nullable(),
  /** The player's avatar from the guild catalog, when known. */
  avatarUrl: z.string().nullable(),
  evidences: z.array(blacklistEvidenceSchema),
  addedBy: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  /** When the entry lifts itself; null for never. */
  expiresAt: z.string().nullable(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

export const blacklistListSchema = pagedListSchema(blacklistEntrySchema, 'data');
export type BlacklistList = z.infer<typeof blacklistListSchema>;

/**
 * The text fields of `POST /api/blacklist` (multipart/form-data); the files travel as
 * repeated `evidences` parts and are checked by content on the server.
 */
export const createBlacklistFieldsSchema = z
  .strictObject({
    type: z.enum(blacklistTypes, { error: 'Escolha Jogador ou Servidor.' }).default('player'),
    // A Discord id, or for a player a game identifier (checked against the type below).
    target: z
      .string({ error: 'Informe o ID do Discord.' })
      .trim()
      .refine((value) => blacklistTarget('player', value) !== null, {
        error: 'Informe um ID do Discord válido (17 a 20 dígitos).',
      }),
    reason: z
      .string({ error: 'Informe o motivo.' })
      .trim()
      .min(1, 'Informe o motivo.')
      .max(
        blacklistLimits.reasonMax,
        `O motivo pode ter no máximo ${blacklistLimits.reasonMax} caracteres.`,
      ),
    discordUsername: z
      .string()
      .trim()
      .max(blacklistLimits.usernameMax)
      .optional()
      .transform((value) => value || undefined),
    /**
     * Evidence by link, one https URL per line, besides or instead of files: the server downloads
     * each image (the integrations' API sends them so; docs/decisions/2026-12-05-integrations.md).
     */
    evidenceUrls: z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(/\s+/).filter(Boolean))
      .pipe(
        z
          .array(
            z
              .string()
              .refine(
                (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
                'Link de evidência inválido: use o endereço completo da imagem, com https://.',
              ),
          )
          .max(maxFilesPerEntry, imageMessages.tooManyFiles),
      ),
    /** ISO date-time in the future; absent or blank for never. */
    expiresAt: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.iso.datetime({ offset: true, error: 'Data de expiração inválida.' }).optional()),
  })
  .transform((fields, context) => {
    const target = blacklistTarget(fields.type, fields.target);
    if (target === null) {
      context.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'Um servidor é informado pelo ID do Discord (17 a 20 dígitos).',
      });
      return z.NEVER;
    }
    return { ...fields, target };
  });
export type CreateBlacklistFields = z.input<typeof createBlacklistFieldsSchema>;

export const blacklistParamsSchema = z.object({ id: rowIdSchema });
export const blacklistEvidenceParamsSchema = z.object({ evidenceId: rowIdSchema });
/** `?download=1` serves the file as an attachment instead of inline. */
export const blacklistEvidenceQuerySchema = z.object({
  download: z
    .enum(['0', '1'], { error: 'Use download=1 para baixar o arquivo.' })
    .optional()
    .transform((value) => value === '1'),
});

export const removeBlacklistBodySchema = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .max(blacklistLimits.reasonMax)
      .optional()
      .transform((value) => value || undefined),
  })
  // The body may be left out altogether (Fastify then gives `null`): the reason is optional.
  .nullish();
export type RemoveBlacklistBody = z.input<typeof removeBlacklistBodySchema>;
