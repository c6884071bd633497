import { actionIdHeader } from '@panel/contract/api/action-values';
import { totalCappedHeader, totalCountHeader } from '@panel/contract/constants';
import {
  pagedBodyForms,
  readPagedBody,
  type ListPageOf,
} from '@panel/contract/api/paged-list-values';
import { authRoutes } from '@panel/contract/endpoints/auth-routes';
import { systemRoutes } from '@panel/contract/endpoints/system-routes';
import type { Endpoint, EndpointResponse, HttpMethod } from '@panel/contract/endpoints/types';
import { ApiError } from './api-error';
import {
  requestUrl,
  type CallArgs,
  type Callable,
  type Declared,
  type RequestParts,
  type UrlArgs,
} from './endpoint-url';
import { navigateToUrl } from './full-page-navigation';
import { loginHref, twoFactorHref } from './login-href';
import { twoFactorRequiredCode } from '@panel/contract/api/staff-security-values';

export { endpointUrl, type CallInput, type Callable } from './endpoint-url';

/** Calls whose 401 only means "signed out" and must not send anyone to the login page. */
const silentUnauthorizedPaths = new Set<string>([authRoutes.me.path]);

type UnauthorizedHandler = (returnTo: string) => void;

let unauthorizedHandler: UnauthorizedHandler = (returnTo) => {
  navigateToUrl(loginHref(returnTo));
};

