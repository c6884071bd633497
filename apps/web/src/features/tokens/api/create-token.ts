import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { tokenSchema, type CreateTokenBody, type Token } from '@panel/contract/api/tokens';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { tokenKeys } from './keys';
import { tokensPath } from './paths';

export function createToken(body: CreateTokenBody): Promise<Token> {
  return api.post(tokensPath, body, { schema: tokenSchema });
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
