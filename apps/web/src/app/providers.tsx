import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider } from './theme/theme-provider';

const ThemedToaster = lazy(async () => ({ default: (await import('./toaster')).ThemedToaster }));

/** Resolves once the page has loaded and the browser has a moment to spare. */
function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}

/**
 * Toasts are not part of the first screen: the toaster (and sonner) load once the page is up.
 * A toast raised before that waits in sonner's store and shows when the toaster mounts.
 */
function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <DeferredToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
