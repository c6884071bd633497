import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormType, PublicForm } from '@panel/contract/api/forms';
import { formAutoCloseCheckMs, staleTimes } from '@panel/contract/constants';
import { callEndpointLazily } from '@/lib/api-client';
import { formKeys } from '@/lib/query-keys';
import { formsRoutes } from '@panel/contract/endpoints/forms-routes';

export function getPublicForm(formType: FormType, signal?: AbortSignal): Promise<PublicForm> {
  return callEndpointLazily(
    formsRoutes.publicForm,
    async () => (await import('@panel/contract/endpoints/forms')).formsEndpoints.publicForm,
    { params: { formType }, signal },
  );
}

export function publicFormQueryOptions(formType: FormType) {
  return queryOptions({
    queryKey: formKeys.publicForm(formType),
    queryFn: ({ signal }) => getPublicForm(formType, signal),
    staleTime: staleTimes.status,
    // A form can close at its closing date while the page is open.
    refetchInterval: formAutoCloseCheckMs,
  });
}

export function usePublicForm(formType: FormType) {
  return useQuery(publicFormQueryOptions(formType));
}
