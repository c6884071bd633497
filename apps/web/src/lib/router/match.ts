import type { ReactNode } from 'react';

export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch<R> {
  params: Params;
  pathname: string;
  route: R;
}

interface Branch<R> {
  score: number;
  compiled: Compiled;
  /** The routes from the root to the leaf. */
  routes: R[];
}

const paramPattern = /^:[\w-]+$/;

/** React Router's ranking: static segments above dynamic ones, splats last. */
function score(path: string): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0);
  return segments
    .filter((segment) => segment !== '*')
    .reduce(
      (total, segment) => total + (paramPattern.test(segment) ? 3 : segment === '' ? 1 : 10),
      initial,
    );
}

interface Compiled {
  pattern: RegExp;
  names: string[];
}

/** React Router's `compilePath`: case-insensitive, trailing slashes allowed, `*` a splat. */
function compile(path: string): Compiled {
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  return { pattern: new RegExp(source, 'i'), names };
}

function joinPaths(parent: string, child: string): string {
  return `${parent}/${child}`.replace(/\/\/+/g, '/');
}

function flatten<R extends { path?: string; children?: R[] }>(
  routes: readonly R[],
  parents: R[] = [],
  parentPath = '',
  branches: Branch<R>[] = [],
): Branch<R>[] {
  for (const route of routes) {
    const path = joinPaths(parentPath, route.path ?? '');
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, chain, path, branches);
    if (route.path !== undefined) {
      branches.push({ score: score(path), compiled: compile(path), routes: chain });
    }
  }
  return branches;
}

function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

const rankedBranches = new WeakMap<readonly object[], Branch<never>[]>();

/**
 * The routes from the root to the route at `pathname`, best ranked first (React Router's
 * `matchRoutes` for routes without index or optional segments); null when none matches.
 */
export function matchRoutes<R extends { path?: string; children?: R[] }>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R>[] | null {
  let branches = rankedBranches.get(routes) as Branch<R>[] | undefined;
  if (!branches) {
    // A stable sort: equal scores keep the table's order.
    branches = flatten(routes).sort((a, b) => b.score - a.score);
    rankedBranches.set(routes, branches as Branch<never>[]);
  }
  const decoded = decodePath(pathname || '/');
  for (const branch of branches) {
    const { pattern, names } = branch.compiled;
    const found = pattern.exec(decoded);
    if (!found) continue;
    const params: Params = {};
    names.forEach((name, at) => {
      params[name] = (found[at + 1] ?? '').replace(/%2F/g, '/');
    });
    return branch.routes.map((route) => ({ params, pathname: found[0], route }));
  }
  return null;
}
