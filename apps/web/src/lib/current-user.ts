import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@panel/contract/api/auth';
import { staleTimes } from '@panel/contract/constants';
import { authRoutes } from '@panel/contract/endpoints/auth-routes';
import { callEndpointLazily } from './api-client';
import { isApiError } from './api-error';
import { currentUserQueryKey } from './query-keys';

/** The signed-in user, or null when nobody is signed in. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await callEndpointLazily(
      authRoutes.me,
      async () => (await import('@panel/contract/endpoints/auth')).authEndpoints.me,
      { signal },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: staleTimes.status,
  });
}

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True only until the first answer (or failure) arrives. */
  isLoading: boolean;
}

/** A failed read leaves the user null, with no message (docs/decisions/2026-11-23-client-cache-and-texts.md). */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery(currentUserQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending };
}
