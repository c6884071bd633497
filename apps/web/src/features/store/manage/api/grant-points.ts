import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { GrantPointsBody, GrantPointsResult } from '@panel/contract/api/store';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';
import { formatPoints } from '@/lib/format-points';

export function grantPoints(body: GrantPointsBody): Promise<GrantPointsResult> {
  return callEndpoint(storeEndpoints.grantStorePoints, { body });
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
  return useMutation({
    mutationFn: ({ body }: GrantPointsInput) => grantPoints(body),
    onSuccess: (result, input) => {
      toast.success('Pontos atualizados', { description: grantedText(result, input) });
      // Staff may have changed their own balance.
      return queryClient.invalidateQueries({ queryKey: memberKeys.store });
    },
  });
}
