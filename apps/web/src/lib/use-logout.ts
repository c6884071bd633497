import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { toast } from '@/lib/toast';
import { authRoutes } from '@panel/contract/endpoints/auth-routes';
import { callEndpointUnparsed, holdRequestsForSignOut } from './api-client';
import { currentUserQueryKey } from './query-keys';

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const release = useRef(() => {});
  return useMutation({
    mutationFn: async () => {
      // Requests in flight, or started by a timer or a focus meanwhile, would come back 401
      // once the session is gone.
      release.current = holdRequestsForSignOut();
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
      // The staff's screens are gone once this task ends: nothing left can ask as them.
      const { current } = release;
      setTimeout(current, 0);
    },
    onError: () => {
      release.current();
      toast.error('Não foi possível sair', { description: 'Tente novamente em instantes.' });
    },
  });
}
