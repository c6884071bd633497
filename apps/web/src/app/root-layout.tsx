import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useRouteHandle } from './route-handle';
import { ScrollRestoration } from './scroll-restoration';
import { ThemeToggle } from './theme/theme-toggle';

const appName = 'Painel Administrativo';

export function RootLayout() {
  const { title } = useRouteHandle();

  useEffect(() => {
    document.title = `${title} · ${appName}`;
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