/**
 * Lets the app replace the full-page redirect with a router navigation; the returned function
 * puts the previous handler back.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

/** The one JSON reader of answers: an empty or non-JSON body reads as `undefined`. */
function readJson(text: string): unknown {
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

function readTotal(headers: Headers): number | null {
  const header = headers.get(totalCountHeader)?.trim();
  const total = header ? Number(header) : Number.NaN;
  return Number.isSafeInteger(total) && total >= 0 ? total : null;
}

/**
 * The answer as sent: the body, unparsed, and what a paged list's headers say (`Endpoint.paged`):
 * how many match (`X-Total-Count`) and whether the count stopped at its cap (`X-Total-Capped`).
 */
export interface RawAnswer {
  data: unknown;
  total: number | null;
  capped: boolean;
  /** The request's id (`X-Request-Id`): the action a change did, to follow or undo it. */
  actionId: string | null;
}

/**
 * GET answers the first screen started before the code that reads them had arrived, by URL
 * (path and query, as `requestUrl` writes them). The first plain GET of that URL (no headers of
 * its own) takes the answer. One nobody takes is dropped after a while, and all are dropped by
 * any other request (a change), so no later call reads an old answer.
 */
const earlyAnswers = new Map<string, Promise<RawAnswer>>();
const earlyAnswerLifetimeMs = 10_000;

function takeEarlyAnswer(url: string): Promise<RawAnswer> | undefined {
  const answer = earlyAnswers.get(url);
  earlyAnswers.delete(url);
  return answer;
}

/** Drops the early answers nobody took (between tests, which share this module). */
export function forgetEarlyAnswers(): void {
  earlyAnswers.clear();
}

/**
 * Sends `GET url` now, for the next call of the same URL to read (see `earlyAnswers`): the
 * first screen starts a page's data with the session, without waiting for the page's code and
 * the schemas that read the answer. See docs/performance.md#first-screen.
 */
export function startEarlyGet(url: string): void {
  if (earlyAnswers.has(url)) return;
  // Signed out by then: the call that takes the answer sends to the login page.
  const answer = send({ method: 'GET', path: url }, {}, { early: true });
  // A failure is for the call that takes the answer to report.
  answer.catch(() => undefined);
  earlyAnswers.set(url, answer);
  setTimeout(() => {
    if (earlyAnswers.get(url) === answer) earlyAnswers.delete(url);
  }, earlyAnswerLifetimeMs);
}

/**
 * Set from the moment a sign-out starts until the login page shows: a request stops here, so a
 * refetch (a timer, a focus, a mount, a cleared cache's observer) cannot reach the server as the
 * session ends and come back 401. The sign-out itself passes, and so do the requests a
 * signed-out page makes (who is signed in, the community's public settings).
 */
let signingOut = false;
const signedOutPaths = new Set<string>([
  authRoutes.logout.path,
  authRoutes.me.path,
  systemRoutes.publicConfig.path,
]);

/** Holds every other request while the session ends; the returned function lets them go. */
export function holdRequestsForSignOut(): () => void {
  signingOut = true;
  earlyAnswers.clear();
  return () => {
    signingOut = false;
  };
}

function onUnauthorized(path: string): void {
  if (!silentUnauthorizedPaths.has(path)) unauthorizedHandler(currentPath());
}

/**
 * A staff call refused because the panel now requires Discord's two-step authentication
 * (switched on while the page was open): the whole page goes to the screen that says how, which
 * reads the session afresh (docs/decisions/2026-12-05-staff-2fa-and-sessions.md).
 */
function onRefused(status: number, payload: unknown): void {
  const code =
    typeof payload === 'object' && payload !== null && 'code' in payload ? payload.code : null;
  if (status === 403 && code === twoFactorRequiredCode) {
    navigateToUrl(twoFactorHref(currentPath()));
  }
}

async function send(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  input: RequestParts = {},
  { early = false } = {},
): Promise<RawAnswer> {
  const { body, signal } = input;
  if (signingOut && !signedOutPaths.has(endpoint.path)) {
    throw new DOMException('A sessão está sendo encerrada.', 'AbortError');
  }
  if (endpoint.method !== 'GET') earlyAnswers.clear();
  else if (!early && body === undefined && input.headers === undefined) {
    const answer = takeEarlyAnswer(requestUrl(endpoint.path, input));
    if (answer) {
      return answer.catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) onUnauthorized(endpoint.path);
        throw error;
      });
    }
  }
  const headers: Record<string, string> = { ...input.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    const url = new URL(requestUrl(endpoint.path, input), window.location.origin);
    response = await fetch(url, {
      method: endpoint.method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw ApiError.network();
  }

  const payload = readJson(await response.text());
  if (!response.ok) {
    if (response.status === 401 && !early) onUnauthorized(endpoint.path);
    if (!early) onRefused(response.status, payload);
    throw ApiError.fromBody(response.status, payload);
  }
  return {
    data: payload,
    total: readTotal(response.headers),
    capped: response.headers.get(totalCappedHeader) === 'true',
    actionId: response.headers.get(actionIdHeader),
  };
}

function parseAnswer<E extends Endpoint>(endpoint: E, data: unknown): EndpointResponse<E> {
  return (endpoint.response ? endpoint.response.parse(data) : undefined) as EndpointResponse<E>;
}

/**
 * Calls an endpoint of the contract with the session cookie: `:param` segments filled in,
 * JSON in and out, the answer parsed with the endpoint's response schema, typed errors.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const { data } = await send(endpoint, input);
  return parseAnswer(endpoint, data);
}

/**
 * The one reader of a paged list (`Endpoint.paged`): its page as the server's handler answered
 * it (`ListPage`: rows, extra fields), the count read from the headers for every list alike
 * (`X-Total-Count`, `X-Total-Capped`). Without the header, what is known for sure: the body's
 * own `total`, else the rows up to this page.
 */
export async function callEndpointPage<E extends Endpoint & { paged: true }>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<ListPageOf<EndpointResponse<E>>> {
  const form = endpoint.response && pagedBodyForms.get(endpoint.response);
  if (!form) throw new Error(`${endpoint.path}: a paged answer is declared with pagedListSchema`);
  const answer = await send(endpoint, input);
  const body = parseAnswer(endpoint, answer.data);
  const page = readPagedBody(form, body, { total: 0, capped: answer.capped });
  page.total = answer.total ?? bodyTotal(body) ?? rowsUpTo(input, page.items.length);
  return page as ListPageOf<EndpointResponse<E>>;
}

function bodyTotal(body: unknown): number | null {
  const total: unknown = body && typeof body === 'object' ? Reflect.get(body, 'total') : null;
  return typeof total === 'number' ? total : null;
}

function rowsUpTo(input: RequestParts | undefined, rows: number): number {
  const query = (input?.query ?? {}) as { page?: number; limit?: number };
  return query.page && query.limit ? (query.page - 1) * query.limit + rows : rows;
}

/**
 * Like `callEndpoint`, for callers that read the answer leniently or not at all; also through
 * the endpoint's zod-free route (`endpoints/*-routes.ts` of the contract).
 */
export function callEndpointUnparsed<R extends Callable>(
  endpoint: R,
  ...[input]: CallArgs<Declared<R>>
): Promise<RawAnswer> {
  return send(endpoint, input);
}

/**
 * For the first screen: calls the zod-free declaration of an endpoint (`*-routes.ts` of the
 * contract) while `load` brings the endpoint with its schemas, then parses the answer. Zod
 * stays out of the first download and loads while the request is in flight.
 */
export async function callEndpointLazily<E extends Endpoint>(
  route: NoInfer<Pick<E, 'method' | 'path'>>,
  load: () => Promise<E>,
  ...[input]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const [endpoint, { data }] = await Promise.all([load(), send(route, input)]);
  return parseAnswer(endpoint, data);
}

export interface UploadOptions {
  /** Share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('O envio foi cancelado.', 'AbortError');
}

/**
 * Sends a multipart form with the session cookie and resolves with the JSON answer, unparsed.
 * `fetch` cannot report how much of a body was sent, so this uses XMLHttpRequest; the answer
 * is read and refused as every call's is (`ApiError`, 401 → login), an `AbortError` when
 * `signal` aborts.
 */
function sendForm(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  url: string,
  form: FormData,
  { onProgress, signal }: UploadOptions,
): Promise<RawAnswer> {
  earlyAnswers.clear();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', abort);

    request.open(endpoint.method satisfies HttpMethod, new URL(url, window.location.origin));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      settle();
      const payload = readJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        const actionId = request.getResponseHeader(actionIdHeader);
        resolve({ data: payload, total: null, capped: false, actionId });
      } else {
        if (request.status === 401) onUnauthorized(endpoint.path);
        onRefused(request.status, payload);
        reject(ApiError.fromBody(request.status, payload));
      }
    });
    request.addEventListener('error', () => {
      settle();
      reject(ApiError.network());
    });
    request.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    signal?.addEventListener('abort', abort, { once: true });
    // The browser writes the multipart boundary into Content-Type itself.
    request.send(form);
  });
}

