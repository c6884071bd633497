import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useRouteHandle } from './route-handle';
import { ThemeToggle } from './theme/theme-toggle';

const appName = 'Painel Administrativo';

export function RootLayout() {
  const handle = useRouteHandle();
  const title = handle?.title;

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title]);

  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <ThemeToggle />
      <ScrollRestoration />
    </>
  );
}
