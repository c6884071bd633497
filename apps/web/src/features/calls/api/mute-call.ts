import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callMessages } from '@panel/contract/api/calls';
import { callsEndpoints } from '@panel/contract/endpoints/calls';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from '@/lib/query-keys';
import { notifyCallDone, notifyCallFailed } from '../call-toasts';

export interface MuteCallInput {
  discordId: string;
  /** The state to set, so a second click on a stale row does not undo the first. */
  muted: boolean;
  /** Who is muted, as the row shows them: the toast names them. */
  name: string;
}

export function muteCall({ discordId, muted }: MuteCallInput) {
  return callEndpoint(callsEndpoints.muteCall, { params: { discordId }, body: { muted } });
}

/** Answers after Discord did (docs/decisions/2026-11-24-calls.md), so the toast tells the truth. */
export function useMuteCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: muteCall,
    onSuccess: (_result, { name }) => notifyCallDone(callMessages.muteUpdated, name),
    onError: (error, { name }) => notifyCallFailed(callMessages.muteFailed, name, error),
    // Also after a refusal: a 409 means the member already left. Awaited, so the button stays
    // busy until the row shows the new state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKeys.lists }),
  });
}
