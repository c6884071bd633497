import { queryOptions, useQuery } from '@tanstack/react-query';
import { staleTimes } from '@panel/contract/constants';
import { storeRoutes } from '@panel/contract/endpoints/store-routes';
import { callEndpointUnparsed } from '@/lib/api-client';
import { gameServersQueryOptions } from '@/lib/game-servers';
import { storeKeys } from '@/lib/query-keys';
import { useCan } from '@/lib/use-can';

/** Names by id. */
type Names = ReadonlyMap<string, string>;

const toNames = (rows: readonly { id: string; name: string }[]): Names =>
  new Map(rows.map((row) => [row.id, row.name]));

/** The `id` and `name` of each row of a list, whatever else the rows hold. */
function namedRows(data: unknown): { id: string; name: string }[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((row: unknown) => {
    const id: unknown = row && typeof row === 'object' ? Reflect.get(row, 'id') : null;
    const name: unknown = row && typeof row === 'object' ? Reflect.get(row, 'name') : null;
    return typeof id === 'string' && typeof name === 'string' ? [{ id, name }] : [];
  });
}

/** The store's products by name (staff who may see the store); under `storeKeys.manage`, so an edit refreshes them. */
export function productNamesQueryOptions() {
  return queryOptions({
    queryKey: [...storeKeys.manage, 'names'] as const,
    // Only the names are read: the rest of a product is the store's to check.
    queryFn: async ({ signal }) =>
      namedRows((await callEndpointUnparsed(storeRoutes.listStoreProductsAdmin, { signal })).data),
    select: toNames,
    staleTime: staleTimes.list,
  });
}

/** A product's name, for staff who may see the store; `undefined` otherwise or unknown. */
export function useProductName(id: string): string | undefined {
  const allowed = useCan('view_store');
  return useQuery({ ...productNamesQueryOptions(), enabled: allowed }).data?.get(id);
}

/**
 * A game server's name, for staff who may see the game servers; `undefined` otherwise or
 * unknown. The log names them once: no polling for players here.
 */
export function useGameServerName(id: string): string | undefined {
  const allowed = useCan('view_game_servers');
  return useQuery({
    ...gameServersQueryOptions(),
    enabled: allowed,
    refetchInterval: false,
    select: toNames,
  }).data?.get(id);
}
