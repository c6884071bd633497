import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { CreateQuestionBody, Question } from '@panel/contract/api/forms';
import { formsEndpoints } from '@panel/contract/endpoints/forms';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { formKeys } from '@/lib/query-keys';

export function createQuestion(body: CreateQuestionBody): Promise<Question> {
  return callEndpoint(formsEndpoints.createQuestion, { body });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: async () => {
      toast.success('Pergunta criada com sucesso');
      await queryClient.invalidateQueries({ queryKey: formKeys.questions });
    },
    onError: (error) => notifyError('Erro ao criar pergunta', error),
  });
}
