import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useToastRequested } from '@/lib/toast';
import { ThemeProvider } from './theme/theme-provider';

const ThemedToaster = lazy(async () => ({ default: (await import('./toaster')).ThemedToaster }));

/**
 * Toasts are not part of any page: the toaster (and sonner) load with the first toast, which
 * waits in sonner's store and shows when the toaster mounts (lib/toast.ts).
 */
function DeferredToaster() {
  const ready = useToastRequested();
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
