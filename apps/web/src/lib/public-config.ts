import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@panel/contract/api/system';
import { systemRoutes } from '@panel/contract/endpoints/system-routes';
import { callEndpointLazily } from './api-client';
import { publicConfigQueryKey } from './query-keys';

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return callEndpointLazily(
    systemRoutes.publicConfig,
    async () => (await import('@panel/contract/endpoints/system')).systemEndpoints.publicConfig,
    { signal },
  );
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: publicConfigQueryKey,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });
}

/** The installation's public settings (community name, invite link, demo mode). */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
