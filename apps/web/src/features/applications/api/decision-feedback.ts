import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationKind } from '../application-kinds';
import { applicationKeys, dashboardQueryKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/**
 * After any decision, also a refused one (someone else decided first), the lists of this
 * kind, the members' histories and the dashboard counts are out of date.
 */
export function refreshAfterDecision(queryClient: QueryClient, kind: ApplicationKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.kind(kind.id) }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]);
}

/**
 * A rejection done: never the green success icon. Insertions keep the spec's destructive
 * style; allowlists a neutral toast.
 */
export function notifyRejected(kind: ApplicationKind, title: string, description: string) {
  if (kind.texts.rejected.destructive) toast.error(title, { description });
  else toast.message(title, { description });
}
