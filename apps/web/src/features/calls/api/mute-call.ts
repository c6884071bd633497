import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callMessages } from '@panel/contract/api/calls';
import { callsEndpoints } from '@panel/contract/endpoints/calls';
import { announceAction } from '@/lib/action-toast';
import { callEndpointUnparsed } from '@/lib/api-client';
import { callKeys } from '@/lib/query-keys';
import { callDoneTitle, notifyCallFailed } from '../call-toasts';

export interface MuteCallInput {
  discordId: string;
  /** The state to set, so a second click on a stale row does not undo the first. */
  muted: boolean;
  /** Who is muted, as the row shows them: the toast names them. */
  name: string;
}

/** Mutes or unmutes; answers the action that can undo it. */
export async function muteCall({ discordId, muted }: MuteCallInput): Promise<string | null> {
  const answer = await callEndpointUnparsed(callsEndpoints.muteCall, {
    params: { discordId },
    body: { muted },
  });
  return answer.actionId;
}

/** Answers after Discord did (docs/decisions/2026-11-24-calls.md), so the toast tells the truth. */
export function useMuteCall() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: callKeys.lists });
  return useMutation({
    mutationFn: muteCall,
    // Discord already did it: "Desfazer" asks the opposite of Discord at once.
    onSuccess: (actionId, { name, muted }) =>
      announceAction({
        actionId,
        queryClient,
        deliveries: null,
        followOutcome: false,
        tone: 'success',
        title: callDoneTitle(callMessages.muteUpdated),
        description: muted ? `${name} foi mutado.` : `${name} foi desmutado.`,
        undone: {
          title: 'Mute desfeito',
          description: muted ? `${name} foi desmutado.` : `${name} foi mutado de novo.`,
        },
        refresh,
      }),
    onError: (error, { name }) => notifyCallFailed(callMessages.muteFailed, name, error),
    // Also after a refusal: a 409 means the member already left. Awaited, so the button stays
    // busy until the row shows the new state.
    onSettled: refresh,
  });
}
