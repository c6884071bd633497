import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  questionListSchema,
  type Question,
  type ReorderQuestionsBody,
} from '@panel/contract/api/forms';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { withOrder } from '../question-order';
import { questionsPath, questionsQueryOptions } from './get-questions';
import { formsKeys } from './keys';

export const reorderQuestionsPath = `${questionsPath}/order`;

const reorderMutationKey = ['forms', 'questions', 'reorder'] as const;

export function reorderQuestions(body: ReorderQuestionsBody): Promise<Question[]> {
  return api.put(reorderQuestionsPath, body, { schema: questionListSchema });
}

/** Moves show at once (optimistic); a refused move puts the previous order back. */
export function useReorderQuestions() {
  const queryClient = useQueryClient();
  const listKey = questionsQueryOptions().queryKey;
  return useMutation({
    mutationKey: reorderMutationKey,
    mutationFn: reorderQuestions,
    onMutate: async (body) => {
      // A list arriving mid-move would overwrite the optimistic order with the old one.
      await queryClient.cancelQueries({ queryKey: formsKeys.questions });
      const previous = queryClient.getQueryData(listKey);
      if (previous) queryClient.setQueryData(listKey, withOrder(previous, body.formType, body.ids));
      return { previous };
    },
    onError: (error, _body, result) => {
      if (result?.previous) queryClient.setQueryData(listKey, result.previous);
      notifyError('Erro ao reordenar as perguntas', error);
    },
    onSettled: async () => {
      // With several quick moves in flight, refetching after the first would flash an older
      // order back on screen: only the last one to finish refetches.
      if (queryClient.isMutating({ mutationKey: reorderMutationKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: formsKeys.questions });
      }
    },
  });
}
