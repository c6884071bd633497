import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormType } from '@panel/contract/api/forms';
import type { RejectionReason } from '@panel/contract/api/rejection-reasons';
import { staleTimes } from '@panel/contract/constants';
import type { appealsEndpoints } from '@panel/contract/endpoints/appeals';
import type { rejectionReasonsEndpoints as Endpoints } from '@panel/contract/endpoints/rejection-reasons';
import { rejectionReasonsRoutes as routes } from '@panel/contract/endpoints/rejection-reasons-routes';
import { appealListRoutes } from '@panel/contract/endpoints/application-list-routes';
import { callEndpointLazily } from './api-client';
import { useAfterFirstScreen } from './after-first-screen';
import { rejectionReasonKeys } from './query-keys';

type Endpoints = typeof Endpoints;
type List =
  | Endpoints['listAllowlistReasons' | 'listInsertionReasons']
  | (typeof appealsEndpoints)['listAppealReasons'];

// Zod-free: the review pages load the reasons after their first screen, with the schemas.
const lists: Record<FormType, { route: Pick<List, 'method' | 'path'>; load: () => Promise<List> }> =
  {
    whitelist: {
      route: routes.listAllowlistReasons,
      load: async () =>
        (await import('@panel/contract/endpoints/rejection-reasons')).rejectionReasonsEndpoints
          .listAllowlistReasons,
    },
    insertion: {
      route: routes.listInsertionReasons,
      load: async () =>
        (await import('@panel/contract/endpoints/rejection-reasons')).rejectionReasonsEndpoints
          .listInsertionReasons,
    },
    appeal: {
      route: appealListRoutes.listAppealReasons,
      load: async () =>
        (await import('@panel/contract/endpoints/appeals')).appealsEndpoints.listAppealReasons,
    },
  };

/**
 * A form's canned rejection reasons, one query for the two screens that read them: the forms
 * screen, where staff keep them, and the reject dialog, which offers them.
 */
export function rejectionReasonsQueryOptions(formType: FormType) {
  return queryOptions({
    queryKey: rejectionReasonKeys.form(formType),
    queryFn: ({ signal }): Promise<RejectionReason[]> =>
      callEndpointLazily(lists[formType].route, lists[formType].load, { signal }),
    staleTime: staleTimes.list,
  });
}

/**
 * A form's reasons. `deferred` waits until the first screen is done, so the call does not
 * compete with the page's own on a slow connection (the reject dialog's choices).
 */
export function useRejectionReasons(
  formType: FormType,
  { enabled = true, deferred = false }: { enabled?: boolean; deferred?: boolean } = {},
) {
  const afterFirstScreen = useAfterFirstScreen();
  return useQuery({
    ...rejectionReasonsQueryOptions(formType),
    enabled: enabled && (!deferred || afterFirstScreen),
  });
}
