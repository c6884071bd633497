import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreGameAccess, StoreProduct } from '@panel/contract/api/store';
import { staleTimes } from '@panel/contract/constants';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export function getGameAccess(productId: string, signal?: AbortSignal): Promise<StoreGameAccess> {
  return callEndpoint(storeEndpoints.storeGameAccess, { params: { id: productId }, signal });
}

export function gameAccessQueryOptions(productId: string) {
  return queryOptions({
    queryKey: memberKeys.gameAccess(productId),
    queryFn: ({ signal }) => getGameAccess(productId, signal),
    // A whitelist approved or an account linked in another tab shows when the page is back.
    staleTime: staleTimes.status,
  });
}

/**
 * Whether the signed-in member can enter a game server the product is delivered to
 * (docs/decisions/2026-12-04-store-game-access.md); asked only for an in-game product, and
 * only when `enabled` (a signed-in member).
 */
export function useGameAccess(product: Pick<StoreProduct, 'id' | 'delivery'>, enabled: boolean) {
  return useQuery({
    ...gameAccessQueryOptions(product.id),
    enabled: enabled && product.delivery === 'game',
  });
}
