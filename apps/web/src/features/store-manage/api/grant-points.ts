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

/** Gives or takes points; the form shows a refusal itself (e.g. a balance too low). */
export function useGrantPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantPoints,
    onSuccess: ({ discordId, name, points }) => {
      toast.success('Pontos atualizados', {
        description: `${name ?? discordId}: saldo de ${formatPoints(points)}.`,
      });
      // Staff may have changed their own balance.
      return queryClient.invalidateQueries({ queryKey: memberKeys.store });
    },
  });
}
