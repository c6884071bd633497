import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormTriage, FormType } from '@panel/contract/api/forms';
import { formsEndpoints } from '@panel/contract/endpoints/forms';
import { callEndpoint } from '@/lib/api-client';
import { formKeys } from '@/lib/query-keys';

export function getFormTriage(formType: FormType, signal?: AbortSignal): Promise<FormTriage> {
  return callEndpoint(formsEndpoints.formTriage, { params: { formType }, signal });
}

export function formTriageQueryOptions(formType: FormType) {
  return queryOptions({
    queryKey: formKeys.triage(formType),
    // Only this screen changes them: the app's defaults (a list's freshness, one retry) fit.
    queryFn: ({ signal }) => getFormTriage(formType, signal),
  });
}

export function useFormTriage(formType: FormType) {
  return useQuery(formTriageQueryOptions(formType));
}
