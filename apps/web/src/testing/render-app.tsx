import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';

/** What the tests read of the router: the current location, as the app last rendered it. */
export interface TestRouter {
  state: { location: Location };
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onLocation(location), [onLocation, location]);
  return null;
}

/** Renders the whole app (real routes, guards and providers) at `path`. */
export function renderApp(path: string, { queryClient = createQueryClient() } = {}) {
  const url = new URL(path, 'http://localhost');
  const router: TestRouter = {
    state: {
      location: {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        state: null,
        key: '',
      },
    },
  };
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe
          onLocation={(location) => {
            router.state.location = location;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
