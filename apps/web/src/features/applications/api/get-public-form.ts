import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicFormSchema, type FormType, type PublicForm } from '@panel/contract/api/forms';
import { formAutoCloseCheckMs, staleTimes } from '@panel/contract/constants';
import { api } from '@/lib/api-client';
import { applyKeys } from './public-form-keys';

export function getPublicForm(formType: FormType, signal?: AbortSignal): Promise<PublicForm> {
  return api.get(`/api/forms/${formType}`, { schema: publicFormSchema, signal });
}

export function publicFormQueryOptions(formType: FormType) {
  return queryOptions({
    queryKey: applyKeys.form(formType),
    queryFn: ({ signal }) => getPublicForm(formType, signal),
    staleTime: staleTimes.status,
    // A form can close at its closing date while the page is open.
    refetchInterval: formAutoCloseCheckMs,
  });
}

export function usePublicForm(formType: FormType) {
  return useQuery(publicFormQueryOptions(formType));
}
