import { useRoutes, type RouteObject } from 'react-router';
import { pageRoutes, type PageRoute } from '@panel/contract/routes';
import { ShellLayout } from './layout/shell-layout';
import { NotFoundPage, pageComponents } from './pages';
import { RequireAccess } from './require-access';
import { RootLayout } from './root-layout';

function toRouteObject(page: PageRoute): RouteObject {
  const Page = pageComponents[page.id];
  return {
    path: page.path,
    element: (
      <RequireAccess access={page.access}>
        <Page />
      </RequireAccess>
    ),
  };
}

/** The router's table, built from the contract's page table. */
export function buildRoutes(): RouteObject[] {
  const pages = pageRoutes as readonly PageRoute[];
  return [
    {
      element: <RootLayout />,
      children: [
        ...pages.filter((page) => !page.shell).map(toRouteObject),
        {
          element: <ShellLayout />,
          children: pages.filter((page) => page.shell).map(toRouteObject),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const routes = buildRoutes();

/** The pages, inside whichever router the caller provides (the browser's, or a test's). */
export function AppRoutes() {
  return useRoutes(routes);
}
