import type { QueryClient } from '@tanstack/react-query';
import { canAccess } from '@panel/contract/routes';
import { authRoutes } from '@panel/contract/endpoints/auth-routes';
import { callEndpointUnparsed, startEarlyGet } from '@/lib/api-client';
import { claimedPermissions, currentUserQueryOptions } from '@/lib/current-user';
import type { ClaimedPermissions } from '@/lib/first-screen';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { preloadAppShell, preloadPublicFrame, statusPages } from './layout/shell-layout';
import { preloadStaffNavigation } from './layout/staff-navigation';
import { firstScreenOf, preloadPage } from './pages';
import { matchPage } from './route-handle';

/**
 * Starts, before React renders, everything the first screen would otherwise ask for one after
 * the other: the page's code (and the shell's), the session, the public settings and the
 * page's first query. A guarded page's query waits for the session only, never for the code,
 * and is not sent when the session does not allow the page (no 401 to recover from). Resolves
 * once the page's code (and the shell's) is there, so the first render draws the page.
 * See docs/performance.md#first-screen.
 */
export function startFirstScreen(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  const page = matchPage(pathname);
  const firstScreen = page ? firstScreenOf(page.id) : undefined;
  const code = Promise.all([
    preloadPage(page?.id ?? null),
    page?.shell ? preloadAppShell() : null,
    // A status page (or the 404) shows in the public frame until a session is known.
    !page || statusPages.has(page.id) ? preloadPublicFrame() : null,
    firstScreen?.preload?.(new URLSearchParams(search)),
  ]);

  const me = callEndpointUnparsed(authRoutes.me);
  // A failure is the guard's to show, from the query.
  me.catch(() => undefined);
  // Inside the shell, the staff's menu loads beside the session, which counts as known once the
  // menu can draw: the shell shows whole, with no menu appearing after it.
  const session = page?.shell
    ? me.then(async (answer) => {
        await preloadStaffNavigation(claimedPermissions(answer)).catch(() => undefined);
        return answer;
      })
    : me;
  void queryClient.prefetchQuery(currentUserQueryOptions(session));
  void queryClient.prefetchQuery(publicConfigQueryOptions());

  const prefetch = firstScreen?.prefetch;
  // The permissions the session claims, or false when the page's query is not to be sent.
  const allowed: Promise<ClaimedPermissions | false> =
    !page || !prefetch
      ? Promise.resolve(false)
      : page.access === 'public'
        ? Promise.resolve(null)
        : me.then((answer) => {
            const permissions = claimedPermissions(answer);
            return canAccess(page.access, permissions) ? permissions : false;
          });
  allowed
    .then((permissions) => {
      if (permissions === false || !prefetch) return undefined;
      // At its plain address, the page's first request leaves now, before the page's code and
      // the schemas that read its answer; the query takes the answer (`startEarlyGet`).
      if (!search && page?.firstRequest) startEarlyGet(page.firstRequest);
      return prefetch(queryClient, new URLSearchParams(search), permissions);
    })
    // The page asks again on its own and shows the failure as it always does.
    .catch(() => undefined);
  // A failed download is the router's to retry and report.
  return code.then(
    () => undefined,
    () => undefined,
  );
}
