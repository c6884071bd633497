import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { createTestApp, testOrigin, type TestApp } from '../../../test/test-app';
import { callbackUrlFor, demoIds, followCallback, signIn } from '../../../test/sign-in';
import { urlOf } from '../../../test/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: urlOf('me'), headers: cookie ? { cookie } : {} });

describe('session lifetime', () => {
  it('logout destroys the server session: replaying the cookie gives 401', async () => {
    const cookie = await signIn(t.app, demoIds.administrador);
    expect((await me(cookie)).statusCode).toBe(200);
    // Another site cannot sign the member out: logout is a mutation with its origin checked.
    const forged = await t.app.inject({
      method: 'POST',
      url: urlOf('logout'),
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: urlOf('logout'), headers: { cookie } })).statusCode,
    ).toBe(404);
    expect((await me(cookie)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: urlOf('logout'),
      headers: { cookie, origin: testOrigin },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    const replay = await me(cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('expires an idle session', async () => {
    const cookie = await signIn(t.app, demoIds.moderador);
    const idle = new Date(Date.now() - t.config.session.idleMs - 1000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: idle })
      .where(eq(sessions.userId, demoIds.moderador));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('expires a session at its absolute limit even when active', async () => {
    const cookie = await signIn(t.app, demoIds.suporte);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.userId, demoIds.suporte));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('applies a role change on the next request, its session cached or not', async () => {
    const cookie = await signIn(t.app, demoIds.membro);
    const admin = await signIn(t.app, demoIds.administrador);
    const role = (method: 'POST' | 'DELETE') =>
      t.app.inject({
        method,
        url: urlOf('assignRole'),
        headers: { cookie: admin, origin: testOrigin },
        payload: { discordId: demoIds.membro, roleName: 'moderador' },
      });
    expect((await me(cookie)).json()).toMatchObject({ permission: 'user' });
    expect((await me(cookie)).json()).toMatchObject({ permission: 'user' });
    expect((await role('POST')).statusCode).toBe(200);
    expect((await me(cookie)).json()).toMatchObject({
      permission: 'moderador',
      permissions: { view_dashboard: true, manage_permissions: false },
    });
    expect((await role('DELETE')).statusCode).toBe(204);
    expect((await me(cookie)).json()).toMatchObject({ permission: 'user' });
  });

  it('hears a change written outside the panel (a manual UPDATE) within moments', async () => {
    const cookie = await signIn(t.app, demoIds.suporte);
    expect((await me(cookie)).json()).toMatchObject({ permission: 'suporte' });
    await t.database.db.update(users).set({ roleName: null }).where(eq(users.id, demoIds.suporte));
    await expect
      .poll(async () => (await me(cookie)).json<{ permission: string }>().permission, {
        timeout: 1_000,
        interval: 10,
      })
      .toBe('user');
  });
});

describe('configured administrators and https', () => {
  it('makes ADMIN_DISCORD_IDS administrators, with the __Host- cookie over https', async () => {
    const secure = await createTestApp({
      env: {
        ADMIN_DISCORD_IDS: demoIds.membro,
        PUBLIC_URL: 'https://painel.example',
        DEMO_MODE: 'true',
      },
    });
    try {
      const callback = await callbackUrlFor(secure.app, demoIds.membro);
      const response = await followCallback(secure.app, callback);
      const cookie = response.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(cookie?.domain).toBeUndefined();
      const profile = await secure.app.inject({
        method: 'GET',
        url: urlOf('me'),
        headers: { cookie: `__Host-sid=${cookie?.value}` },
      });
      expect(profile.json()).toMatchObject({ permission: 'administrador' });
      expect(
        Object.values(profile.json<{ permissions: object }>().permissions).every(Boolean),
      ).toBe(true);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});
