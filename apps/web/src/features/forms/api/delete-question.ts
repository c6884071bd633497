import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { questionsPath } from './get-questions';
import { formsKeys } from './keys';

export function deleteQuestion(id: string): Promise<void> {
  return api.delete(`${questionsPath}/${id}`);
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: async () => {
      toast.success('Pergunta removida com sucesso');
      await queryClient.invalidateQueries({ queryKey: formsKeys.questions });
    },
    onError: (error) => notifyError('Erro ao remover pergunta', error),
  });
}
