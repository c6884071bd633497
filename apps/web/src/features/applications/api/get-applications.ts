import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  applicationSchema,
  type Application,
  type ApplicationStatus,
} from '@panel/contract/api/applications';
import { staleTimes } from '@panel/contract/constants';
import { callEndpointUnparsed } from '@/lib/api-client';
import { applicationKeys } from '@/lib/query-keys';
import { parseStoredAnswers, type StoredAnswers } from '../answer-rows';
import type { ApplicationKind } from '../application-kinds';

const entryWithoutAnswersSchema = applicationSchema.omit({ answers: true });

/**
 * The contract's entry, read leniently where the spec allows older data: answers without a
 * question id, or answers as an object keyed by the question's text (see `parseStoredAnswers`).
 */
export type ReviewedApplication = Omit<Application, 'answers'> & {
  answers: StoredAnswers;
};

function parseReviewedApplications(data: unknown): ReviewedApplication[] {
  if (!Array.isArray(data)) throw new TypeError('A lista de solicitações deve ser um array.');
  return data.map((entry: unknown) => ({
    ...entryWithoutAnswersSchema.parse(entry),
    answers: parseStoredAnswers((entry as { answers?: unknown }).answers),
  }));
}

export interface ApplicationListQuery {
  status: ApplicationStatus;
  /** Already trimmed; empty means no search. */
  search: string;
  page: number;
}

export interface ApplicationPage {
  items: ReviewedApplication[];
  /** Entries matching the filter, over all pages. */
  total: number;
}

export async function getApplications(
  kind: ApplicationKind,
  { status, search, page }: ApplicationListQuery,
  signal?: AbortSignal,
): Promise<ApplicationPage> {
  const answer = await callEndpointUnparsed(kind.endpoints.list, {
    query: { status, search: search || undefined, page, limit: kind.pageSize },
    signal,
  });
  const items = parseReviewedApplications(answer.data);
  // Without the header, what is known for sure: the pages up to this one.
  return { items, total: answer.total ?? (page - 1) * kind.pageSize + items.length };
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
