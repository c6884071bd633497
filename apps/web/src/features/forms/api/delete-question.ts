import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { formsEndpoints } from '@panel/contract/endpoints/forms';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { formKeys } from '@/lib/query-keys';

export function deleteQuestion(id: string): Promise<void> {
  return callEndpoint(formsEndpoints.deleteQuestion, { params: { id } });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: async () => {
      toast.success('Pergunta removida com sucesso');
      await queryClient.invalidateQueries({ queryKey: formKeys.questions });
    },
    onError: (error) => notifyError('Erro ao remover pergunta', error),
  });
}
