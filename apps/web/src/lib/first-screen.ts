import type { QueryClient } from '@tanstack/react-query';
import type { PermissionKey } from '@panel/contract/permissions';
import type { PageId } from '@panel/contract/routes';

/** The permissions the session claims; `null` on a public page, where none are asked for. */
export type ClaimedPermissions = Partial<Record<PermissionKey, boolean>> | null;

/**
 * What a page draws first, started before the page's code has arrived: each feature declares
 * its pages' in its `first-screen.ts` (`firstScreens`), app/pages.ts gathers them and
 * app/first-screen.ts starts them. See docs/performance.md#first-screen.
 */
export interface FirstScreen {
  /**
   * Prefetches the page's first queries with the same options (key included) as the page's
   * own, so the page finds them in the cache or in flight. Called only when the session opens
   * the page. At the page's plain address its first query's answer is already on the way: the
   * contract's `firstRequest` of the page leaves before this code is loaded.
   */
  prefetch?: (
    queryClient: QueryClient,
    search: URLSearchParams,
    permissions: ClaimedPermissions,
  ) => Promise<unknown>;
  /** Code besides the page's own that its first screen needs when its address asks for it. */
  preload?: (search: URLSearchParams) => Promise<unknown> | null;
}

/** A feature's first screens, by page; its `first-screen.ts` exports them as `firstScreens`. */
export type FirstScreens = Partial<Record<PageId, FirstScreen>>;
