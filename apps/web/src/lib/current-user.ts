import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@panel/contract/api/auth';
import { staleTimes } from '@panel/contract/constants';
import { authRoutes } from '@panel/contract/endpoints/auth-routes';
import type { PermissionKey } from '@panel/contract/permissions';
import { callEndpointUnparsed, type RawAnswer } from './api-client';
import { isApiError } from './api-error';
import { parseCurrentUser } from './current-user-answer';
import { currentUserQueryKey } from './query-keys';

/**
 * The signed-in user of an answer of `/auth/me` (null: nobody signed in), read without zod
 * (`current-user-answer.ts`): the session is known as soon as the answer arrives.
 */
export async function currentUserFrom(answer: Promise<RawAnswer>): Promise<CurrentUser | null> {
  try {
    return parseCurrentUser((await answer).data);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user, or null when nobody is signed in. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  return currentUserFrom(callEndpointUnparsed(authRoutes.me, { signal }));
}

/**
 * The permissions an answer of `/auth/me` claims, read without the schema: enough to decide
 * whether to ask for a page's data early; the page itself waits for the parsed user.
 */
export function claimedPermissions(
  answer: RawAnswer,
): Partial<Record<PermissionKey, boolean>> | null {
  const { data } = answer;
  if (typeof data !== 'object' || data === null || !('permissions' in data)) return null;
  const { permissions } = data;
  return typeof permissions === 'object' && permissions !== null ? permissions : null;
}

/** `answer`: a request already on its way (the first screen's), read by the first fetch only. */
export function currentUserQueryOptions(answer?: Promise<RawAnswer>) {
  let sent = answer;
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => {
      const pending = sent;
      sent = undefined;
      return pending ? currentUserFrom(pending) : getCurrentUser(signal);
    },
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
