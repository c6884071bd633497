import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { sessionCookieName } from '../src/modules/auth/cookies';
import { matchPagePath } from '../src/plugins/web-app';
import { signInSeededAdmin } from './admin-session';
import { memberSession } from './member-session';
import { createTestApp, type TestApp } from './test-app';

const indexHtml = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Painel</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** What apps/web/build/page-chunks.ts writes, for three pages and the not-found page. */
const pageChunks = {
  entry: ['/assets/index-1.js', '/assets/react-1.js'],
  pages: {
    landing: { shell: false, chunks: ['/assets/landing-page-1.js'] },
    dashboard: {
      shell: true,
      chunks: ['/assets/app-shell-1.js', '/assets/dashboard-page-1.js', '/assets/schemas-1.js'],
    },
    storeProduct: { shell: false, chunks: ['/assets/product-page-1.js'] },
    notFound: { shell: false, chunks: ['/assets/not-found-page-1.js'] },
  },
};

let t: TestApp;
const dirs: string[] = [];

async function appWithBuild(withChunks: boolean): Promise<FastifyInstance> {
  const distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  dirs.push(distDir);
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.mkdir(path.join(distDir, '.vite'));
  await fs.writeFile(path.join(distDir, 'index.html'), indexHtml);
  const asset = path.join(distDir, 'assets', 'index-1.js');
  await fs.writeFile(asset, 'console.log(1);');
  await fs.writeFile(`${asset}.br`, zlib.brotliCompressSync('console.log(1);'));
  await fs.writeFile(`${asset}.gz`, zlib.gzipSync('console.log(1);'));
  await fs.writeFile(`${asset}.map`, '{"version":3,"sources":["secret.ts"]}');
  if (withChunks) {
    await fs.writeFile(path.join(distDir, '.vite', 'page-chunks.json'), JSON.stringify(pageChunks));
  }
  const app = await buildApp({
    config: t.config,
    database: t.database,
    discord: t.discord,
    storage: t.storage,
    webDistDir: distDir,
  });
  await app.ready();
  return app;
}

function modulePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );
}

function fetchPreloads(html: string): string[] {
  return [
    ...html.matchAll(
      /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g,
    ),
  ].map((match) => match[1] ?? '');
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('page matching', () => {
  it('finds the page of a path as the web router does', () => {
    expect(matchPagePath('/')?.id).toBe('landing');
    expect(matchPagePath('/dashboard')?.id).toBe('dashboard');
    expect(matchPagePath('/Dashboard/')?.id).toBe('dashboard');
    expect(matchPagePath('/codes/create')?.id).toBe('codeCreate');
    expect(matchPagePath('/store/product/42')?.id).toBe('storeProduct');
    expect(matchPagePath('/store/manage')?.id).toBe('storeManage');
    expect(matchPagePath('/nada/aqui')).toBeNull();
  });
});

describe('first screen of a page', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithBuild(true);
  });
  afterAll(() => app.close());

  it("preloads the page's chunks, the session and the public settings with the HTML", async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard?status=approved' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // It differs by session (the data preload): no shared cache keeps it.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(modulePreloads(head)).toEqual(pageChunks.pages.dashboard.chunks);
    expect(fetchPreloads(head)).toEqual(['/api/auth/me', '/api/config']);
    // The entry stays as the build wrote it; scripts stay external (CSP script-src 'self').
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe");
  });

  it("preloads a plain address's first request for a session the page opens", async () => {
    const cookie = await signInSeededAdmin(t);
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(fetchPreloads(dashboard.body)).toEqual([
      '/api/auth/me',
      '/api/config',
      '/api/dashboard',
    ]);
    const list = await app.inject({ method: 'GET', url: '/allowlists', headers: { cookie } });
    expect(fetchPreloads(list.body)).toEqual([
      '/api/auth/me',
      '/api/config',
      '/api/allowlists?status=pending&amp;page=1&amp;limit=5',
    ]);
    // Signed out, an unknown session or a member without the permission: the page is not shown
    // (the request would answer 401 or 403). Filters in the address: another request.
    const member = await memberSession(t, '100000000000000099');
    const unknown = `${sessionCookieName(t.config)}=desconhecida`;
    for (const other of [undefined, unknown, member]) {
      const page = await app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: other ? { cookie: other } : {},
      });
      expect(fetchPreloads(page.body)).toEqual(['/api/auth/me', '/api/config']);
    }
    const filtered = await app.inject({
      method: 'GET',
      url: '/allowlists?status=approved',
      headers: { cookie },
    });
    expect(fetchPreloads(filtered.body)).toEqual(['/api/auth/me', '/api/config']);
    // A page without a first request is the same for everyone.
    const landing = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(fetchPreloads(landing.body)).toEqual(['/api/auth/me', '/api/config']);
  });

  it('preloads each page its own chunks, and the not-found page for other paths', async () => {
    const product = await app.inject({ method: 'GET', url: '/store/product/7' });
    expect(modulePreloads(product.body)).toEqual(['/assets/product-page-1.js']);
    const landing = await app.inject({ method: 'GET', url: '/' });
    expect(modulePreloads(landing.body)).toEqual(['/assets/landing-page-1.js']);
    const missing = await app.inject({ method: 'GET', url: '/nada/aqui' });
    expect(missing.statusCode).toBe(200);
    expect(modulePreloads(missing.body)).toEqual(['/assets/not-found-page-1.js']);
    expect(fetchPreloads(missing.body)).toEqual(['/api/auth/me', '/api/config']);
  });

  it('sends the page compressed as the browser accepts', async () => {
    const plain = await app.inject({ method: 'GET', url: '/dashboard' });
    const brotli = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends a hashed file compressed from its copy beside it, and never its map or copies by name', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/index-1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1);');
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const url of [
      '/assets/index-1.js.map',
      '/assets/index-1.js.br',
      '/assets/index-1.js.gz',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    }
  });

  it("keeps the build's manifests to the server", async () => {
    const manifest = await app.inject({ method: 'GET', url: '/.vite/page-chunks.json' });
    expect(manifest.body).not.toContain('"pages"');
    expect(manifest.headers['content-type']).toContain('text/html');
  });

  it('still answers 404 for a missing file of the build and JSON for /api', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/nada.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json<{ code: string }>().code).toBe('not_found');
  });
});

describe('a build without the page chunks', () => {
  it('serves the page with the session preload only', async () => {
    const app = await appWithBuild(false);
    try {
      const page = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(200);
      expect(modulePreloads(page.body)).toEqual([]);
      expect(fetchPreloads(page.body)).toEqual(['/api/auth/me', '/api/config']);
    } finally {
      await app.close();
    }
  });
});
