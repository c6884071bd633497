import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Question, ReorderQuestionsBody } from '@panel/contract/api/forms';
import { formsEndpoints } from '@panel/contract/endpoints/forms';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { formKeys } from '@/lib/query-keys';
import { withOrder } from '../question-order';
import { questionsQueryOptions } from './get-questions';

export function reorderQuestions(body: ReorderQuestionsBody): Promise<Question[]> {
  return callEndpoint(formsEndpoints.reorderQuestions, { body });
}

/** Moves show at once (optimistic); a refused move puts the previous order back. */
export function useReorderQuestions() {
  const queryClient = useQueryClient();
  const listKey = questionsQueryOptions().queryKey;
  return useMutation({
    mutationKey: formKeys.reorder,
    mutationFn: reorderQuestions,
    onMutate: async (body) => {
      // A list arriving mid-move would overwrite the optimistic order with the old one.
      await queryClient.cancelQueries({ queryKey: formKeys.questions });
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
      if (queryClient.isMutating({ mutationKey: formKeys.reorder }) === 1) {
        await queryClient.invalidateQueries({ queryKey: formKeys.questions });
      }
    },
  });
}
