import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditActionType, type AuditPage } from '@panel/contract/api/audit';
import { pageSizes, staleTimes } from '@panel/contract/constants';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/**
 * `endpoints.auditLogs.path` of the contract (a test checks they match); importing the
 * endpoints table here would bring every other endpoint's schemas into this page's chunk.
 */
export const auditLogsPath = '/api/audit/logs';

export interface AuditLogsQuery {
  /** Already trimmed; empty means no search. */
  search: string;
  type: AuditActionType | null;
  page: number;
}

export async function getAuditLogs(
  { search, type, page }: AuditLogsQuery,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return api.get(auditLogsPath, {
    query: {
      search: search || undefined,
      type: type ?? undefined,
      page,
      limit: pageSizes.audit,
    },
    schema: auditPageSchema,
    signal,
  });
}

export function auditLogsQueryOptions(query: AuditLogsQuery) {
  return queryOptions({
    queryKey: auditKeys.logList(query),
    queryFn: ({ signal }) => getAuditLogs(query, signal),
    staleTime: staleTimes.audit,
    // The list keeps the page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useAuditLogs(query: AuditLogsQuery) {
  return useQuery(auditLogsQueryOptions(query));
}
