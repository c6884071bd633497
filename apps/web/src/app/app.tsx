import type { QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/query-keys';
import { loginHref } from '@/lib/login-href';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { buildRoutes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createApp(): { queryClient: QueryClient; router: AppRouter } {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(buildRoutes());
  // An expired session during any call: forget the user and go sign in again.
  setUnauthorizedHandler((returnTo) => {
    queryClient.setQueryData(currentUserQueryKey, null);
    void router.navigate(loginHref(returnTo), { replace: true });
  });
  return { queryClient, router };
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider
        router={router}
        flushSync={(update) => {
          flushSync(update);
        }}
      />
    </AppProviders>
  );
}
