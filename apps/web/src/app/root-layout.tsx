import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useRouteHandle } from './route-handle';
import { ScrollRestoration } from './scroll-restoration';
import { CornerThemeToggle } from './theme/theme-toggle';
import { useWebFont } from './web-font';

const appName = 'Painel Administrativo';

export function RootLayout({ children }: { children: ReactNode }) {
  const { title } = useRouteHandle();
  const [pathname] = useLocation();
  useWebFont(pathname);

  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title]);

  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
      <CornerThemeToggle />
      <ScrollRestoration />
    </>
  );
}
