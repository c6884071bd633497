import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormType, PublicForm } from '@panel/contract/api/forms';
import { formAutoCloseCheckMs, staleTimes } from '@panel/contract/constants';
import { callEndpointUnparsed } from '@/lib/api-client';
import { formKeys } from '@/lib/query-keys';
import { publicFormRoutes } from '@panel/contract/endpoints/public-form-routes';
import { parsePublicForm } from './public-form-answer';

/** Read without zod: the public pages draw the form on their first screen. */
export async function getPublicForm(formType: FormType, signal?: AbortSignal): Promise<PublicForm> {
  const { data } = await callEndpointUnparsed(publicFormRoutes.publicForm, {
    params: { formType },
    signal,
  });
  return parsePublicForm(data);
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
