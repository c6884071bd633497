import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { blacklistMessages } from '@panel/contract/api/blacklist';
import { blacklistEndpoints } from '@panel/contract/endpoints/blacklist';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { blacklistKeys } from '@/lib/query-keys';

export interface RemoveBlacklistInput {
  id: string;
  /** Why it was lifted, kept in the history; blank is not sent. */
  reason: string;
}

export function removeBlacklist({ id, reason }: RemoveBlacklistInput): Promise<void> {
  const trimmed = reason.trim();
  return callEndpoint(blacklistEndpoints.removeBlacklist, {
    params: { id },
    body: trimmed ? { reason: trimmed } : undefined,
  });
}

export function useRemoveBlacklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBlacklist,
    onSuccess: () => {
      toast.success(blacklistMessages.removed);
    },
    onError: (error) => notifyError(blacklistMessages.removeFailed, error),
    // Also after a refusal: a 404 means someone else removed it first, so the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: blacklistKeys.all }),
  });
}
