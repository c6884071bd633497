import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@panel/contract/endpoints';
import { publicConfigSchema, type PublicConfig } from '@panel/contract/api/system';
import { api } from './api-client';

export const publicConfigQueryKey = ['config'] as const;

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get(endpoints.publicConfig.path, { schema: publicConfigSchema, signal });
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
