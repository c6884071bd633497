import { twoFactorRequiredMessage } from '@panel/contract/api/staff-security-values';
import type { OpenSession, StaffSession } from '@panel/contract/api/staff-security';
import { beforeEach, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { callbackUrlFor, demoIds, followCallback, signIn } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';

const s = useTestApp();
const { call } = s;

const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs in from a browser of its own (its User-Agent), as someone on another device would. */
async function signInWith(discordId: string, userAgent: string): Promise<string> {
  const response = await followCallback(s.t.app, await callbackUrlFor(s.t.app, discordId), {
    'user-agent': userAgent,
  });
  const session = response.cookies.find((cookie) => cookie.name.endsWith('sid'));
  if (!session) throw new Error(`sign-in failed with ${response.statusCode}`);
  return `${session.name}=${session.value}`;
}

const setMfa = (discordId: string, enabled: boolean) => {
  const user = s.t.local.state.users.get(discordId);
  if (!user) throw new Error(`no local user ${discordId}`);
  user.mfaEnabled = enabled;
};

const requireMfa = (cookie: string, requireDiscordMfa: boolean) =>
  call('updateStaffSecurity', cookie, { body: { requireDiscordMfa } });

describe('requiring Discord two-step authentication of staff', () => {
  let admin: string;
  beforeEach(async () => {
    setMfa(demoIds.suporte, false);
    admin = await signIn(s.t.app, demoIds.administrador);
    expect((await requireMfa(admin, false)).statusCode).toBe(200);
  });

  it('is off by default and changed only with manage_permissions', async () => {
    expect((await call('getStaffSecurity', admin)).json()).toEqual({ requireDiscordMfa: false });
    const moderador = await signIn(s.t.app, demoIds.moderador);
    expect((await call('getStaffSecurity', moderador)).statusCode).toBe(403);
    expect((await requireMfa(moderador, true)).statusCode).toBe(403);
    expect((await call('getStaffSecurity', admin)).json()).toEqual({ requireDiscordMfa: false });
  });

  it('refuses a body that is not the setting', async () => {
    const wrong = await call('updateStaffSecurity', admin, {
      body: { requireDiscordMfa: 'sim' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toMatch(/^Dados inválidos: /);
    const extra = await call('updateStaffSecurity', admin, {
      body: { requireDiscordMfa: true, everyone: true },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses staff endpoints without 2FA while members endpoints still answer', async () => {
    const suporte = await signIn(s.t.app, demoIds.suporte);
    expect((await call('dashboard', suporte)).statusCode).toBe(200);

    const on = await requireMfa(admin, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ requireDiscordMfa: true });

    // The session was cached a moment ago: the change still applies on the next request.
    const refused = await call('dashboard', suporte);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'two_factor_required',
      message: twoFactorRequiredMessage,
    });
    expect(messageOf(refused)).toContain(
      'Configurações de usuário › Minha conta › Ativar autenticação em duas etapas',
    );
    expect((await call('listAllowlists', suporte)).statusCode).toBe(403);
    const me = (await call('me', suporte)).json<{
      permission: string;
      twoFactorRequired: boolean;
      permissions: Record<string, boolean>;
    }>();
    expect(me.permission).toBe('suporte');
    expect(me.twoFactorRequired).toBe(true);
    expect(Object.values(me.permissions).some(Boolean)).toBe(false);
    // A member's own pages keep working.
    expect((await call('myApplications', suporte)).statusCode).toBe(200);
    expect((await call('listOwnSessions', suporte)).statusCode).toBe(200);

    // Staff with 2FA and members are untouched.
    expect((await call('dashboard', admin)).statusCode).toBe(200);
    const membro = await signIn(s.t.app, demoIds.membro);
    expect((await call('me', membro)).json()).toMatchObject({ twoFactorRequired: false });
  });

  it('gives access back when the member signs in again with 2FA on (recovery)', async () => {
    expect((await requireMfa(admin, true)).statusCode).toBe(200);
    const without = await signIn(s.t.app, demoIds.suporte);
    expect((await call('dashboard', without)).json()).toMatchObject({
      code: 'two_factor_required',
    });
    setMfa(demoIds.suporte, true);
    const withMfa = await signIn(s.t.app, demoIds.suporte);
    expect((await call('dashboard', withMfa)).statusCode).toBe(200);
    expect((await call('me', withMfa)).json()).toMatchObject({ twoFactorRequired: false });
    // Turning it off again gives every session its permissions back at once.
    setMfa(demoIds.suporte, false);
    const again = await signIn(s.t.app, demoIds.suporte);
    expect((await call('dashboard', again)).statusCode).toBe(403);
    expect((await requireMfa(admin, false)).statusCode).toBe(200);
    expect((await call('dashboard', again)).statusCode).toBe(200);
  });

  it('is not turned on by someone without 2FA themselves (no lock-out)', async () => {
    setMfa(demoIds.administrador, false);
    try {
      const adminWithout = await signIn(s.t.app, demoIds.administrador);
      const refused = await requireMfa(adminWithout, true);
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toContain('Ative antes a autenticação em duas etapas');
      expect((await call('getStaffSecurity', adminWithout)).json()).toEqual({
        requireDiscordMfa: false,
      });
    } finally {
      setMfa(demoIds.administrador, true);
    }
  });
});

describe('open sessions', () => {
  it('lists one’s own sessions with the device in words and ends another one at once', async () => {
    const here = await signInWith(demoIds.moderador, windowsChrome);
    const phone = await signInWith(demoIds.moderador, iphoneSafari);
    const own = (await call('listOwnSessions', here)).json<OpenSession[]>();
    const current = own.find((session) => session.current);
    const other = own.find((session) => session.device === 'Safari no iPhone');
    expect(current?.device).toBe('Chrome no Windows');
    expect(current?.ip).toMatch(/^198\.51\.100\.\d+$/);
    expect(other).toBeDefined();

    const ended = await call('endOwnSession', here, { params: { sessionId: other?.id ?? '' } });
    expect(ended.statusCode).toBe(204);
    expect((await call('me', phone)).statusCode).toBe(401);
    expect((await call('me', here)).statusCode).toBe(200);
    const audit = await call('auditLogs', await signIn(s.t.app, demoIds.administrador), {
      query: { search: 'encerrou uma das próprias sessões' },
    });
    expect(JSON.stringify(audit.json())).toContain('Safari no iPhone');
  });

  it('does not end someone else’s session through one’s own list', async () => {
    const membro = await signIn(s.t.app, demoIds.membro);
    const admin = await signIn(s.t.app, demoIds.administrador);
    const theirs = (await call('listOwnSessions', admin)).json<OpenSession[]>()[0];
    const refused = await call('endOwnSession', membro, {
      params: { sessionId: theirs?.id ?? '' },
    });
    expect(refused.statusCode).toBe(404);
    expect((await call('me', admin)).statusCode).toBe(200);
    const invalid = await call('endOwnSession', membro, { params: { sessionId: 'abc' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('shows administradores the staff sessions, masking the others’ addresses', async () => {
    const admin = await signIn(s.t.app, demoIds.administrador);
    const suporte = await signInWith(demoIds.suporte, windowsChrome);
    const membro = await signIn(s.t.app, demoIds.membro);
    const list = (await call('listStaffSessions', admin)).json<StaffSession[]>();
    const theirs = list.find((session) => session.user.id === demoIds.suporte);
    expect(theirs).toMatchObject({ device: 'Chrome no Windows', current: false });
    expect(theirs?.ip).toMatch(/^198\.51\.100\.x$/);
    expect(theirs?.user).toMatchObject({ name: 'Carla Dias', role: 'suporte' });
    expect(list.some((session) => session.user.id === demoIds.membro)).toBe(false);
    const mine = list.find((session) => session.current);
    expect(mine?.ip).toMatch(/^198\.51\.100\.\d+$/);

    // A moderador cannot see or end them.
    const moderador = await signIn(s.t.app, demoIds.moderador);
    expect((await call('listStaffSessions', moderador)).statusCode).toBe(403);
    expect(
      (await call('endStaffSession', moderador, { params: { sessionId: theirs?.id ?? '' } }))
        .statusCode,
    ).toBe(403);
    expect((await call('me', suporte)).statusCode).toBe(200);

    const ended = await call('endStaffSession', admin, { params: { sessionId: theirs?.id ?? '' } });
    expect(ended.statusCode).toBe(204);
    expect((await call('me', suporte)).statusCode).toBe(401);
    expect((await call('me', membro)).statusCode).toBe(200);
    const again = await call('endStaffSession', admin, { params: { sessionId: theirs?.id ?? '' } });
    expect(again.statusCode).toBe(404);
  });

  it('refuses ending the session of someone holding permissions the actor lacks', async () => {
    const admin = await signIn(s.t.app, demoIds.administrador);
    const moderador = await signIn(s.t.app, demoIds.moderador);
    // Bruno may manage the staff, but the administradora holds more than he does.
    const granted = await call('updateRole', admin, {
      params: { roleName: 'moderador' },
      body: { manage_users: true },
    });
    expect(granted.statusCode).toBe(200);
    try {
      const list = (await call('listStaffSessions', moderador)).json<StaffSession[]>();
      const adminSession = list.find((session) => session.user.id === demoIds.administrador);
      const refused = await call('endStaffSession', moderador, {
        params: { sessionId: adminSession?.id ?? '' },
      });
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toContain('Você não pode encerrar a sessão de Ana Souza');
      expect((await call('me', admin)).statusCode).toBe(200);
    } finally {
      await call('updateRole', admin, {
        params: { roleName: 'moderador' },
        body: { manage_users: false },
      });
    }
  });
});
