import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionListSchema, type Question } from '@panel/contract/api/forms';
import { staleTimes } from '@panel/contract/constants';
import { api } from '@/lib/api-client';
import { formsKeys } from './keys';

/**
 * `endpoints.listQuestions.path` of the contract, written out (a test checks they match):
 * importing the endpoints table would bring every schema of the API into this page's chunk.
 */
export const questionsPath = '/api/whitelist-questions';

/** Both forms in one call: the tabs show their counts and switch without a new request. */
export function getQuestions(signal?: AbortSignal): Promise<Question[]> {
  return api.get(questionsPath, { schema: questionListSchema, signal });
}

export function questionsQueryOptions() {
  return queryOptions({
    queryKey: formsKeys.questions,
    queryFn: ({ signal }) => getQuestions(signal),
    staleTime: staleTimes.list,
  });
}

export function useQuestions() {
  return useQuery(questionsQueryOptions());
}
