import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormType, Question } from '@panel/contract/api/forms';
import { staleTimes } from '@panel/contract/constants';
import type { formsEndpoints } from '@panel/contract/endpoints/forms';
import { callEndpointUnparsed, routeOf } from '@/lib/api-client';
import { formKeys } from '@/lib/query-keys';
import { parseQuestions } from './review-answers';

// Zod-free: the review pages' open entry asks for the questions on their first screen.
const listQuestions = routeOf<typeof formsEndpoints.listQuestions>({
  method: 'GET',
  path: '/api/whitelist-questions',
});

export async function getQuestions(formType: FormType, signal?: AbortSignal): Promise<Question[]> {
  const answer = await callEndpointUnparsed(listQuestions, { query: { formType }, signal });
  const questions = parseQuestions(answer.data);
  // The call can list both forms; only this form's questions belong in its entries.
  return questions.filter((question) => question.formType === formType);
}

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
