import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  resolveTo,
  type History,
  type Location,
  type NavigationType,
  type NavigateOptions,
  type To,
  type Update,
} from './history';
import { matchRoutes, type Params, type RouteObject } from './match';

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

interface RouterState extends Update {
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);

interface RouteState {
  outlet: ReactNode;
  params: Params;
}

const RouteContext = createContext<RouteState>({ outlet: null, params: {} });

function useRouter(hook: string): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} must be used inside a router`);
  return router;
}

/**
 * Holds the current entry of `history`. Every navigation renders at once, outside any
 * transition, as React Router's routers do with `useTransitions={false}`.
 */
function Router({ history, children }: { history: History; children: ReactNode }) {
  const [update, setUpdate] = useState<Update>(history.initial);
  useLayoutEffect(() => history.listen(setUpdate), [history]);

  const navigate = useCallback<NavigateFunction>(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = resolveTo(to, history.pathname());
      const state = options.state ?? null;
      setUpdate(history.navigate(path, { replace: options.replace ?? false, state }));
    },
    [history],
  );

  const value = useMemo(() => ({ ...update, navigate }), [update, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The app's router, on the browser's history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router on entries kept in memory, for tests. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

export function useNavigationType(): NavigationType {
  return useRouter('useNavigationType').action;
}

export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate').navigate;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** Where a nested route draws its child. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** The elements of the routes at the current location, each drawing the next in its `Outlet`. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext.Provider value={{ outlet, params }}>
        {route.element ?? outlet}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Navigates once rendered (in an effect, as React Router's declarative `Navigate`). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

export type URLSearchParamsInit = string | URLSearchParams | Record<string, string>;

type SetSearchParams = (
  next: URLSearchParamsInit | ((previous: URLSearchParams) => URLSearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query string of the current location, and a setter that navigates to a new one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useRouter('useSearchParams');
  const { search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
