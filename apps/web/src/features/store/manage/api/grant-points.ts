import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceAction } from '@/lib/action-toast';
import type { GrantPointsBody, GrantPointsResult } from '@panel/contract/api/store';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpointUnparsed } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';
import { formatPoints } from '@/lib/format-points';

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

/** Gives or takes points; the form shows a refusal itself (e.g. a balance too low). */
export function useGrantPoints() {
  const queryClient = useQueryClient();
  // Staff may have changed their own balance.
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKeys.store });
  return useMutation({
    mutationFn: ({ body }: GrantPointsInput) => grantPoints(body),
    onSuccess: ({ result, actionId }, input) => {
      const who = result.name ?? input.memberName ?? result.discordId;
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
