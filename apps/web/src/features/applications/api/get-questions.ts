import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormType } from '@panel/contract/api/forms';
import { staleTimes } from '@panel/contract/constants';
import { getQuestions } from '@/lib/form-questions';
import { formKeys } from '@/lib/query-keys';

export function questionsQueryOptions(formType: FormType) {
  return queryOptions({
    // Under the forms screen's key, so editing the questions there refreshes these too.
    queryKey: formKeys.formQuestions(formType),
    queryFn: ({ signal }) => getQuestions(formType, signal),
    staleTime: staleTimes.list,
  });
}

export function useQuestions(formType: FormType) {
  return useQuery(questionsQueryOptions(formType));
}
