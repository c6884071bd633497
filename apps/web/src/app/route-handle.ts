import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { pageRoutes, type PageRoute } from '@panel/contract/routes';

export interface RouteHandle {
  title: string;
  page?: PageRoute;
}

const table = (pageRoutes as readonly PageRoute[]).map((page) => ({ path: page.path, page }));
const notFound: RouteHandle = { title: 'Página não encontrada' };

/** The page of the contract's table at `pathname`, ranked as the router ranks routes. */
export function matchPage(pathname: string): PageRoute | null {
  return matchRoutes(table, pathname)?.[0]?.route.page ?? null;
}

/** The title and page of the current location (the not-found page outside the table). */
export function useRouteHandle(): RouteHandle {
  const { pathname } = useLocation();
  return useMemo(() => {
    const page = matchPage(pathname);
    return page ? { title: page.title, page } : notFound;
  }, [pathname]);
}
