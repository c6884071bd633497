import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { pageRoutes, type PageRoute } from '@panel/contract/routes';
import { ShellLayout, statusPages } from './layout/shell-layout';
import { NotFoundPage, pageComponents } from './pages';
import { RequireAccess } from './require-access';
import { RootLayout } from './root-layout';

interface AppRoute {
  path: string;
  /** Routes with the same key keep their common parts (the shell) from page to page. */
  key: string;
  element: ReactNode;
}

function guarded(page: PageRoute): ReactNode {
  const Page = pageComponents[page.id];
  return (
    <RequireAccess access={page.access}>
      <Page />
    </RequireAccess>
  );
}

/** The router's table, built from the contract's page table, in its order (first match wins). */
export function buildRoutes(): AppRoute[] {
  return (pageRoutes as readonly PageRoute[]).map((page) => {
    if (page.shell) {
      return { path: page.path, key: 'shell', element: <ShellLayout>{guarded(page)}</ShellLayout> };
    }
    if (statusPages.has(page.id)) {
      return {
        path: page.path,
        key: 'shell',
        element: <ShellLayout guests="public">{guarded(page)}</ShellLayout>,
      };
    }
    return { path: page.path, key: page.id, element: guarded(page) };
  });
}

const routes = buildRoutes();

/** The pages, inside whichever router the caller provides (the browser's, or a test's). */
export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        {routes.map(({ path, key, element }) => (
          <Route key={key} path={path}>
            {element}
          </Route>
        ))}
        <Route key="shell">
          <ShellLayout guests="public">
            <NotFoundPage />
          </ShellLayout>
        </Route>
      </Switch>
    </RootLayout>
  );
}
