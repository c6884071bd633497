import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormStatus, FormType } from '@panel/contract/api/forms';
import { formAutoCloseCheckMs, staleTimes } from '@panel/contract/constants';
import { appealsEndpoints } from '@panel/contract/endpoints/appeals';
import { formsEndpoints } from '@panel/contract/endpoints/forms';
import { callEndpoint } from '@/lib/api-client';
import { shouldRetry } from '@/lib/query-client';
import { formKeys } from '@/lib/query-keys';

/** Each form's status endpoints: they differ only by path, so they share one fetcher. */
export const formStatusEndpoints = {
  whitelist: {
    read: formsEndpoints.whitelistStatus,
    update: formsEndpoints.updateWhitelistStatus,
  },
  insertion: {
    read: formsEndpoints.insertionStatus,
    update: formsEndpoints.updateInsertionStatus,
  },
  appeal: {
    read: appealsEndpoints.appealStatus,
    update: appealsEndpoints.updateAppealStatus,
  },
} satisfies Record<FormType, object>;

export function getFormStatus(formType: FormType, signal?: AbortSignal): Promise<FormStatus> {
  return callEndpoint(formStatusEndpoints[formType].read, { signal });
}

export function formStatusQueryOptions(formType: FormType) {
  return queryOptions({
    queryKey: formKeys.status(formType),
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
