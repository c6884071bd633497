import { ApiError } from './api-error';
import { apiPaths } from './api-paths';
import { navigateToUrl } from './full-page-navigation';
import { loginHref } from './login-href';

/** Calls whose 401 only means "signed out" and must not send anyone to the login page. */
const silentUnauthorizedPaths = new Set<string>([apiPaths.me]);

type UnauthorizedHandler = (returnTo: string) => void;

let unauthorizedHandler: UnauthorizedHandler = (returnTo) => {
  navigateToUrl(loginHref(returnTo));
};

/** Lets the app replace the full-page redirect with a router navigation. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Checks the answer; without it the answer is returned as is. */
  schema?: { parse: (data: unknown) => T };
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): URL {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** fetch with the session cookie, JSON in and out, and typed errors; the headers too. */
export async function apiRequestWithHeaders<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, query, schema, signal } = options;
  const isFormData = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw ApiError.network();
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && !silentUnauthorizedPaths.has(path)) {
      unauthorizedHandler(currentPath());
    }
    throw ApiError.fromBody(response.status, payload);
  }
  return { data: schema ? schema.parse(payload) : (payload as T), headers: response.headers };
}

/** fetch with the session cookie, JSON in and out, and typed errors. */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  return (await apiRequestWithHeaders(path, options)).data;
}

/** A page of a server-paginated list: the body and the `X-Total-Count` header. */
export async function apiGetPage<T>(
  path: string,
  options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
): Promise<{ data: T; total: number | null }> {
  const { data, headers } = await apiRequestWithHeaders(path, { ...options, method: 'GET' });
  const header = headers.get('x-total-count')?.trim();
  const total = header ? Number(header) : Number.NaN;
  return { data, total: Number.isSafeInteger(total) && total >= 0 ? total : null };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
