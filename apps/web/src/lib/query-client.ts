import { QueryClient } from '@tanstack/react-query';
import { staleTimes } from '@panel/contract/constants';
import { isApiError } from './api-error';

/** A 4xx answer will not change by asking again; anything else is retried once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Lists are the common case (spec: 5 minutes); statuses and the audit log set their own.
        staleTime: staleTimes.list,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
