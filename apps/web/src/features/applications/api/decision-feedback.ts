import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationKind } from '../application-kinds';
import { applicationKeys, dashboardQueryKey } from '@/lib/query-keys';

/**
 * After any decision, also a refused one (someone else decided first), the lists of this
 * kind and the dashboard counts are out of date.
 */
export function refreshAfterDecision(queryClient: QueryClient, kind: ApplicationKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.kind(kind.id) }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]);
}
