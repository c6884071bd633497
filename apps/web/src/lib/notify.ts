import { toast } from 'sonner';
import { isApiError } from './api-error';

/**
 * A failed action: the spec's title, and the server's own reason underneath when it is
 * one the person can act on (a refused or conflicting change), not for crashes.
 */
export function notifyError(title: string, error: unknown): void {
  const reason =
    isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
      ? error.message
      : undefined;
  toast.error(title, reason ? { description: reason } : undefined);
}
