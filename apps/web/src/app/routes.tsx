import type { RouteObject } from 'react-router';
import { pageRoutes, type PageRoute } from '@panel/contract/routes';
import { ShellLayout } from './layout/shell-layout';
import { NotFoundPage, pageComponents } from './pages';
import { RequireAccess } from './require-access';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';

function toRouteObject(page: PageRoute): RouteObject {
  const Page = pageComponents[page.id];
  const handle: RouteHandle = { title: page.title, page };
  return {
    path: page.path,
    handle,
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
  const notFoundHandle: RouteHandle = { title: 'Página não encontrada' };
  return [
    {
      element: <RootLayout />,
      children: [
        ...pages.filter((page) => !page.shell).map(toRouteObject),
        {
          element: <ShellLayout />,
          children: pages.filter((page) => page.shell).map(toRouteObject),
        },
        { path: '*', handle: notFoundHandle, element: <NotFoundPage /> },
      ],
    },
  ];
}
