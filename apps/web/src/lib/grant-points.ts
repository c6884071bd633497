import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantPointsBody, GrantPointsResult } from '@panel/contract/api/store';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { announceAction } from './action-toast';
import { callEndpointUnparsed } from './api-client';
import { formatPoints } from './format-points';
import { memberFileKeys, memberKeys } from './query-keys';

/** Gives or takes points: the member's new balance, and the action that can undo it. */
export async function grantPoints(
  body: GrantPointsBody,
): Promise<{ result: GrantPointsResult; actionId: string | null }> {
  const endpoint = storeEndpoints.grantStorePoints;
  const answer = await callEndpointUnparsed(endpoint, { body });
  return { result: endpoint.response.parse(answer.data), actionId: answer.actionId };
}

export interface GrantPointsInput {
  body: GrantPointsBody;
  /** The member as picked in the form, for the toast when the server knows no name. */
  memberName: string | null;
}

/** "Ana Souza recebeu 500 pontos. Saldo: 1.800 pontos." */
export function grantedText(result: GrantPointsResult, input: GrantPointsInput): string {
  const who = result.name ?? input.memberName ?? result.discordId;
  const { amount } = input.body;
  const change = amount >= 0 ? 'recebeu' : 'perdeu';
  return `${who} ${change} ${formatPoints(Math.abs(amount))}. Saldo: ${formatPoints(result.points)}.`;
}

/**
 * Gives or takes points, from the store's "Pontos" tab or a member's file; the form shows a
 * refusal itself (e.g. a balance too low).
 */
export function useGrantPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: GrantPointsInput) => grantPoints(body),
    onSuccess: ({ result, actionId }, input) => {
      const who = result.name ?? input.memberName ?? result.discordId;
      // Staff may have changed their own balance; the member's file shows theirs.
      const refresh = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: memberKeys.store }),
          queryClient.invalidateQueries({ queryKey: memberFileKeys.member(result.discordId) }),
        ]);
      announceAction({
        actionId,
        queryClient,
        deliveries: null,
        followOutcome: false,
        tone: 'success',
        title: 'Pontos atualizados',
        description: grantedText(result, input),
        undone: {
          title: 'Pontos desfeitos',
          description: `O saldo de ${who} voltou ao que era.`,
        },
        refresh,
      });
      return refresh();
    },
  });
}
