import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeWhitelistBody } from '@panel/contract/api/applications';
import { callEndpointUnparsed } from '@/lib/api-client';
import { useDeliveriesLink } from '@/lib/action-toast';
import { notifyActionError } from '@/lib/notify';
import type { ApplicationKind } from '../application-kinds';
import { announceDecision, refreshAfterDecision } from './decision-feedback';

export interface RevocationInput {
  id: string;
  userId: string;
  username: string;
  reason: string;
}

/**
 * "Revogar whitelist": announced like a decision, with "Desfazer" for the undo window (the
 * server holds its effects as long), then what Discord and the game did.
 */
export function useRevokeWhitelist(kind: ApplicationKind) {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  return useMutation({
    mutationFn: async ({ id, reason }: RevocationInput) => {
      if (!kind.endpoints.revoke) throw new Error(`${kind.id} entries are not revoked`);
      const body: RevokeWhitelistBody = { id, reason: reason.trim() };
      await callEndpointUnparsed(kind.endpoints.revoke, { body });
    },
    onSuccess: (_, { id, userId, username }) =>
      announceDecision({
        kind,
        queryClient,
        entry: { id, userId, username },
        deliveries,
        title: 'Whitelist revogada',
        description: `${username} perdeu o cargo da whitelist e não entra mais no servidor do jogo.`,
        tone: 'destructive',
        undone: `A whitelist de ${username} voltou a valer.`,
      }),
    onError: (error) => notifyActionError('Não foi possível revogar a whitelist.', error),
    onSettled: () => refreshAfterDecision(queryClient, kind),
  });
}
