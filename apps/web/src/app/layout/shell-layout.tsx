import { Suspense, type ReactNode } from 'react';
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

/** Shell pages need a signed-in user; each page's own guard then checks its permission. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const here = `${useCurrentPath()}${useHash()}`;
  const { title } = useRouteHandle();

  if (isLoading) return <FullPageSpinner label="Carregando sua sessão..." />;
  if (!user) {
    return <Redirect to={loginHref(here)} replace />;
  }
  // Downloads the staff's menu beside the shell rather than after it.
  void preloadStaffNavigation(user.permissions);
  return (
    <Suspense fallback={<FullPageSpinner />}>
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
