import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles } from '../../db/schema/permissions';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds, signIn } from '../../../test/sign-in';
import { urlOf } from '../../../test/api';

const session = useTestApp({ signIn: ['administrador'] });
const { call } = session;

describe('roles', () => {
  it('lists the three roles with their effective maps and member counts', async () => {
    const response = await call('listRoles', session.as.administrador);
    expect(response.statusCode).toBe(200);
    const list =
      response.json<{ name: string; members: number; permissions: Record<string, boolean> }[]>();
    expect(list.map((r) => r.name)).toEqual(['administrador', 'moderador', 'suporte']);
    expect(list[0]?.members).toBe(1);
    expect(list[2]?.permissions).toMatchObject({ view_dashboard: true, view_audit: false });
  });

  it('gives view_audit to suporte: the suporte sees the audit log on the next request', async () => {
    const suporte = await signIn(session.t.app, demoIds.suporte);
    expect((await call('auditLogs', suporte)).statusCode).toBe(403);
    const update = await call('updateRole', session.as.administrador, {
      params: { roleName: 'suporte' },
      body: {
        view_audit: true,
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ name: 'suporte', permissions: { view_audit: true } });
    const logs = await call('auditLogs', suporte, { query: { type: 'permission' } });
    expect(logs.statusCode).toBe(200);
    const [latest] = logs.json<{
      logs: { action: string; before: unknown; after: unknown; username: string }[];
    }>().logs;
    expect(latest).toMatchObject({
      action: 'roles.update',
      username: 'Ana Souza',
      before: { view_audit: false },
      after: { view_audit: true },
    });
  });

  it('applies manage_X ⇒ view_X when saving', async () => {
    const response = await call('updateRole', session.as.administrador, {
      params: { roleName: 'suporte' },
      body: {
        manage_tokens: true,
        view_tokens: false,
      },
    });
    expect(response.json()).toMatchObject({
      permissions: { manage_tokens: true, view_tokens: true },
    });
  });

  it('refuses unknown keys, non-boolean values and unknown roles, changing nothing', async () => {
    const before = await session.t.database.db
      .select()
      .from(roles)
      .where(eq(roles.name, 'suporte'));
    for (const [url, body] of [
      [urlOf('updateRole', { params: { roleName: 'suporte' } }), { hack_everything: true }],
      [urlOf('updateRole', { params: { roleName: 'suporte' } }), { view_audit: 'yes' }],
      [urlOf('updateRole', { params: { roleName: 'dono' } }), { view_audit: true }],
    ] as const) {
      const response = await call('PUT', url, session.as.administrador, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^Dados inválidos/);
    }
    const after = await session.t.database.db.select().from(roles).where(eq(roles.name, 'suporte'));
    expect(after).toEqual(before);
  });

  it('keeps the administrador role whole: it cannot be edited, even by one who manages permissions', async () => {
    await session.t.database.db
      .update(roles)
      .set({ permissions: { ...(await roleMap('moderador')), manage_permissions: true } })
      .where(eq(roles.name, 'moderador'));
    const moderador = await signIn(session.t.app, demoIds.moderador);
    for (const cookie of [session.as.administrador, moderador]) {
      const response = await call('updateRole', cookie, {
        params: { roleName: 'administrador' },
        body: {
          manage_permissions: false,
          view_audit: false,
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(
        'O cargo administrador tem todas as permissões e não pode ser editado.',
      );
    }
    // Even a stored map that lost permissions grants the administrador everything.
    await session.t.database.db
      .update(roles)
      .set({ permissions: {} })
      .where(eq(roles.name, 'administrador'));
    const me = await call('me', session.as.administrador);
    expect(Object.values(me.json<{ permissions: object }>().permissions).every(Boolean)).toBe(true);
    const listed = (await call('listRoles', session.as.administrador)).json<
      { name: string; permissions: Record<string, boolean> }[]
    >();
    expect(
      Object.values(listed.find((r) => r.name === 'administrador')!.permissions).every(Boolean),
    ).toBe(true);
  });

  it('lets no permission vanish: taken from every other role, the administrador still has it', async () => {
    for (const name of ['moderador', 'suporte']) {
      const response = await call('updateRole', session.as.administrador, {
        params: { roleName: name },
        body: {
          manage_permissions: false,
          manage_users: false,
          view_audit: false,
        },
      });
      expect(response.statusCode).toBe(200);
    }
    const me = await call('me', session.as.administrador);
    expect(me.json<{ permissions: Record<string, boolean> }>().permissions).toMatchObject({
      manage_permissions: true,
      manage_users: true,
      view_audit: true,
    });
  });

  it('lets nobody grant a permission they do not hold', async () => {
    await session.t.database.db
      .update(roles)
      .set({ permissions: { ...(await roleMap('moderador')), manage_permissions: true } })
      .where(eq(roles.name, 'moderador'));
    const moderador = await signIn(session.t.app, demoIds.moderador);
    const response = await call('updateRole', moderador, {
      params: { roleName: 'suporte' },
      body: {
        manage_bot_settings: true,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toContain(
      'Gerenciar configurações do bot',
    );
    expect((await roleMap('suporte')).manage_bot_settings).toBe(false);
  });
});

async function roleMap(name: string) {
  const [row] = await session.t.database.db.select().from(roles).where(eq(roles.name, name));
  return row!.permissions;
}
