import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@panel/contract/endpoints/users';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { memberKeys, userKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function endStaffSession(sessionId: string): Promise<void> {
  return callEndpoint(usersEndpoints.endStaffSession, { params: { sessionId } });
}

export function useEndStaffSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endStaffSession,
    onSuccess: () => toast.success('Sessão encerrada.'),
    onError: (error) => notifyError('Erro ao encerrar a sessão. Tente novamente.', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.sessions }),
        queryClient.invalidateQueries({ queryKey: memberKeys.sessions }),
      ]),
  });
}
