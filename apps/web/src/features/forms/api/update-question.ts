import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { Question, UpdateQuestionBody } from '@panel/contract/api/forms';
import { formsEndpoints } from '@panel/contract/endpoints/forms';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { formKeys } from '@/lib/query-keys';

export interface QuestionUpdate {
  id: string;
  /** Only the fields that changed: a PATCH leaves the others as they are on the server. */
  changes: UpdateQuestionBody;
}

export function updateQuestion({ id, changes }: QuestionUpdate): Promise<Question> {
  return callEndpoint(formsEndpoints.updateQuestion, { params: { id }, body: changes });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: async () => {
      toast.success('Pergunta atualizada com sucesso');
      await queryClient.invalidateQueries({ queryKey: formKeys.questions });
    },
    onError: (error) => notifyError('Erro ao atualizar pergunta', error),
  });
}
