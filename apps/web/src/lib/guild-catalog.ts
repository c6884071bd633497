import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BotCatalog } from '@panel/contract/api/bot-settings';
import { staleTimes } from '@panel/contract/constants';
import { botSettingsEndpoints } from '@panel/contract/endpoints/bot-settings';
import { callEndpoint } from './api-client';
import { botSettingsKeys } from './query-keys';

/** A channel of the catalog, as pickers and names show it. */
export type CatalogChannel = BotCatalog['channels'][number];
/** A role of the catalog. */
export type CatalogRole = BotCatalog['roles'][number];

export function getGuildCatalog(signal?: AbortSignal): Promise<BotCatalog> {
  return callEndpoint(botSettingsEndpoints.getBotCatalog, { signal });
}

/**
 * The guild's roles and channels the bot keeps: the pickers choose from it and every staff
 * screen names roles and channels with it (any member of staff may read it). One cache.
 */
export function guildCatalogQueryOptions() {
  return queryOptions({
    queryKey: botSettingsKeys.catalog,
    queryFn: ({ signal }) => getGuildCatalog(signal),
    staleTime: staleTimes.status,
  });
}

export function useGuildCatalog(enabled = true) {
  return useQuery({ ...guildCatalogQueryOptions(), enabled });
}
