import { queryOptions } from '@tanstack/react-query';
import type { FormType } from '@panel/contract/api/forms';
import type { RejectionReason } from '@panel/contract/api/rejection-reasons';
import { staleTimes } from '@panel/contract/constants';
import { rejectionReasonsEndpoints as endpoints } from '@panel/contract/endpoints/rejection-reasons';
import { callEndpoint } from './api-client';
import { rejectionReasonKeys } from './query-keys';

const listEndpoints = {
  whitelist: endpoints.listAllowlistReasons,
  insertion: endpoints.listInsertionReasons,
} as const;

/**
 * A form's canned rejection reasons, one query for the two screens that read them: the forms
 * screen, where staff keep them, and the reject dialog, which offers them.
 */
export function rejectionReasonsQueryOptions(formType: FormType) {
  return queryOptions({
    queryKey: rejectionReasonKeys.form(formType),
    queryFn: ({ signal }): Promise<RejectionReason[]> =>
      callEndpoint(listEndpoints[formType], { signal }),
    staleTime: staleTimes.list,
  });
}
