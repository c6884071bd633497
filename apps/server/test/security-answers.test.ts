import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationRoutes } from '@panel/contract/integration-endpoints';
import { createTestApp, testOrigin, type TestApp } from './test-app';
import { demoIds, signIn } from './sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('answers', () => {
  it('sends the security headers on every answer, errors included', async () => {
    for (const url of ['/healthz', '/api/auth/me', '/api/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers an unknown API path with a Portuguese 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('rate-limits sign-in per address with Retry-After', async () => {
    let last;
    for (let i = 0; i < 31; i++) {
      last = await t.app.inject({
        method: 'GET',
        url: '/api/auth/discord',
        remoteAddress: '203.0.113.9',
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['retry-after']).toBeDefined();
    expect(last?.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/me',
        '/healthz',
        '/readyz',
        '/metrics',
        '/api/users/{discordId}/sessions',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    // As strict as every other page: the panel's CSP, no weaker one of its own.
    expect(ui.headers['content-type']).toContain('charset=utf-8');
    const panelCsp = (await t.app.inject({ method: 'GET', url: '/healthz' })).headers[
      'content-security-policy'
    ];
    expect(ui.headers['content-security-policy']).toBe(panelCsp);
    expect(String(panelCsp)).toContain("frame-ancestors 'none'");
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('shows the endpoints other tools call with a key, with their scope and the bearer scheme', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<string, Record<string, { description?: string; security?: object[] }>>;
      components: { securitySchemes: Record<string, object> };
    }>();
    expect(document.components.securitySchemes.integrationKey).toEqual({
      type: 'http',
      scheme: 'bearer',
    });
    for (const route of integrationRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(path).toMatch(/^\/api\/v1\//);
      const operation = document.paths[path]?.[route.endpoint.method.toLowerCase()];
      expect(operation?.description, path).toContain(`\`${route.scope}\``);
      expect(operation?.security, path).toEqual([{ integrationKey: [] }]);
    }
  });

  it('refuses NUL bytes and lone surrogates in bodies, queries and paths with a clear 400', async () => {
    const admin = await signIn(t.app, demoIds.administrador);
    const headers = { cookie: admin, origin: testOrigin };
    const attempts = [
      {
        method: 'POST' as const,
        url: '/api/tickets',
        payload: '{"type":"report_user","reason":"abc\\u0000def ghi"}',
      },
      {
        method: 'POST' as const,
        url: '/api/tickets',
        payload: '{"type":"report_user","reason":"abc \\ud800 def ghi"}',
      },
      { method: 'GET' as const, url: '/api/audit/logs?search=a%00b' },
      { method: 'DELETE' as const, url: '/api/users/%00/sessions' },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        ...attempt,
        headers: { ...headers, ...(attempt.payload && { 'content-type': 'application/json' }) },
      });
      expect(response.statusCode, attempt.url).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'Texto inválido: caracteres nulos ou Unicode malformado não são aceitos.',
      );
    }
  });

  it('keeps /api answers out of browser and proxy caches', async () => {
    const cookie = await signIn(t.app, demoIds.administrador);
    for (const url of ['/api/auth/me', '/api/dashboard', '/api/allowlists', '/api/nada']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends a refused sign-in to the login page, writing no HTML of its own', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/auth/discord/callback?state=x',
    });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/login?error=state');
    expect(refused.body).toBe('');
  });
});
