import { z } from 'zod';
import { pageSizes } from '../constants';
import { pageQuerySchema, searchSchema } from './common';

export const auditActionTypes = [
  'delete',
  'create',
  'permission',
  'view',
  'approve',
  'update',
] as const;
export type AuditActionType = (typeof auditActionTypes)[number];

export const auditActionTypeLabels: Record<AuditActionType, string> = {
  create: 'Criação',
  update: 'Atualização',
  delete: 'Remoção',
  approve: 'Aprovação',
  permission: 'Permissão',
  view: 'Acesso',
};

/** The action of a sign-in's entry: kept in the log, left out of the dashboard's activity. */
export const signInAuditAction = 'auth.signIn';

export const auditQuerySchema = z.object({
  search: searchSchema,
  type: z.enum(auditActionTypes, { error: 'Tipo de ação desconhecido.' }).optional(),
  /** Sign-ins are kept under their type (`view`); `hide` leaves them out of the page. */
  signIns: z
    .enum(['show', 'hide'], { error: 'Use show ou hide para as entradas no painel.' })
    .default('show'),
  ...pageQuerySchema(pageSizes.audit).shape,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  username: z.string(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  actionType: z.enum(auditActionTypes),
  action: z.string(),
  target: z.string().nullable(),
  details: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * Searches count their matches up to this many past the first entry of the page asked
 * for; past it, `totalCapped` is true and `total` is that bound.
 */
export const auditSearchCountCap = 200;

export const auditPageSchema = z.object({
  logs: z.array(auditEntrySchema),
  total: z.number().int(),
  /** True when a search matched more than it counted (see `auditSearchCountCap`): `total` is a lower bound. */
  totalCapped: z.boolean(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
