import { useMemo } from 'react';
import { parse } from 'regexparam';
import { matchRoute, useLocation } from 'wouter';
import { pageRoutes, type PageRoute } from '@panel/contract/routes';

export interface RouteHandle {
  title: string;
  page?: PageRoute;
}

const notFound: RouteHandle = { title: 'Página não encontrada' };

/**
 * The page of the contract's table at `pathname`: the first that matches, with the router's own
 * parser (wouter's default), as its `Switch` picks the route.
 */
export function matchPage(pathname: string): PageRoute | null {
  const pages = pageRoutes as readonly PageRoute[];
  return pages.find((page) => matchRoute(parse, page.path, pathname)[0]) ?? null;
}

/** The title and page of the current location (the not-found page outside the table). */
export function useRouteHandle(): RouteHandle {
  const [pathname] = useLocation();
  return useMemo(() => {
    const page = matchPage(pathname);
    return page ? { title: page.title, page } : notFound;
  }, [pathname]);
}
