import { queryOptions } from '@tanstack/react-query';
import type { FormType } from '@panel/contract/api/forms';
import type { RejectionReason } from '@panel/contract/api/rejection-reasons';
import { staleTimes } from '@panel/contract/constants';
import type { rejectionReasonsEndpoints as Endpoints } from '@panel/contract/endpoints/rejection-reasons';
import { callEndpointLazily, routeOf, type Route } from './api-client';
import { rejectionReasonKeys } from './query-keys';

type Endpoints = typeof Endpoints;
type List = Endpoints['listAllowlistReasons' | 'listInsertionReasons'];

// Zod-free: the review pages load the reasons after their first screen, with the schemas.
const lists: Record<FormType, { route: Route<List>; load: () => Promise<List> }> = {
  whitelist: {
    route: routeOf<Endpoints['listAllowlistReasons']>({
      method: 'GET',
      path: '/api/allowlists/rejection-reasons',
    }),
    load: async () =>
      (await import('@panel/contract/endpoints/rejection-reasons')).rejectionReasonsEndpoints
        .listAllowlistReasons,
  },
  insertion: {
    route: routeOf<Endpoints['listInsertionReasons']>({
      method: 'GET',
      path: '/api/insertions/rejection-reasons',
    }),
    load: async () =>
      (await import('@panel/contract/endpoints/rejection-reasons')).rejectionReasonsEndpoints
        .listInsertionReasons,
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
