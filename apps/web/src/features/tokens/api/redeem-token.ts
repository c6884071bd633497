import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  redeemResultSchema,
  type RedeemResult,
  type RedeemTokenBody,
} from '@panel/contract/api/tokens';
import { api } from '@/lib/api-client';
import { memberDataKey, tokenKeys } from './keys';
import { redeemTokenPath } from './paths';

export function redeemToken(token: string): Promise<RedeemResult> {
  const body: RedeemTokenBody = { token };
  return api.post(redeemTokenPath, body, { schema: redeemResultSchema });
}

/** The page shows the outcome itself (no toast): what was granted, or the server's reason. */
export function useRedeemToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemToken,
    onSuccess: () => {
      // Not awaited: the member sees the outcome at once; the refetches happen behind it.
      void queryClient.invalidateQueries({ queryKey: memberDataKey });
      // Staff redeeming a code see its uses change in the list.
      void queryClient.invalidateQueries({ queryKey: tokenKeys.all });
    },
  });
}
