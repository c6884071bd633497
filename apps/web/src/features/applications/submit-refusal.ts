import { isApiError } from '@/lib/api-error';

/** The spec's message when sending an application fails for no reason the server gave. */
export const submitFailedMessage =
  'Ocorreu um erro ao enviar sua solicitação. Por favor, tente novamente.';

/**
 * The server's reason for refusing an application (a request already pending, an approved
 * whitelist, the cooldown after a rejection, closed sign-ups...): it says which, so it is shown
 * instead of the spec's generic message. `null` for failures without one (network, 5xx).
 */
export function submitRefusal(error: unknown): string | null {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : null;
}
