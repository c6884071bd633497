import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { tokensEndpoints } from '@panel/contract/endpoints/tokens';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { ticketKeys, tokenKeys } from '@/lib/query-keys';

export function deleteToken(id: string): Promise<void> {
  return callEndpoint(tokensEndpoints.deleteToken, { params: { id } });
}

export function useDeleteToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteToken,
    onSuccess: () => {
      toast.success('Código deletado com sucesso!');
    },
    onError: (error) => notifyError('Erro ao deletar código. Tente novamente.', error),
    // Also after a refusal: a 404 means someone else deleted it, so the list is stale. Deleting
    // an unlock code frees its pending ticket for a new one.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
      ]),
  });
}
