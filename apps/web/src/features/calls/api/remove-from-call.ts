import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callMessages } from '@panel/contract/api/calls';
import { callsEndpoints } from '@panel/contract/endpoints/calls';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from '@/lib/query-keys';
import { notifyCallDone, notifyCallFailed } from '../call-toasts';

export interface RemoveFromCallInput {
  discordId: string;
  /** Who is removed, as the row shows them: the toast names them. */
  name: string;
}

export function removeFromCall({ discordId }: RemoveFromCallInput): Promise<void> {
  return callEndpoint(callsEndpoints.removeFromCall, { params: { discordId } });
}

/** Disconnects the member once Discord did it (docs/decisions/2026-11-24-calls.md). */
export function useRemoveFromCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCall,
    onSuccess: (_result, { name }) => notifyCallDone(callMessages.removed, name),
    onError: (error, { name }) => notifyCallFailed(callMessages.removeFailed, name, error),
    // Also after a refusal: a 409 means the member already left.
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKeys.lists }),
  });
}
