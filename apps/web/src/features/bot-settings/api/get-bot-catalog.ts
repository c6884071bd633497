import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BotCatalog } from '@panel/contract/api/bot-settings';
import { staleTimes } from '@panel/contract/constants';
import { botSettingsEndpoints } from '@panel/contract/endpoints/bot-settings';
import { callEndpoint } from '@/lib/api-client';
import { botSettingsKeys } from '@/lib/query-keys';

export function getBotCatalog(signal?: AbortSignal): Promise<BotCatalog> {
  return callEndpoint(botSettingsEndpoints.getBotCatalog, { signal });
}

export function botCatalogQueryOptions() {
  return queryOptions({
    queryKey: botSettingsKeys.catalog,
    queryFn: ({ signal }) => getBotCatalog(signal),
    staleTime: staleTimes.status,
  });
}

export function useBotCatalog() {
  return useQuery(botCatalogQueryOptions());
}
