import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setBotSettings } from '../../../test/bot-settings';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { users } from '../../db/schema/users';
import { roles } from '../../db/schema/permissions';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds, signIn } from '../../../test/sign-in';

const session = useTestApp({ signIn: ['administrador'] });
const { call } = session;

async function roleMap(name: string) {
  const [row] = await session.t.database.db.select().from(roles).where(eq(roles.name, name));
  return row!.permissions;
}

describe('staff users', () => {
  const newcomer = '300000000000000001';

  it('lists staff with their roles', async () => {
    const response = await call('listStaff', session.as.administrador);
    expect(response.json()).toEqual([
      expect.objectContaining({ discordId: demoIds.administrador, permission: 'administrador' }),
      expect.objectContaining({ discordId: demoIds.moderador, permission: 'moderador' }),
      expect.objectContaining({ discordId: demoIds.suporte, permission: 'suporte' }),
    ]);
  });

  it('adds a role by Discord id, audits it and queues the Discord role', async () => {
    await setBotSettings(session.t.database.db, {
      supportRoleId: '500000000000000003',
      modRoleId: '500000000000000002',
    });
    const response = await call('assignRole', session.as.administrador, {
      body: {
        discordId: newcomer,
        roleName: 'suporte',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      discordId: newcomer,
      permission: 'suporte',
      lastSignInAt: null,
    });
    const effects = (await session.t.database.db.select().from(outbox)).map((row) => row.effect);
    expect(effects).toContainEqual(
      expect.objectContaining({
        type: 'member.addRole',
        userId: newcomer,
        roleId: '500000000000000003',
      }),
    );
    const [entry] = await session.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, newcomer));
    expect(entry).toMatchObject({
      action: 'users.roleAssigned',
      before: { role: null },
      after: { role: 'suporte' },
    });
  });

  it('refuses the same role twice with 409 and no second effect', async () => {
    const count = (await session.t.database.db.select().from(outbox)).length;
    const response = await call('assignRole', session.as.administrador, {
      body: {
        discordId: newcomer,
        roleName: 'suporte',
      },
    });
    expect(response.statusCode).toBe(409);
    expect((await session.t.database.db.select().from(outbox)).length).toBe(count);
  });

  it('records a Discord role move as skipped when its role is not configured', async () => {
    const placeholder = '300000000000000002';
    const assign = (roleName: string) =>
      call('assignRole', session.as.administrador, { body: { discordId: placeholder, roleName } });
    const rowsOf = (response: { headers: Record<string, unknown> }) =>
      session.t.database.db
        .select({
          status: outbox.status,
          missingSetting: outbox.missingSetting,
          effect: outbox.effect,
        })
        .from(outbox)
        .where(eq(outbox.requestId, String(response.headers['x-request-id'])))
        .orderBy(outbox.id);
    const moved = (type: string, roleId: string) =>
      expect.objectContaining({ type, userId: placeholder, roleId }) as unknown;
    // `modRoleId` is configured, `adminRoleId` is not.
    const moderador = await assign('moderador');
    expect(await rowsOf(moderador)).toEqual([
      {
        status: 'pending',
        missingSetting: null,
        effect: moved('member.addRole', '500000000000000002'),
      },
    ]);
    const administrador = await assign('administrador');
    expect(administrador.statusCode).toBe(200);
    expect(await rowsOf(administrador)).toEqual([
      {
        status: 'pending',
        missingSetting: null,
        effect: moved('member.removeRole', '500000000000000002'),
      },
      {
        status: 'skipped',
        missingSetting: 'adminRoleId',
        effect: {
          type: 'member.addRole',
          userId: placeholder,
          roleId: '',
          reason: 'Cargo do painel: administrador',
        },
      },
    ]);
    const removed = await call('removeRole', session.as.administrador, {
      body: {
        discordId: placeholder,
        roleName: 'administrador',
      },
    });
    expect(await rowsOf(removed)).toEqual([
      { status: 'skipped', missingSetting: 'adminRoleId', effect: moved('member.removeRole', '') },
    ]);
  });

  it('validates the Discord id and the role in Portuguese', async () => {
    const missing = await call('assignRole', session.as.administrador, {
      body: { roleName: 'suporte' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('Informe o ID do Discord');
    const bad = await call('assignRole', session.as.administrador, {
      body: {
        discordId: '12',
        roleName: 'suporte',
      },
    });
    expect(bad.json<{ message: string }>().message).toContain('ID do Discord válido');
    const role = await call('assignRole', session.as.administrador, {
      body: {
        discordId: newcomer,
        roleName: 'dono',
      },
    });
    expect(role.json<{ message: string }>().message).toContain('Escolha um cargo');
    const extra = await call('assignRole', session.as.administrador, {
      body: {
        discordId: newcomer,
        roleName: 'suporte',
        x: 1,
      },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('shows the real effective permissions of a user', async () => {
    const response = await call('userPermissions', session.as.administrador, {
      params: { discordId: newcomer },
    });
    expect(response.json()).toMatchObject({
      permission: 'suporte',
      configuredAdmin: false,
      permissions: { view_dashboard: true, manage_permissions: false },
    });
  });

  it('removes a role: rights end on the next request, Discord role taken', async () => {
    const suporte = await signIn(session.t.app, demoIds.suporte);
    expect((await call('dashboard', suporte)).statusCode).toBe(200);
    const response = await call('removeRole', session.as.administrador, {
      body: {
        discordId: demoIds.suporte,
        roleName: 'suporte',
      },
    });
    expect(response.statusCode).toBe(204);
    expect((await call('dashboard', suporte)).statusCode).toBe(403);
    const effects = (await session.t.database.db.select().from(outbox)).map((row) => row.effect);
    expect(effects).toContainEqual(
      expect.objectContaining({ type: 'member.removeRole', userId: demoIds.suporte }),
    );
  });

  it('refuses removing the last administrator, not counting one who never signed in', async () => {
    // A placeholder administrador (named by id, never signed in) does not count.
    const placeholder = '310000000000000099';
    expect(
      (
        await call('assignRole', session.as.administrador, {
          body: {
            discordId: placeholder,
            roleName: 'administrador',
          },
        })
      ).statusCode,
    ).toBe(200);
    const response = await call('removeRole', session.as.administrador, {
      body: {
        discordId: demoIds.administrador,
        roleName: 'administrador',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain(
      'sem nenhum administrador ativo',
    );
    const [row] = await session.t.database.db
      .select()
      .from(users)
      .where(eq(users.id, demoIds.administrador));
    expect(row?.roleName).toBe('administrador');
    await call('removeRole', session.as.administrador, {
      body: {
        discordId: placeholder,
        roleName: 'administrador',
      },
    });
  });

  it("lets a moderator end a member's sessions, but not an administrator's", async () => {
    await session.t.database.db
      .update(roles)
      .set({ permissions: { ...(await roleMap('moderador')), manage_users: true } })
      .where(eq(roles.name, 'moderador'));
    const moderador = await signIn(session.t.app, demoIds.moderador);
    const member = await signIn(session.t.app, demoIds.membro);
    const refused = await call('endUserSessions', moderador, {
      params: { discordId: demoIds.administrador },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('Ana Souza');
    expect((await call('me', session.as.administrador)).statusCode).toBe(200);
    const ended = await call('endUserSessions', moderador, {
      params: { discordId: demoIds.membro },
    });
    expect(ended.statusCode).toBe(200);
    expect((await call('me', member)).statusCode).toBe(401);
  });

  it('refuses removing a role the user does not hold', async () => {
    const response = await call('removeRole', session.as.administrador, {
      body: {
        discordId: demoIds.membro,
        roleName: 'moderador',
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(
      'Este usuário não tem o cargo moderador.',
    );
  });

  it('lets nobody hand out a role stronger than their own', async () => {
    await session.t.database.db
      .update(roles)
      .set({ permissions: { ...(await roleMap('moderador')), manage_users: true } })
      .where(eq(roles.name, 'moderador'));
    const moderador = await signIn(session.t.app, demoIds.moderador);
    const response = await call('assignRole', moderador, {
      body: {
        discordId: demoIds.membro,
        roleName: 'administrador',
      },
    });
    expect(response.statusCode).toBe(403);
    const [row] = await session.t.database.db
      .select()
      .from(users)
      .where(eq(users.id, demoIds.membro));
    expect(row?.roleName).toBeNull();
  });
});
