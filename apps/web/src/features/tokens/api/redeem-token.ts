import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemResult } from '@panel/contract/api/tokens';
import { callEndpointLazily } from '@/lib/api-client';
import { memberKeys, tokenKeys } from '@/lib/query-keys';
import { tokensRoutes } from '@panel/contract/endpoints/tokens-routes';

export function redeemToken(token: string): Promise<RedeemResult> {
  return callEndpointLazily(
    tokensRoutes.redeemToken,
    async () => (await import('@panel/contract/endpoints/tokens')).tokensEndpoints.redeemToken,
    { body: { token } },
  );
}

/** The page shows the outcome itself (no toast): what was granted, or the server's reason. */
export function useRedeemToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemToken,
    onSuccess: () => {
      // Not awaited: the member sees the outcome at once; the refetches happen behind it. A
      // code may approve the member's whitelist or their ticket.
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      // Staff redeeming a code see its uses change in the list.
      void queryClient.invalidateQueries({ queryKey: tokenKeys.all });
    },
  });
}
