import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@panel/contract/api/system';
import { api } from './api-client';
import { apiPaths } from './api-paths';

export const publicConfigQueryKey = ['config'] as const;

export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const [{ publicConfigSchema }, body] = await Promise.all([
    import('@panel/contract/api/system'),
    api.get<unknown>(apiPaths.publicConfig, { signal }),
  ]);
  return publicConfigSchema.parse(body);
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
