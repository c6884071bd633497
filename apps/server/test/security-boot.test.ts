import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { redactUrl } from '../src/http/log-fields';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('boot', () => {
  it('cuts slow clients off: request, header and keep-alive timeouts', () => {
    expect(t.app.server.requestTimeout).toBe(30_000);
    expect(t.app.server.headersTimeout).toBe(15_000);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });

  it("keeps OAuth's code and state out of the request logs", () => {
    expect(redactUrl('/api/auth/discord/callback?code=abc123&state=s3cret')).toBe(
      '/api/auth/discord/callback?code=redacted&state=redacted',
    );
    expect(redactUrl('/api/allowlists?page=2&search=ana')).toBe(
      '/api/allowlists?page=2&search=ana',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it('refuses to boot with a route that declares no access', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      discord: t.discord,
      storage: t.storage,
      webDistDir: null,
    });
    app.get('/api/forgotten', () => 'oops');
    await expect(app.ready()).rejects.toThrow(/without a declared access.*\/api\/forgotten/);
  });

  it('hides the internals of a 5xx behind a Portuguese message and the request id', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      discord: t.discord,
      storage: t.storage,
      webDistDir: null,
    });
    app.get('/api/explodes', { config: { access: 'public' } }, () => {
      throw new Error('secret stack detail');
    });
    const response = await app.inject({ method: 'GET', url: '/api/explodes' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ message: string; requestId: string }>();
    expect(body.message).toContain('Ocorreu um erro interno');
    expect(body.message).toContain(body.requestId);
    expect(response.body).not.toContain('secret stack detail');
    await app.close();
  });
});

describe('built web app', () => {
  it('serves files, falls back to index.html for pages and keeps /api answers JSON', async () => {
    const distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Painel</title>');
    const script = 'console.log("painel");'.repeat(100);
    await fs.writeFile(path.join(distDir, 'assets', 'app-1234.js'), script);
    await fs.writeFile(
      path.join(distDir, 'assets', 'app-1234.js.br'),
      zlib.brotliCompressSync(script),
    );
    await fs.writeFile(path.join(distDir, 'assets', 'app-1234.js.gz'), zlib.gzipSync(script));
    await fs.writeFile(path.join(distDir, 'assets', 'app-1234.js.map'), '{"sources":[]}');
    const app = await buildApp({
      config: t.config,
      database: t.database,
      discord: t.discord,
      storage: t.storage,
      webDistDir: distDir,
    });
    try {
      for (const url of ['/login', '/allowlists?page=2', '/nada/aqui']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toContain('<title>Painel</title>');
        expect(page.headers['content-security-policy']).toContain("object-src 'none'");
      }
      // Source maps stay on disk: served, they would publish the source.
      expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js.map' })).statusCode).toBe(
        404,
      );
      const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      // The build's precompressed copies, as the browser accepts them.
      const brotli = await app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
      const gzip = await app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
      expect(asset.headers['content-encoding']).toBeUndefined();
      expect(asset.body).toBe(script);
      const api = await app.inject({ method: 'GET', url: '/api/nada' });
      expect(api.statusCode).toBe(404);
      expect(api.json<{ code: string }>().code).toBe('not_found');
    } finally {
      await app.close();
      await fs.rm(distDir, { recursive: true, force: true });
    }
  });
});
