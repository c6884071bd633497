import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { createTestApp, testOrigin } from './test-app';
import { demoIds, signIn } from './sign-in';

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

  it('writes refusals that arrive together as one entry, then one with the count', async () => {
    const app = await createTestApp();
    const member = await signIn(app.app, demoIds.membro);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.app.inject({ method: 'GET', url: '/api/audit/logs', headers: { cookie: member } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(403));
    const entries = () =>
      app.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} = 'auth.denied' and ${auditLog.actorId} = ${demoIds.membro}`);
    expect(await entries()).toHaveLength(1);
    await app.app.close();
    const written = await entries();
    expect(written).toHaveLength(2);
    expect(written.map((entry) => entry.details)).toContainEqual(
      'Acesso negado mais 19 vezes a GET /api/audit/logs em 10 minutos: falta a permissão "Ver registro de auditoria"',
    );
    await app.discord.port.stop();
    await app.database.close();
  });
});
