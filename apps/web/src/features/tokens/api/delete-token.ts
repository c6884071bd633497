import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { ticketsKey, tokenKeys } from './keys';
import { tokensPath } from './paths';

export function deleteToken(id: string): Promise<void> {
  return api.delete(`${tokensPath}/${encodeURIComponent(id)}`);
}

export function useDeleteToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteToken,
    onSuccess: () => {
      toast.success('Código deletado com sucesso!');
    },
    onError: (error) => notifyError('Erro ao deletar código. Tente novamente.', error),
    // Also after a refusal: a 404 means someone else deleted it, so the list is stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
        queryClient.invalidateQueries({ queryKey: ticketsKey }),
      ]),
  });
}
