import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { callMessages } from '@panel/contract/api/calls';
import { callsEndpoints } from '@panel/contract/endpoints/calls';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from '@/lib/query-keys';
import { notifyActionError } from '@/lib/notify';

export function removeFromCall(discordId: string): Promise<void> {
  return callEndpoint(callsEndpoints.removeFromCall, { params: { discordId } });
}

/** Disconnects the member once Discord did it (docs/decisions/2026-11-24-calls.md). */
export function useRemoveFromCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCall,
    onSuccess: () => {
      const { title, description } = callMessages.removed;
      toast.success(title, { description });
    },
    onError: (error) => notifyActionError(callMessages.removeFailed.description, error),
    // Also after a refusal: a 409 means the member already left.
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKeys.lists }),
  });
}
