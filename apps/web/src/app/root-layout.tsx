import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAfterFirstScreen } from '@/lib/after-first-screen';
import { useRouteHandle } from './route-handle';
import { ScrollRestoration } from './scroll-restoration';
import { CornerThemeToggle } from './theme/theme-toggle';

const appName = 'Painel Administrativo';

export function RootLayout({ children }: { children: ReactNode }) {
  const { title } = useRouteHandle();
  const [pathname] = useLocation();
  const firstScreenDone = useAfterFirstScreen();

  // The app's font, once the first screen is drawn and on each page after (app/web-font.ts).
  useEffect(() => {
    if (!firstScreenDone) return;
    import('./web-font')
      .then((font) => font.webFontStep())
      // Without it the system font stays.
      .catch(() => undefined);
  }, [firstScreenDone, pathname]);

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
