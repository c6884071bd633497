/**
 * The part of React Router's API the app uses (declarative routes, links, search params), in
 * a few kB instead of React Router's 13 kB gzip, which does not tree-shake: the build and the
 * type checker resolve `react-router` here (vite.config.ts, vitest.config.ts, tsconfig.json).
 * See docs/decisions/2026-11-24-first-screen.md.
 */
export { NavigationType, type Location, type NavigateOptions, type Path, type To } from './history';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './link';
export { matchRoutes, type Params, type RouteMatch, type RouteObject } from './match';
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type NavigateFunction,
  type URLSearchParamsInit,
} from './router';