/**
 * Calls a multipart endpoint (`Endpoint.form`) with `form`, reporting how much was sent; the
 * answer is parsed with the endpoint's response schema.
 */
export async function callEndpointWithForm<E extends Endpoint & { form: object }>(
  endpoint: E,
  form: FormData,
  options: UploadOptions = {},
  ...[input]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const answer = await sendForm(endpoint, requestUrl(endpoint.path, input), form, options);
  return parseAnswer(endpoint, answer.data);
}

/**
 * Like `callEndpointWithForm`, with the answer as sent: the body unparsed and the action the
 * request did (`RawAnswer.actionId`), for a change that can be undone.
 */
export function callEndpointWithFormUnparsed<E extends Endpoint & { form: object }>(
  endpoint: E,
  form: FormData,
  options: UploadOptions = {},
  ...[input]: CallArgs<E>
): Promise<RawAnswer> {
  return sendForm(endpoint, requestUrl(endpoint.path, input), form, options);
}

/** The API's event stream, as the browser's `EventSource` gives it. */
export type EventStream = EventSource;

/**
 * Opens the API's event stream (`GET /api/events`, server-sent events) with the session
 * cookie; `null` where the browser has no `EventSource`.
 */
export function openEventStream<R extends Callable>(
  route: R,
  ...[input]: UrlArgs<Declared<R>>
): EventStream | null {
  if (typeof EventSource === 'undefined') return null;
  return new EventSource(requestUrl(route.path, input), { withCredentials: true });
}

/** Whether the stream gave up for good (refused), rather than reconnecting by itself. */
export function isEventStreamClosed(stream: EventStream): boolean {
  return stream.readyState === EventSource.CLOSED;
}
