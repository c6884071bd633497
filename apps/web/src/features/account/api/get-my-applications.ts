import { queryOptions, useQuery } from '@tanstack/react-query';
import { myApplicationListSchema, type MyApplication } from '@panel/contract/api/applications';
import { staleTimes } from '@panel/contract/constants';
import { api } from '@/lib/api-client';

/** The same key the application pages invalidate after sending. */
export const myApplicationsKey = ['me', 'applications'] as const;

export function getMyApplications(signal?: AbortSignal): Promise<MyApplication[]> {
  return api.get('/api/me/applications', { schema: myApplicationListSchema, signal });
}

export function myApplicationsQueryOptions() {
  return queryOptions({
    queryKey: myApplicationsKey,
    queryFn: ({ signal }) => getMyApplications(signal),
    staleTime: staleTimes.status,
  });
}

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}
