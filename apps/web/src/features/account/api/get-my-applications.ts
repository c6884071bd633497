import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyApplication } from '@panel/contract/api/applications';
import { staleTimes } from '@panel/contract/constants';
import { applicationsEndpoints } from '@panel/contract/endpoints/applications';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export function getMyApplications(signal?: AbortSignal): Promise<MyApplication[]> {
  return callEndpoint(applicationsEndpoints.myApplications, { signal });
}

export function myApplicationsQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.applications,
    queryFn: ({ signal }) => getMyApplications(signal),
    staleTime: staleTimes.status,
  });
}

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}
