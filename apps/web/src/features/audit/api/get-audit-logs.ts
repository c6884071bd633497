import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditActionType, AuditPage, AuditPageSize } from '@panel/contract/api/audit';
import type { ListPageOf } from '@panel/contract/api/paged-list';
import { staleTimes } from '@panel/contract/constants';
import { auditEndpoints } from '@panel/contract/endpoints/audit';
import { callEndpointPage } from '@/lib/api-client';
import { auditKeys } from '@/lib/query-keys';
import { periodEnd, periodStart } from '@/lib/local-period';

export interface AuditLogsQuery {
  /** Already trimmed; empty means no search. */
  search: string;
  type: AuditActionType | null;
  /** `hide` leaves sign-ins to the panel out. */
  signIns: AuditSignIns;
  /** Only what this member of staff did (their Discord id). */
  actorId: string | null;
  /** The period's ends as the viewer typed them ("2026-01-10T00:00", local time); "" for none. */
  from: string;
  to: string;
  page: number;
  limit: AuditPageSize;
}

export type AuditSignIns = 'show' | 'hide';

/** A page of the log; `capped` when its count stopped at its cap (`auditSearchCountCap`). */
export type AuditLogsPage = ListPageOf<AuditPage>;

export function getAuditLogs(
  { search, type, signIns, actorId, from, to, page, limit }: AuditLogsQuery,
  signal?: AbortSignal,
): Promise<AuditLogsPage> {
  return callEndpointPage(auditEndpoints.auditLogs, {
    query: {
      search: search || undefined,
      type: type ?? undefined,
      // The server's default shows them: left out, links and caches stay as before.
      signIns: signIns === 'hide' ? 'hide' : undefined,
      actorId: actorId ?? undefined,
      from: periodStart(from),
      to: periodEnd(to),
      page,
      limit,
    },
    signal,
  });
}

export function auditLogsQueryOptions(query: AuditLogsQuery) {
  return queryOptions({
    queryKey: auditKeys.logs(query),
    queryFn: ({ signal }) => getAuditLogs(query, signal),
    staleTime: staleTimes.audit,
    // The list keeps the page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useAuditLogs(query: AuditLogsQuery) {
  return useQuery(auditLogsQueryOptions(query));
}
