import { toast } from '@/lib/toast';
import { isApiError } from './api-error';

/**
 * The server's message when it refused for a reason the person can act on, or when a service
 * it waited for did not answer (`unavailable`); not for crashes.
 */
export function refusalReason(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const refused = error.status >= 400 && error.status < 500 && error.status !== 401;
  return refused || error.code === 'unavailable' ? error.message : undefined;
}

/** A failed action: the spec's title, and the server's own reason underneath when it has one. */
export function notifyError(title: string, error: unknown): void {
  const reason = refusalReason(error);
  toast.error(title, reason ? { description: reason } : undefined);
}

/**
 * The spec's "Erro - ..." toast. When the server refused for a reason the person can act on
 * (already decided by someone else: 409; no longer there: 404; not allowed: 403) its
 * Portuguese message replaces the generic description.
 */
export function notifyActionError(description: string, error: unknown): void {
  toast.error('Erro', { description: refusalReason(error) ?? description });
}

/** A refusal that no retry will change: the item is no longer pending, or no longer there. */
export function isSettledElsewhere(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.status === 404);
}
