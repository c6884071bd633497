import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { loginHref } from '@/lib/login-href';
import { useRouteHandle } from '../route-handle';

// The shell (menus, tooltips, sheets) loads only for signed-in pages, not for the landing page.
const AppShell = lazy(async () => ({ default: (await import('./app-shell')).AppShell }));

/** Shell pages need a signed-in user; each page's own guard then checks its permission. */
export function ShellLayout() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const title = useRouteHandle()?.title ?? '';

  if (isLoading) return <FullPageSpinner label="Carregando sua sessão..." />;
  if (!user) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginHref(here)} replace />;
  }
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
          <Outlet />
        </Suspense>
      </AppShell>
    </Suspense>
  );
}
