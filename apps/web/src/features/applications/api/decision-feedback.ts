import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-error';
import type { ApplicationKind } from '../application-kinds';
import { applicationKeys, dashboardQueryKey } from './keys';

/**
 * The spec's "Erro" toast. When the server refused for a reason the person can act on
 * (already decided by someone else: 409; no longer there: 404; not allowed: 403) its
 * Portuguese message replaces the generic description.
 */
export function notifyDecisionError(description: string, error: unknown): void {
  const refused =
    isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
  toast.error('Erro', { description: refused ? error.message : description });
}

/** A refusal that no retry will change: the entry is no longer pending. */
export function isSettledElsewhere(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.status === 404);
}

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
