import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@panel/contract/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { memberKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function endMySession(sessionId: string): Promise<void> {
  return callEndpoint(authEndpoints.endOwnSession, { params: { sessionId } });
}

export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMySession,
    onSuccess: () => toast.success('Sessão encerrada.'),
    onError: (error) => notifyError('Erro ao encerrar a sessão. Tente novamente.', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.sessions }),
  });
}
