import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { sessions } from '../src/db/schema/auth';
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
