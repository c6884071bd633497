import { Suspense, type ReactNode } from 'react';
import type { PageId } from '@panel/contract/routes';
import { Redirect } from 'wouter';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { useCurrentPath, useHash } from '@/lib/history-entry';
import { loginHref } from '@/lib/login-href';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useRouteHandle } from '../route-handle';
import { preloadStaffNavigation } from './staff-navigation';

// The shell (sidebar, bars, user menu) loads only for signed-in pages, not for the landing
// page; the first screen starts the download before the session is known.
const appShell = preloadableLazy(async () => (await import('./app-shell')).AppShell);
export const preloadAppShell = appShell.preload;
const AppShell = appShell.Component;
// The public frame (the site's header) is for visitors on a status page: it stays out of the
// entry, which every first visit downloads (docs/performance.md#small-entry).
const publicFrame = preloadableLazy(async () => (await import('./public-frame')).PublicFrame);
export const preloadPublicFrame = publicFrame.preload;
const PublicFrame = publicFrame.Component;

/**
 * Pages that tell someone why they cannot go on (and the 404): in the shell for a signed-in
 * person (the menu, the theme and the sign-out stay at hand), in the public frame otherwise.
 */
export const statusPages: ReadonlySet<PageId> = new Set(['accessDenied', 'blocked']);

function Framed({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <PublicFrame>{children}</PublicFrame>
    </Suspense>
  );
}

interface ShellLayoutProps {
  children: ReactNode;
  /**
   * `sign-in` (panel pages): a visitor who is not signed in goes to the login page.
   * `public`: the page shows to anyone, in the public frame until someone signed in is known,
   * then in the shell, so a signed-in person keeps the menu, the theme and the sign-out.
   */
  guests?: 'sign-in' | 'public';
}

/** Shell pages need a signed-in user; each page's own guard then checks its permission. */
export function ShellLayout({ children, guests = 'sign-in' }: ShellLayoutProps) {
  const { user, isLoading } = useCurrentUser();
  const here = `${useCurrentPath()}${useHash()}`;
  const { title } = useRouteHandle();

  if (!user && guests === 'public') {
    if (isLoading) void preloadAppShell();
    return <Framed>{children}</Framed>;
  }
  if (isLoading) return <FullPageSpinner label="Carregando sua sessão..." />;
  if (!user) {
    return <Redirect to={loginHref(here)} replace />;
  }
  // Downloads the staff's menu beside the shell rather than after it.
  void preloadStaffNavigation(user.permissions);
  return (
    <Suspense fallback={guests === 'public' ? <Framed>{children}</Framed> : <FullPageSpinner />}>
      <AppShell user={user} title={title}>
        <Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          }
        >
          {children}
        </Suspense>
      </AppShell>
    </Suspense>
  );
}
