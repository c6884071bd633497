import { z } from 'zod';

/** A Discord id (snowflake): 17 to 20 digits. */
export const snowflakeSchema = z
  .string()
  .trim()
  .regex(/^\d{17,20}$/, 'Informe um ID do Discord válido (17 a 20 dígitos).');

export const userIdParamsSchema = z.object({ discordId: snowflakeSchema });

export const endedSessionsSchema = z.object({ ended: z.number().int() });
