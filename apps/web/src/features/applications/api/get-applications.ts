import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  bulkDecisionLimit,
  type ApplicationSignalFilter,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationTriageFilter,
} from '@panel/contract/api/application-values';
import { staleTimes } from '@panel/contract/constants';
import { callEndpointUnparsed } from '@/lib/api-client';
import { applicationKeys } from '@/lib/query-keys';
import type { ApplicationKind } from '../application-kinds';
import { parseReviewedApplications, type ReviewedApplication } from './review-answers';

export type { ReviewedApplication } from './review-answers';

/** What narrows and orders the queue, whatever the tab and page. */
export interface ApplicationQueueFilter {
  /** Already trimmed; empty means no search. */
  search: string;
  /** By the graded questions' result; `null`: every entry. */
  triage: ApplicationTriageFilter | null;
  /** By what the member's record shows (a new account, an earlier rejection); `null`: anyone. */
  signal: ApplicationSignalFilter | null;
  sort: ApplicationSort;
}

export interface ApplicationListQuery extends ApplicationQueueFilter {
  status: ApplicationStatus;
  page: number;
}

/** The list's query parameters of a filter; defaults left out, as the address leaves them. */
export function queueFilterQuery({ search, triage, signal, sort }: ApplicationQueueFilter) {
  return {
    search: search || undefined,
    triage: triage ?? undefined,
    signal: signal ?? undefined,
    sort: sort === 'queue' ? undefined : sort,
  };
}

export interface ApplicationPage {
  items: ReviewedApplication[];
  /** Entries matching the filter, over all pages. */
  total: number;
  /** The server stopped counting at its cap: `total` is a lower bound. */
  capped: boolean;
}

export async function getApplications(
  kind: ApplicationKind,
  { status, page, ...filter }: ApplicationListQuery,
  signal?: AbortSignal,
): Promise<ApplicationPage> {
  const answer = await callEndpointUnparsed(kind.endpoints.list, {
    query: { status, ...queueFilterQuery(filter), page, limit: kind.pageSize },
    signal,
  });
  const items = parseReviewedApplications(answer.data);
  // Without the header, what is known for sure: the pages up to this one.
  return {
    items,
    total: answer.total ?? (page - 1) * kind.pageSize + items.length,
    capped: answer.capped,
  };
}

export function applicationsQueryOptions(kind: ApplicationKind, query: ApplicationListQuery) {
  return queryOptions({
    queryKey: applicationKeys.list(kind.id, query),
    queryFn: ({ signal }) => getApplications(kind, query, signal),
    staleTime: staleTimes.list,
    // The current page stays on screen while the next page, tab or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useApplications(kind: ApplicationKind, query: ApplicationListQuery) {
  return useQuery(applicationsQueryOptions(kind, query));
}

/**
 * The pending entries of the filtered queue a bulk decision can take at once (the first
 * `bulkDecisionLimit`, in the list's order: oldest first, or highest score first), for
 * "Selecionar toda a fila".
 */
export async function getQueueEntries(
  kind: ApplicationKind,
  filter: ApplicationQueueFilter,
): Promise<ReviewedApplication[]> {
  const answer = await callEndpointUnparsed(kind.endpoints.list, {
    query: { status: 'pending', ...queueFilterQuery(filter), page: 1, limit: bulkDecisionLimit },
  });
  return parseReviewedApplications(answer.data);
}
