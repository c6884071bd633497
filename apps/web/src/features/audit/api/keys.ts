import type { AuditLogsQuery } from './get-audit-logs';

/** Query keys of the audit feature; `all` invalidates every page and filter at once. */
export const auditKeys = {
  all: ['audit'] as const,
  logs: () => [...auditKeys.all, 'logs'] as const,
  logList: (query: AuditLogsQuery) => [...auditKeys.logs(), query] as const,
};
