import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authRoutes } from '@panel/contract/endpoints/auth-routes';
import { systemRoutes } from '@panel/contract/endpoints/system-routes';
import { pageRoutes, type PageRoute } from '@panel/contract/routes';
import { notFound } from '../http/errors';
import { allows } from '../modules/permissions';

/** What the web build writes beside its manifest (apps/web/build/page-chunks.ts). */
interface PageChunks {
  entry: string[];
  pages: Record<string, { shell: boolean; chunks: string[] }>;
}

const pageChunksFile = path.join('.vite', 'page-chunks.json');
/** The key of `pages` for a path outside the table. */
const notFoundPage = 'notFound';
const chunkHref = /^\/assets\/[\w.-]+\.js$/;

/** A request the app's HTML answers: a GET outside the API and the build's files. */
export function isPageRequest(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  return (
    request.method === 'GET' &&
    !request.url.startsWith('/api/') &&
    request.url !== '/api' &&
    // A missing file of the build is a 404, not the app's page in its place.
    !request.url.startsWith('/assets/')
  );
}

/**
 * Whether the page's HTML may preload the page's data (its `firstRequest`): a page request to a
 * page that names one, at its plain address. Only then does the session matter to the HTML.
 */
export function preloadsData(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  return (
    isPageRequest(request) && plainFirstRequest(matchPagePath(request.url), request.url) !== null
  );
}

/**
 * The page's `firstRequest` when `url` is its plain address: a query string (filters) asks for
 * another.
 */
function plainFirstRequest(route: PageRoute | null, url: string): string | null {
  return route?.firstRequest && !url.includes('?') ? route.firstRequest : null;
}

/**
 * The page of the contract's table at `pathname`, as the web router matches it: segment by
 * segment, case-insensitively, a `:param` taking any one segment, static segments first.
 */
export function matchPagePath(pathname: string): PageRoute | null {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  let best: PageRoute | null = null;
  let bestScore = -1;
  for (const page of pageRoutes as readonly PageRoute[]) {
    const pattern = page.path.toLowerCase().split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    let score = 0;
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) return true;
      score += 1;
      return part === segments[index];
    });
    if (matches && score > bestScore) {
      best = page;
      bestScore = score;
    }
  }
  return best;
}

function readPageChunks(distDir: string): PageChunks | null {
  try {
    const parsed = JSON.parse(
      fs.readFileSync(path.join(distDir, pageChunksFile), 'utf8'),
    ) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'pages' in parsed) {
      return parsed as PageChunks;
    }
  } catch {
    // A build without the file (or an older one): pages are served without preloads.
  }
  return null;
}

/**
 * The links that start, with the HTML, what a page's first screen waits for: the session and
 * the public settings (fetch preloads that the app's own first requests take over: same URL,
 * CORS mode and credentials), the page's first request when there is one to make, and the page's
 * chunks besides the entry (modulepreload), so none waits for the entry to run
 * (docs/performance.md#page-preloads).
 */
function firstScreenLinks(chunks: readonly string[], firstRequest: string | null): string {
  const requests: string[] = [authRoutes.me.path, systemRoutes.publicConfig.path];
  if (firstRequest) requests.push(firstRequest);
  const fetches = requests.map(
    (href) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href.replaceAll('&', '&amp;')}">`,
  );
  const modules = chunks
    .filter((href) => chunkHref.test(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return [...fetches, ...modules].join('\n    ');
}

interface EncodedPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: zlib.gzipSync(identity, { level: 9 }),
    br: zlib.brotliCompressSync(identity),
  };
}

/** The best encoding the browser accepts (a `q=0` refuses one). */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : 'identity';
}

/**
 * Serves the built web app with history fallback: any path outside /api that is not a file
 * gets index.html, with the links that preload its page's first screen, and the client router
 * takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasBuild = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text file: sent as the browser accepts.
        preCompressed: true,
        // A route per file the browser asks for: the compressed copies are found beside their
        // file, and maps are never served (also two routes fewer to set up at start for each).
        globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
        // Source maps are built for error reports and the build's manifests (.vite/) for this
        // server: neither is served, the maps would publish the source.
        allowedPath: (pathName) =>
          !pathName.endsWith('.map') && !pathName.split('/').some((part) => part.startsWith('.')),
        setHeaders: (res, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            void res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    });
  }
  // Read once: the build does not change under a running server, and the static plugin's
  // `sendFile` lives in its own scope, not on the root's not-found handler.
  const indexHtml =
    hasBuild && distDir ? fs.readFileSync(path.join(distDir, 'index.html'), 'utf8') : null;
  const chunks = hasBuild && distDir ? readPageChunks(distDir) : null;
  const encoded = new Map<string, EncodedPage>();
  const pageFor = (request: FastifyRequest): EncodedPage | null => {
    if (indexHtml === null) return null;
    const route = matchPagePath(request.url.split('?')[0] ?? '/');
    const id = route?.id ?? notFoundPage;
    // Only for a session the page opens (`request.auth`, see plugins/session.ts): the request
    // would answer 401 or 403 to anyone else, who is shown another page.
    const planned = plainFirstRequest(route, request.url);
    const firstRequest =
      route && planned && request.auth && allows(request.auth, route.access) ? planned : null;
    const key = firstRequest ? `${id}+data` : id;
    let page = encoded.get(key);
    if (!page) {
      const links = firstScreenLinks(chunks?.pages[id]?.chunks ?? [], firstRequest);
      page = encodePage(indexHtml.replace('</head>', `  ${links}\n  </head>`));
      encoded.set(key, page);
    }
    return page;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const page = indexHtml !== null && isPageRequest(request) ? pageFor(request) : null;
    if (!page) throw notFound(`Rota ${request.method} ${request.url.split('?')[0]} não existe.`);
    const encoding = encodingFor(request);
    void reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  });
}
