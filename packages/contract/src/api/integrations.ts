import { z } from 'zod';
import { rowIdSchema } from './common';
import { integrationScopeIds, type IntegrationScope } from './integration-values';

export * from './integration-values';

export const integrationKeyStatuses = ['active', 'expired', 'revoked'] as const;
export type IntegrationKeyStatus = (typeof integrationKeyStatuses)[number];

/** A key as the list shows it: never the key itself, only its first characters. */
export const integrationKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first 12 characters (`pik_` and 8 more), to tell keys apart. */
  keyPrefix: z.string(),
  scopes: z.array(z.enum(integrationScopeIds as [IntegrationScope, ...IntegrationScope[]])),
  status: z.enum(integrationKeyStatuses),
  createdByName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type IntegrationKey = z.infer<typeof integrationKeySchema>;
export const integrationKeyListSchema = z.array(integrationKeySchema);

export const integrationKeyNameMax = 60;

const scopesSchema = z
  .array(z.enum(integrationScopeIds as [IntegrationScope, ...IntegrationScope[]]), {
    error: 'Escolha o que a chave pode fazer.',
  })
  .min(1, 'Escolha pelo menos uma permissão para a chave.')
  .refine((scopes) => new Set(scopes).size === scopes.length, 'Permissão repetida.');

export const createIntegrationKeyBodySchema = z.strictObject({
  name: z
    .string({ error: 'Informe o nome da integração.' })
    .trim()
    .min(2, 'O nome precisa de pelo menos 2 caracteres.')
    .max(integrationKeyNameMax, `O nome pode ter no máximo ${integrationKeyNameMax} caracteres.`),
  scopes: scopesSchema,
  /** When the key stops working; `null` or absent: never. */
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Data de expiração inválida.' })
    .refine((value) => Date.parse(value) > Date.now(), 'A data de expiração precisa ser no futuro.')
    .nullable()
    .optional(),
});
export type CreateIntegrationKeyBody = z.input<typeof createIntegrationKeyBodySchema>;

/** The new key, answered once: the panel keeps only its hash. */
export const integrationKeyCreatedSchema = z.object({
  key: integrationKeySchema,
  apiKey: z.string(),
});
export type IntegrationKeyCreated = z.infer<typeof integrationKeyCreatedSchema>;

export const integrationKeyParamsSchema = z.object({ id: rowIdSchema });
