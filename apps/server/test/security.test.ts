import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { redactUrl } from '../src/http/log-fields';
import { auditLog } from '../src/db/schema/audit';
import { sessions } from '../src/db/schema/sessions';
import { createTestApp, testOrigin, type TestApp } from './test-app';
import { demoIds, signIn } from './sign-in';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demoIds.administrador);
});
afterAll(() => t.close());

const sessionCount = async (userId: string) => {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.total ?? 0;
};

describe('mutations', () => {
  it('ends all sessions of a user and records who did it, before and after', async () => {
    const member = await signIn(t.app, demoIds.membro);
    await signIn(t.app, demoIds.membro);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${demoIds.membro}/sessions`,
      headers: { cookie: admin, origin: testOrigin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: member },
    });
    expect(replay.statusCode).toBe(401);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'users.endSessions'));
    expect(entry).toMatchObject({
      actorId: demoIds.administrador,
      actorName: 'Ana Souza',
      actionType: 'delete',
      target: demoIds.membro,
      before: { sessions: 2 },
      after: { sessions: 0 },
    });
    expect(entry?.requestId).toBe(response.headers['x-request-id']);
  });

  it('refuses a text/plain body carrying JSON, and changes nothing', async () => {
    await signIn(t.app, demoIds.suporte);
    const before = await sessionCount(demoIds.suporte);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${demoIds.suporte}/sessions`,
      headers: { cookie: admin, origin: testOrigin, 'content-type': 'text/plain' },
      payload: '{"discordId":"100000000000000003"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
    expect(await sessionCount(demoIds.suporte)).toBe(before);
  });

  it('refuses a mutation from another origin, or without one', async () => {
    await signIn(t.app, demoIds.suporte);
    const before = await sessionCount(demoIds.suporte);
    for (const headers of [{ origin: 'https://evil.example' }, {}]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${demoIds.suporte}/sessions`,
        headers: { cookie: admin, ...headers },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'csrf' });
    }
    expect(await sessionCount(demoIds.suporte)).toBe(before);
  });

  it('answers bad input with a Portuguese 400, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (raw) => {
        const response = await t.app.inject({
          method: 'DELETE',
          url: `/api/users/${encodeURIComponent(raw)}/sessions`,
          headers: { cookie: admin, origin: testOrigin },
        });
        expect(response.statusCode).toBeLessThan(500);
        if (!/^\d{17,20}$/.test(raw.trim()) && raw !== '') {
          expect([400, 404]).toContain(response.statusCode);
        }
      }),
      { numRuns: 60 },
    );
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/abc/sessions',
      headers: { cookie: admin, origin: testOrigin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('ID do Discord válido');
  });

  it('keeps the audit log append-only, even for direct SQL', async () => {
    await expect(t.database.db.execute(sql`update audit_log set details = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('records refused authorizations', async () => {
    const member = await signIn(t.app, demoIds.membro);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${demoIds.suporte}/sessions`,
      headers: { cookie: member, origin: testOrigin },
    });
    const denied = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.denied'));
    expect(denied.some((e) => e.actorId === demoIds.membro && e.actionType === 'permission')).toBe(
      true,
    );
  });
});

describe('answers', () => {
  it('sends the security headers on every answer, errors included', async () => {
    for (const url of ['/api/health', '/api/auth/me', '/api/nope']) {
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
      expect.arrayContaining(['/api/auth/me', '/api/health', '/api/users/{discordId}/sessions']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    // As strict as every other page: the panel's CSP, no weaker one of its own.
    expect(ui.headers['content-type']).toContain('charset=utf-8');
    const panelCsp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(ui.headers['content-security-policy']).toBe(panelCsp);
    expect(String(panelCsp)).toContain("frame-ancestors 'none'");
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
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

  it('gives the HTML it writes itself a charset', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/auth/discord/callback?state=x',
    });
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('floods', () => {
  it('limits every change per session, with Retry-After and a Portuguese message', async () => {
    const limited = await createTestApp({ env: { MUTATION_RATE_LIMIT: '3' } });
    try {
      const cookie = await signIn(limited.app, demoIds.membro);
      const open = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/tickets',
          headers: { cookie, origin: testOrigin },
          payload: { type: 'report_user', reason: 'Alguém quebrou as regras.' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await open()).statusCode);
      expect(statuses.slice(0, 3)).not.toContain(429);
      const last = await open();
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.json<{ message: string }>().message).toMatch(
        /^Muitas tentativas\. Aguarde \d+ segundos/,
      );
      // Another member is not held back by the first one.
      const other = await signIn(limited.app, demoIds.suporte);
      const theirs = await limited.app.inject({
        method: 'POST',
        url: '/api/tickets',
        headers: { cookie: other, origin: testOrigin },
        payload: { type: 'report_user', reason: 'Alguém quebrou as regras.' },
      });
      expect(theirs.statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('writes repeated refusals as one entry, then one with the count', async () => {
    const app = await createTestApp();
    const member = await signIn(app.app, demoIds.membro);
    const denied = () =>
      app.app.inject({ method: 'GET', url: '/api/audit/logs', headers: { cookie: member } });
    for (let i = 0; i < 5; i++) expect((await denied()).statusCode).toBe(403);
    const entries = () =>
      app.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} = 'auth.denied' and ${auditLog.actorId} = ${demoIds.membro}`);
    expect(await entries()).toHaveLength(1);
    await app.app.close(); // the count is written when the window ends, or on shutdown
    const written = await entries();
    expect(written).toHaveLength(2);
    expect(written.map((entry) => entry.details)).toContainEqual(
      'Acesso negado mais 4 vezes a GET /api/audit/logs em 10 minutos: falta a permissão "Ver registro de auditoria"',
    );
    await app.discord.port.stop();
    await app.database.close();
  });
});

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
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('refuses to boot with a route that declares no access', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      discord: t.discord,
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
    await fs.writeFile(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1);');
    await fs.writeFile(path.join(distDir, 'assets', 'app-1234.js.map'), '{"sources":[]}');
    const app = await buildApp({
      config: t.config,
      database: t.database,
      discord: t.discord,
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
      const api = await app.inject({ method: 'GET', url: '/api/nada' });
      expect(api.statusCode).toBe(404);
      expect(api.json<{ code: string }>().code).toBe('not_found');
    } finally {
      await app.close();
      await fs.rm(distDir, { recursive: true, force: true });
    }
  });
});
