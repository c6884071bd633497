import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';

/** Where the app is, as the tests read it: the current entry's path and query string. */
export interface TestLocation {
  pathname: string;
  /** `?a=b`, or '' */
  search: string;
}

/** What the tests read of the router: the current location, as the app last navigated. */
export interface TestRouter {
  readonly state: { readonly location: TestLocation };
}

/** Renders the whole app (real routes, guards and providers) at `path`. */
export function renderApp(path: string, { queryClient = createQueryClient() } = {}) {
  const memory = memoryLocation({ path, record: true });
  const router: TestRouter = {
    state: {
      get location() {
        const url = new URL(memory.history.at(-1) ?? path, 'http://localhost');
        return { pathname: url.pathname, search: url.search };
      },
    },
  };
  const result = render(
    <AppProviders queryClient={queryClient}>
      <Router hook={memory.hook}>
        <AppRoutes />
      </Router>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
