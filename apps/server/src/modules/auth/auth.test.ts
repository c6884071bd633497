import type { SignInRefusal } from '@panel/contract/api/sign-in-refusals';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/use-test-app';
import { callbackUrlFor, demoIds, followCallback, signIn } from '../../../test/sign-in';
import { urlOf } from '../../../test/api';

const s = useTestApp();

const me = (cookie?: string) =>
  s.t.app.inject({ method: 'GET', url: urlOf('me'), headers: cookie ? { cookie } : {} });

describe('sign-in through the local Discord', () => {
  it('redirects to the authorize page with the right scopes and a 256-bit state', async () => {
    const response = await s.t.app.inject({ method: 'GET', url: urlOf('signIn') });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.pathname).toBe('/discord-standin/oauth2/authorize');
    expect(location.searchParams.get('scope')).toBe('identify guilds.members.read');
    expect(location.searchParams.get('redirect_uri')).toBe(
      `http://localhost:3000${urlOf('signInCallback')}`,
    );
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  });

  it('opens a session and returns to the page the person came from', async () => {
    const response = await followCallback(
      s.t.app,
      await callbackUrlFor(s.t.app, demoIds.administrador, '/audit?page=2'),
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/audit?page=2');
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);

    const profile = await me(`sid=${cookie?.value}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      id: demoIds.administrador,
      username: 'Ana Souza',
      permission: 'administrador',
      permissions: { manage_permissions: true, view_audit: true },
    });
  });

  it('sends staff to /dashboard and members to /account by default', async () => {
    const staff = await followCallback(s.t.app, await callbackUrlFor(s.t.app, demoIds.suporte));
    expect(staff.headers.location).toBe('/dashboard');
    const member = await followCallback(s.t.app, await callbackUrlFor(s.t.app, demoIds.membro));
    expect(member.headers.location).toBe('/account');
  });

  it('ignores a returnTo that leaves the site', async () => {
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\\/evil.example',
      '/x\r\nSet-Cookie: a=b',
      '/conta-é',
      '/x/../api/auth/logout',
    ]) {
      const response = await followCallback(
        s.t.app,
        await callbackUrlFor(s.t.app, demoIds.administrador, returnTo),
      );
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/dashboard');
    }
  });

  it('keeps a same-site returnTo with its query and fragment', async () => {
    const response = await followCallback(
      s.t.app,
      await callbackUrlFor(
        s.t.app,
        demoIds.administrador,
        '/allowlists?status=pending&q=ana#lista',
      ),
    );
    expect(response.headers.location).toBe('/allowlists?status=pending&q=ana#lista');
  });

  it('rotates the session: signing in again ends the session the browser had', async () => {
    const first = await signIn(s.t.app, demoIds.moderador);
    const again = await followCallback(s.t.app, await callbackUrlFor(s.t.app, demoIds.moderador), {
      cookie: first,
    });
    expect(again.statusCode).toBe(302);
    expect((await me(first)).statusCode).toBe(401);
    const second = again.cookies.find((c) => c.name === 'sid');
    expect((await me(`sid=${second?.value}`)).statusCode).toBe(200);
  });

  it('gives a new session id at every sign-in and stores only its hash', async () => {
    const first = await signIn(s.t.app, demoIds.moderador);
    const second = await signIn(s.t.app, demoIds.moderador);
    expect(first).not.toBe(second);
    const stored = await s.t.database.db.select().from(sessions);
    const token = first.split('=')[1]!;
    expect(stored.some((row) => row.id === token)).toBe(false);
  });

  it('records each sign-in in the audit log', async () => {
    await signIn(s.t.app, demoIds.suporte);
    const entries = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.signIn'));
    expect(entries.some((entry) => entry.actorId === demoIds.suporte && entry.ip)).toBe(true);
  });
});

describe('refused sign-ins open no session', () => {
  /** The browser is sent to the panel's login page, which says why (`?error=<reason>`). */
  async function expectNoSession(callback: URL, reason: SignInRefusal) {
    const response = await followCallback(s.t.app, callback);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/login?error=${reason}`);
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  }

  it('refuses a missing state', async () => {
    const callback = await callbackUrlFor(s.t.app, demoIds.administrador);
    callback.searchParams.delete('state');
    await expectNoSession(callback, 'state');
  });

  it('refuses a wrong state', async () => {
    const callback = await callbackUrlFor(s.t.app, demoIds.administrador);
    callback.searchParams.set('state', 'x'.repeat(43));
    await expectNoSession(callback, 'state');
  });

  it('refuses a reused state', async () => {
    const callback = await callbackUrlFor(s.t.app, demoIds.administrador);
    expect((await followCallback(s.t.app, callback)).statusCode).toBe(302);
    await expectNoSession(callback, 'state');
  });

  it('refuses an expired state', async () => {
    const callback = await callbackUrlFor(s.t.app, demoIds.administrador);
    const { oauthStates } = await import('../../db/schema/auth');
    await s.t.database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    await expectNoSession(callback, 'state');
  });

  it('refuses a bad code', async () => {
    const callback = await callbackUrlFor(s.t.app, demoIds.administrador);
    callback.searchParams.set('code', 'not-a-real-code');
    await expectNoSession(callback, 'code');
  });

  it('refuses a cancelled authorization', async () => {
    const callback = await callbackUrlFor(s.t.app, demoIds.administrador);
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');
    await expectNoSession(callback, 'denied');
  });

  it('refuses a callback in a browser that did not start the sign-in (login CSRF)', async () => {
    // An attacker's own callback link, opened in the victim's browser: no state cookie there.
    const callback = await callbackUrlFor(s.t.app, demoIds.visitante);
    const response = await s.t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?error=state');
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // Nor with a state cookie of another attempt.
    const other = await s.t.app.inject({ method: 'GET', url: urlOf('signIn') });
    const otherCookie = other.cookies.find((c) => c.name === 'oauth_state');
    expect(otherCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    const mixed = await s.t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: `oauth_state=${otherCookie?.value}` },
    });
    expect(mixed.headers.location).toBe('/login?error=state');
  });

  it('writes refused sign-ins in the audit log, with who when Discord said', async () => {
    const callback = await callbackUrlFor(s.t.app, demoIds.visitante);
    await followCallback(s.t.app, callback);
    const [entry] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'auth.signInRefused'), eq(auditLog.actorId, demoIds.visitante)),
      );
    expect(entry).toMatchObject({
      actorName: 'Fábio Nunes',
      details: 'Acesso ao painel recusado: não faz parte do servidor do Discord',
    });
    const stale = await callbackUrlFor(s.t.app, demoIds.administrador);
    stale.searchParams.set('state', 'y'.repeat(43));
    await followCallback(s.t.app, stale);
    const anonymous = await s.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.signInRefused'), eq(auditLog.actorName, 'Anônimo')));
    expect(anonymous.length).toBeGreaterThan(0);
  });

  it('tells a non-member to join the server, with the invite link', async () => {
    const callback = await callbackUrlFor(s.t.app, demoIds.visitante);
    await expectNoSession(callback, 'not_member');
    const response = await s.t.app.inject({ method: 'GET', url: urlOf('signIn') });
    expect(response.statusCode).toBe(302);
    const rows = await s.t.database.db.select().from(users).where(eq(users.id, demoIds.visitante));
    expect(rows).toHaveLength(0);
  });
});
