import { queryOptions, useQuery } from '@tanstack/react-query';
import { formStatusSchema, type FormStatus, type FormType } from '@panel/contract/api/forms';
import { formAutoCloseCheckMs, staleTimes } from '@panel/contract/constants';
import { api } from '@/lib/api-client';
import { shouldRetry } from '@/lib/query-client';
import { formsKeys } from './keys';

/**
 * `endpoints.whitelistStatus.path` and `endpoints.insertionStatus.path` of the contract (a test
 * checks they match). The two endpoints differ only by path, so they share one fetcher.
 */
export const formStatusPaths: Record<FormType, string> = {
  whitelist: '/api/whitelist-status',
  insertion: '/api/insertion-status',
};

export function getFormStatus(formType: FormType, signal?: AbortSignal): Promise<FormStatus> {
  return api.get(formStatusPaths[formType], { schema: formStatusSchema, signal });
}

export function formStatusQueryOptions(formType: FormType) {
  return queryOptions({
    queryKey: formsKeys.status(formType),
    queryFn: ({ signal }) => getFormStatus(formType, signal),
    // A status (docs/decisions/2026-11-23-client-cache-and-texts.md): fresh for a minute, one retry.
    staleTime: staleTimes.status,
    retry: shouldRetry,
    // The server closes a form when its date passes; polling at the server's pace shows it
    // closed on this screen within a minute, without a reload.
    refetchInterval: formAutoCloseCheckMs,
  });
}

export function useFormStatus(formType: FormType) {
  return useQuery(formStatusQueryOptions(formType));
}
