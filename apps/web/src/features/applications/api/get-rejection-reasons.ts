import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RejectionReason } from '@panel/contract/api/rejection-reasons';
import { staleTimes } from '@panel/contract/constants';
import { callEndpoint } from '@/lib/api-client';
import { rejectionReasonKeys } from '@/lib/query-keys';
import type { ApplicationKind } from '../application-kinds';

/**
 * The same key as the forms screen, where staff keep these reasons: an edit there refreshes
 * the reject dialog's choices.
 */
export const rejectionReasonsKey = rejectionReasonKeys.form;

export function rejectionReasonsQueryOptions(kind: ApplicationKind) {
  return queryOptions({
    queryKey: rejectionReasonsKey(kind.formType),
    queryFn: ({ signal }): Promise<RejectionReason[]> =>
      callEndpoint(kind.endpoints.reasons, { signal }),
    staleTime: staleTimes.list,
  });
}

/** Loaded with the page for those who decide, so the reject dialog opens with its choices. */
export function useRejectionReasons(kind: ApplicationKind, enabled: boolean) {
  return useQuery({ ...rejectionReasonsQueryOptions(kind), enabled });
}
