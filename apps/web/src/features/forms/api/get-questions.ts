import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Question } from '@panel/contract/api/forms';
import { staleTimes } from '@panel/contract/constants';
import { formsEndpoints } from '@panel/contract/endpoints/forms';
import { callEndpoint } from '@/lib/api-client';
import { formKeys } from '@/lib/query-keys';

/** Both forms in one call: the tabs show their counts and switch without a new request. */
export function getQuestions(signal?: AbortSignal): Promise<Question[]> {
  return callEndpoint(formsEndpoints.listQuestions, { signal });
}

export function questionsQueryOptions() {
  return queryOptions({
    queryKey: formKeys.questions,
    queryFn: ({ signal }) => getQuestions(signal),
    staleTime: staleTimes.list,
  });
}

export function useQuestions() {
  return useQuery(questionsQueryOptions());
}
