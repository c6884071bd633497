import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@panel/contract/api/system';
import { systemRoutes } from '@panel/contract/endpoints/system-routes';
import { callEndpointUnparsed } from './api-client';
import { parsePublicConfig } from './public-config-answer';
import { publicConfigQueryKey } from './query-keys';

export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const { data } = await callEndpointUnparsed(systemRoutes.publicConfig, { signal });
  return parsePublicConfig(data);
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
