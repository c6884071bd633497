import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { questionSchema, type CreateQuestionBody, type Question } from '@panel/contract/api/forms';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { questionsPath } from './get-questions';
import { formsKeys } from './keys';

export function createQuestion(body: CreateQuestionBody): Promise<Question> {
  return api.post(questionsPath, body, { schema: questionSchema });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: async () => {
      toast.success('Pergunta criada com sucesso');
      await queryClient.invalidateQueries({ queryKey: formsKeys.questions });
    },
    onError: (error) => notifyError('Erro ao criar pergunta', error),
  });
}
