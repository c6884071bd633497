import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BotSettingsView } from '@panel/contract/api/bot-settings';
import { staleTimes } from '@panel/contract/constants';
import { botSettingsEndpoints } from '@panel/contract/endpoints/bot-settings';
import { callEndpoint } from '@/lib/api-client';
import { botSettingsKeys } from '@/lib/query-keys';

export function getBotSettings(signal?: AbortSignal): Promise<BotSettingsView> {
  return callEndpoint(botSettingsEndpoints.getBotSettings, { signal });
}

export function botSettingsQueryOptions() {
  return queryOptions({
    queryKey: botSettingsKeys.view,
    queryFn: ({ signal }) => getBotSettings(signal),
    // The bot's connection is a status: fresh for a minute.
    staleTime: staleTimes.status,
  });
}

export function useBotSettings() {
  return useQuery(botSettingsQueryOptions());
}
