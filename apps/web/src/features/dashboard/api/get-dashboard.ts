import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema, type Dashboard } from '@panel/contract/api/dashboard';
import { staleTimes } from '@panel/contract/constants';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/**
 * `endpoints.dashboard.path` of the contract, written out: importing the endpoints table would
 * bring every schema of the API into this page's chunk. A test keeps the two equal.
 */
export const dashboardPath = '/api/dashboard';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get(dashboardPath, { schema: dashboardSchema, signal });
}

export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.all,
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
