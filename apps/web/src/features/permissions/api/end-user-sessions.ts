import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { usersEndpoints } from '@panel/contract/endpoints/users';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

export function endUserSessions(discordId: string): Promise<{ ended: number }> {
  return callEndpoint(usersEndpoints.endUserSessions, { params: { discordId } });
}

export function useEndUserSessions() {
  return useMutation({
    mutationFn: endUserSessions,
    onSuccess: ({ ended }) => {
      toast.success(
        ended === 1 ? '1 sessão encerrada.' : `${ended} sessões encerradas.`,
        ended === 0 ? { description: 'Este usuário não tinha sessões abertas.' } : undefined,
      );
    },
    onError: (error) => notifyError('Erro ao encerrar as sessões. Tente novamente.', error),
  });
}
