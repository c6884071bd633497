import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { keyedNavigation } from '@/lib/history-entry';
import { currentUserQueryKey } from '@/lib/query-keys';
import { loginHref } from '@/lib/login-href';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export function createApp(): { queryClient: QueryClient } {
  return { queryClient: createQueryClient() };
}

/** An expired session during any call: forget the user and go sign in again. */
function SignInAgainOnExpiry() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useEffect(
    () =>
      setUnauthorizedHandler((returnTo) => {
        queryClient.setQueryData(currentUserQueryKey, null);
        navigate(loginHref(returnTo), { replace: true });
      }),
    [queryClient, navigate],
  );
  return null;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      {/* The browser's history; a navigation (the logout's above all) shows at once. */}
      <Router aroundNav={keyedNavigation}>
        <SignInAgainOnExpiry />
        <AppRoutes />
      </Router>
    </AppProviders>
  );
}
