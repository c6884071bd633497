import type { QueryClient } from '@tanstack/react-query';
import type { PermissionKey } from '@panel/contract/permissions';
import { canAccess, type PageId } from '@panel/contract/routes';
import { authRoutes } from '@panel/contract/endpoints/auth-routes';
import { callEndpointUnparsed, startEarlyGet } from '@/lib/api-client';
import { claimedPermissions, currentUserQueryOptions } from '@/lib/current-user';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { preloadAppShell, preloadPublicFrame, statusPages } from './layout/shell-layout';
import { preloadStaffNavigation } from './layout/staff-navigation';
import { preloadPage } from './pages';
import { matchPage } from './route-handle';

type Permissions = Partial<Record<PermissionKey, boolean>> | null;
type Prefetch = (
  queryClient: QueryClient,
  search: URLSearchParams,
  permissions: Permissions,
) => Promise<void>;

async function prefetchReviewList(
  queryClient: QueryClient,
  kindId: 'allowlists' | 'insertions',
  search: URLSearchParams,
  permissions: Permissions,
): Promise<void> {
  // The open entry's answers are shown under the form's questions: asked for with the list,
  // before the code (the query below takes the answer), not once the list has drawn.
  const questions = permissions?.view_allowlists_questions === true;
  if (questions) {
    startEarlyGet(
      `/api/whitelist-questions?formType=${kindId === 'allowlists' ? 'whitelist' : 'insertion'}`,
    );
  }
  const [
    { applicationsQueryOptions },
    kinds,
    { parseApplicationFilters },
    { questionsQueryOptions },
  ] = await Promise.all([
    import('@/features/applications/api/get-applications'),
    import('@/features/applications/application-kinds'),
    import('@/features/applications/use-application-filters'),
    import('@/features/applications/api/get-questions'),
  ]);
  const kind = kindId === 'allowlists' ? kinds.allowlistKind : kinds.insertionKind;
  await Promise.all([
    queryClient.prefetchQuery(applicationsQueryOptions(kind, parseApplicationFilters(search))),
    questions ? queryClient.prefetchQuery(questionsQueryOptions(kind.formType)) : null,
  ]);
}

async function prefetchPublicForm(
  queryClient: QueryClient,
  formType: 'whitelist' | 'insertion',
): Promise<void> {
  const { publicFormQueryOptions } = await import('@/features/applications/api/get-public-form');
  await queryClient.prefetchQuery(publicFormQueryOptions(formType));
}

/**
 * The query a page shows first, with the same options (key included) as the page's own, so
 * the page finds it in the cache or in flight instead of asking again.
 */
const firstQueries: Partial<Record<PageId, Prefetch>> = {
  dashboard: async (queryClient) => {
    const { getDashboardQueryOptions } = await import('@/features/dashboard/api/get-dashboard');
    await queryClient.prefetchQuery(getDashboardQueryOptions());
  },
  allowlists: (queryClient, search, permissions) =>
    prefetchReviewList(queryClient, 'allowlists', search, permissions),
  insertions: (queryClient, search, permissions) =>
    prefetchReviewList(queryClient, 'insertions', search, permissions),
  whitelist: (queryClient) => prefetchPublicForm(queryClient, 'whitelist'),
  insertionForm: (queryClient) => prefetchPublicForm(queryClient, 'insertion'),
};

/**
 * Code a page's first screen needs besides the page's own, when its address asks for it: a
 * restored whitelist draft (`?retomar`) opens on the questions, which otherwise load later.
 */
const firstCode: Partial<Record<PageId, (search: URLSearchParams) => Promise<unknown> | null>> = {
  whitelist: (search) =>
    search.has('retomar')
      ? import('@/features/applications/whitelist-page').then((page) =>
          page.preloadWhitelistQuestions(),
        )
      : null,
};

/**
 * Starts, before React renders, everything the first screen would otherwise ask for one after
 * the other: the page's code (and the shell's), the session, the public settings and the
 * page's first query. A guarded page's query waits for the session only, never for the code,
 * and is not sent when the session does not allow the page (no 401 to recover from). Resolves
 * once the page's code (and the shell's) is there, so the first render draws the page.
 * See docs/decisions/2026-11-24-first-screen.md.
 */
export function startFirstScreen(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  const page = matchPage(pathname);
  const code = Promise.all([
    preloadPage(page?.id ?? null),
    page?.shell ? preloadAppShell() : null,
    // A status page (or the 404) shows in the public frame until a session is known.
    !page || statusPages.has(page.id) ? preloadPublicFrame() : null,
    page ? firstCode[page.id]?.(new URLSearchParams(search)) : null,
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

  const prefetch = page ? firstQueries[page.id] : undefined;
  // The permissions the session claims, or false when the page's query is not to be sent.
  const allowed: Promise<Permissions | false> =
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
