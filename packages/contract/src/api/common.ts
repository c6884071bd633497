import { z } from 'zod';
import { maxPage, searchMaxLength, snowflakePattern } from '../constants';

/** A Discord id (snowflake) sent to the API. */
export const snowflakeSchema = z
  .string({ error: 'Informe o ID do Discord.' })
  .trim()
  .regex(snowflakePattern, 'Informe um ID do Discord válido (17 a 20 dígitos).');

/** Ids of stored rows travel as decimal strings (safe integers). */
export const rowIdSchema = z
  .string({ error: 'Informe o ID.' })
  .regex(/^[1-9]\d{0,14}$/, 'ID inválido.');

/** The `search` of a list's query; blank is no search. */
export const searchSchema = z
  .string()
  .trim()
  .max(searchMaxLength, `A busca pode ter no máximo ${searchMaxLength} caracteres.`)
  .optional();

/**
 * `?page=&limit=` of every paged list, `limit` defaulting to the list's page size. Lists
 * with filters spread its `shape` after their own fields.
 */
export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(maxPage).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  });
}
