import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { toast } from '@/lib/toast';
import { authRoutes } from '@panel/contract/endpoints/auth-routes';
import { callEndpointUnparsed } from './api-client';
import { currentUserQueryKey } from './query-keys';

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      // Requests still in flight would come back 401 once the session is gone.
      await queryClient.cancelQueries();
      await callEndpointUnparsed(authRoutes.logout);
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, null);
      // flushSync leaves the guarded page before it can notice the missing user and
      // redirect to the login page with a returnTo of its own.
      flushSync(() => {
        navigate('/login', { replace: true });
      });
    },
    onError: () => {
      toast.error('Não foi possível sair', { description: 'Tente novamente em instantes.' });
    },
  });
}
