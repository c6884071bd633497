import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BotCatalog } from '@panel/contract/api/bot-settings';
import { staleTimes } from '@panel/contract/constants';
import { botSettingsEndpoints } from '@panel/contract/endpoints/bot-settings';
import { callEndpoint } from '@/lib/api-client';
import { botSettingsKeys } from '@/lib/query-keys';

export function getGuildCatalog(signal?: AbortSignal): Promise<BotCatalog> {
  return callEndpoint(botSettingsEndpoints.getBotCatalog, { signal });
}

/**
 * The guild's roles for the role picker, under the bot settings' own key (one cache for both
 * screens). The endpoint asks for `view_bot_settings`: without it the roles are typed by id.
 */
export function useGuildCatalog(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: botSettingsKeys.catalog,
      queryFn: ({ signal }) => getGuildCatalog(signal),
      staleTime: staleTimes.status,
      enabled,
    }),
  );
}
