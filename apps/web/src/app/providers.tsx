import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAfterFirstScreen } from '@/lib/after-first-screen';
import { ThemeProvider } from './theme/theme-provider';

const ThemedToaster = lazy(async () => ({ default: (await import('./toaster')).ThemedToaster }));

/**
 * Toasts are not part of the first screen: the toaster (and sonner) load once the page is up.
 * A toast raised before that waits in sonner's store and shows when the toaster mounts.
 */
function DeferredToaster() {
  const ready = useAfterFirstScreen();
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
