import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionListSchema, type FormType, type Question } from '@panel/contract/api/forms';
import { staleTimes } from '@panel/contract/constants';
import { api } from '@/lib/api-client';
import { applicationKeys } from './keys';

/** `endpoints.listQuestions.path` of the contract (a test checks they match). */
export const questionsPath = '/api/whitelist-questions';

export async function getQuestions(formType: FormType, signal?: AbortSignal): Promise<Question[]> {
  const questions = await api.get(questionsPath, {
    query: { formType },
    schema: questionListSchema,
    signal,
  });
  // The call can list both forms; only this form's questions belong in its entries.
  return questions.filter((question) => question.formType === formType);
}

export function questionsQueryOptions(formType: FormType) {
  return queryOptions({
    queryKey: applicationKeys.questions(formType),
    queryFn: ({ signal }) => getQuestions(formType, signal),
    staleTime: staleTimes.list,
  });
}

export function useQuestions(formType: FormType) {
  return useQuery(questionsQueryOptions(formType));
}
