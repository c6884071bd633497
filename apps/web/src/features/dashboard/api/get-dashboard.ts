import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@panel/contract/api/dashboard';
import { staleTimes } from '@panel/contract/constants';
import { dashboardEndpoints } from '@panel/contract/endpoints/dashboard';
import { callEndpoint } from '@/lib/api-client';
import { dashboardQueryKey } from '@/lib/query-keys';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return callEndpoint(dashboardEndpoints.dashboard, { signal });
}

export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getDashboard(signal),
    // The dashboard is a status (docs/decisions/2026-11-23-client-cache-and-texts.md): fresh for a minute...
    staleTime: staleTimes.status,
    // ...and polled at that pace, so the bot state and latency on screen are never older.
    refetchInterval: staleTimes.status,
  });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
