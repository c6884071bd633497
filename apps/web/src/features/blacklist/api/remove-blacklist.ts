import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceAction, useDeliveriesLink } from '@/lib/action-toast';
import { blacklistMessages } from '@panel/contract/api/blacklist';
import { blacklistEndpoints } from '@panel/contract/endpoints/blacklist';
import { callEndpointUnparsed } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { blacklistKeys } from '@/lib/query-keys';

export interface RemoveBlacklistInput {
  id: string;
  /** How the list names the entry, for the toast. */
  name: string;
  /** Why it was lifted, kept in the history; blank is not sent. */
  reason: string;
}

/** Removes the entry; answers the action that can undo it. */
export async function removeBlacklist({
  id,
  reason,
}: RemoveBlacklistInput): Promise<string | null> {
  const trimmed = reason.trim();
  const answer = await callEndpointUnparsed(blacklistEndpoints.removeBlacklist, {
    params: { id },
    body: trimmed ? { reason: trimmed } : undefined,
  });
  return answer.actionId;
}

export function useRemoveBlacklist() {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  return useMutation({
    mutationFn: removeBlacklist,
    onSuccess: (actionId, { name }) => {
      announceAction({
        actionId,
        queryClient,
        deliveries,
        tone: 'success',
        title: blacklistMessages.removed,
        description: name,
        undone: { title: 'Remoção desfeita', description: `${name} voltou à blacklist.` },
        refresh: () => queryClient.invalidateQueries({ queryKey: blacklistKeys.all }),
      });
    },
    onError: (error) => notifyError(blacklistMessages.removeFailed, error),
    // Also after a refusal: a 404 means someone else removed it first, so the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: blacklistKeys.all }),
  });
}
