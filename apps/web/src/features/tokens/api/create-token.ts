import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { CreateTokenBody, Token } from '@panel/contract/api/tokens';
import { tokensEndpoints } from '@panel/contract/endpoints/tokens';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { tokenKeys } from '@/lib/query-keys';

export function createToken(body: CreateTokenBody): Promise<Token> {
  return callEndpoint(tokensEndpoints.createToken, { body });
}

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createToken,
    onSuccess: async () => {
      toast.success('Código criado com sucesso!');
      await queryClient.invalidateQueries({ queryKey: tokenKeys.all });
    },
    onError: (error) => notifyError('Erro ao criar código. Tente novamente.', error),
  });
}
