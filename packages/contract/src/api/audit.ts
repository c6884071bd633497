import { z } from 'zod';
import { pagedListSchema } from './paged-list';
import { pageSizes } from '../constants';
import { pageQuerySchema, searchSchema, snowflakeSchema } from './common';

export const auditActionTypes = [
  'delete',
  'create',
  'permission',
  'view',
  'approve',
  'reject',
  'update',
] as const;
export type AuditActionType = (typeof auditActionTypes)[number];

export const auditActionTypeLabels: Record<AuditActionType, string> = {
  create: 'Criação',
  update: 'Atualização',
  delete: 'Remoção',
  approve: 'Aprovação',
  reject: 'Reprovação',
  permission: 'Permissão',
  view: 'Acesso',
};

/**
 * The rejections written as `update` before rejections had their type. The log is append-only,
 * so these entries keep what they were written with and are read as rejections by their action
 * (SQL `audit_entry_type`, migration 0045; docs/decisions/2026-12-04-audit-types-and-fields.md). New
 * rejections are written as `reject`: the list does not grow.
 */
export const rejectionsWrittenAsUpdates: readonly string[] = [
  'applications.whitelist.reject',
  'applications.insertion.reject',
  'tickets.reject',
];

/** The type an entry is shown and filtered under: its own, or `reject` for an older rejection. */
export function auditEntryType(actionType: AuditActionType, action: string): AuditActionType {
  return actionType === 'update' && rejectionsWrittenAsUpdates.includes(action)
    ? 'reject'
    : actionType;
}

/** The action of a sign-in's entry: kept in the log, left out of the dashboard's activity. */
export const signInAuditAction = 'auth.signIn';

/** "Linhas por página": the spec's 5 first, then the denser pages. */
export const auditPageSizes = [pageSizes.audit, 25, 50] as const;
export type AuditPageSize = (typeof auditPageSizes)[number];

/** What the audit page opens with: 25 rows, a screen's worth on a desktop. */
export const auditDefaultPageSize: AuditPageSize = 25;

export const auditDateMessages = {
  from: 'Data inicial inválida: use data e hora ISO 8601.',
  to: 'Data final inválida: use data e hora ISO 8601.',
  order: 'A data inicial deve ser anterior ou igual à data final.',
} as const;

/** The first moment the filter accepts: the log holds nothing older. */
const earliestFilterDate = Date.UTC(2000, 0, 1);

/**
 * A moment of the date filter: ISO 8601 with its offset, so the range means the days the staff
 * member picked in their own clock. Years before 2000 are refused (nothing is that old, and the
 * database takes no year 0).
 */
function filterDateSchema(message: string) {
  return z.iso
    .datetime({ offset: true, error: message })
    .refine((value) => Date.parse(value) >= earliestFilterDate, message)
    .optional();
}

export const auditQuerySchema = z
  .object({
    search: searchSchema,
    type: z.enum(auditActionTypes, { error: 'Tipo de ação desconhecido.' }).optional(),
    /** Sign-ins are kept under their type (`view`); `hide` leaves them out of the page. */
    signIns: z
      .enum(['show', 'hide'], { error: 'Use show ou hide para as entradas no painel.' })
      .default('show'),
    /** Only what this member of staff did: the Discord id of who acted. */
    actorId: snowflakeSchema.optional(),
    /** Entries made at or after this moment. */
    from: filterDateSchema(auditDateMessages.from),
    /** Entries made at or before this moment. */
    to: filterDateSchema(auditDateMessages.to),
    ...pageQuerySchema(pageSizes.audit).shape,
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: auditDateMessages.order,
    path: ['to'],
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
 * for; past it, `total` is that bound and the answer says so (`X-Total-Capped`).
 */
export const auditSearchCountCap = 200;

export const auditPageSchema = pagedListSchema(auditEntrySchema, 'logs');
export type AuditPage = z.infer<typeof auditPageSchema>;
