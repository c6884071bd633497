import { queryOptions, useQuery } from '@tanstack/react-query';
import { staleTimes } from '@panel/contract/constants';
import { getQuestions } from '@/lib/form-questions';
import { formKeys } from '@/lib/query-keys';

export function questionsQueryOptions() {
  return queryOptions({
    queryKey: formKeys.questions,
    // Both forms in one call: the tabs show their counts and switch without a new request.
    queryFn: ({ signal }) => getQuestions(null, signal),
    staleTime: staleTimes.list,
  });
}

export function useQuestions() {
  return useQuery(questionsQueryOptions());
}
