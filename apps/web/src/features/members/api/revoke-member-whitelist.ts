import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsEndpoints } from '@panel/contract/endpoints/applications';
import { announceAction, useDeliveriesLink } from '@/lib/action-toast';
import { callEndpoint, callEndpointUnparsed } from '@/lib/api-client';
import { notifyActionError } from '@/lib/notify';
import { applicationKeys, dashboardQueryKey, memberFileKeys } from '@/lib/query-keys';

export interface RevokeMemberWhitelistInput {
  /** The approved whitelist's application. */
  applicationId: string;
  reason: string;
}

/**
 * "Revogar whitelist" from the member's file: the review's own revocation, announced with its
 * own "Desfazer" (`undoAllowlistDecision`) and, after the window, what Discord and the game did.
 */
export function useRevokeMemberWhitelist(discordId: string, name: string) {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberFileKeys.member(discordId) }),
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    ]);
  return useMutation({
    mutationFn: async ({ applicationId, reason }: RevokeMemberWhitelistInput) => {
      await callEndpointUnparsed(applicationsEndpoints.revokeAllowlist, {
        body: { id: applicationId, reason: reason.trim() },
      });
    },
    onSuccess: (_answer, { applicationId }) =>
      announceAction({
        actionId: `revoke-${applicationId}`,
        queryClient,
        tone: 'destructive',
        title: 'Whitelist revogada',
        description: `${name} perdeu o cargo da whitelist e não entra mais no servidor do jogo.`,
        undone: {
          title: 'Revogação desfeita',
          description: `A whitelist de ${name} voltou a valer.`,
        },
        refresh,
        deliveries,
        via: {
          undo: () =>
            callEndpointUnparsed(applicationsEndpoints.undoAllowlistDecision, {
              body: { id: applicationId },
            }),
          deliveries: () =>
            callEndpoint(applicationsEndpoints.allowlistDecisionDeliveries, {
              params: { id: applicationId },
            }),
        },
      }),
    onError: (error) => notifyActionError('Não foi possível revogar a whitelist.', error),
    onSettled: refresh,
  });
}
