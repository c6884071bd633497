import type { StaffUser, UserPermissions } from '@panel/contract/api/users';
import {
  effectivePermissions,
  panelRoleNames,
  rolePermissions,
  permissionKeys,
  type PanelRoleName,
  type PermissionMap,
} from '@panel/contract/permissions';
import { eq, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { roles, users } from '../../db/schema/users';
import type { DiscordEffect } from '../../discord/effects';
import { enqueueEffects } from '../../discord/outbox';
import { conflict, forbidden, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import { destroyUserSessions } from '../auth';
import { readBotSettings } from '../bot-settings';
import { assertPermissionsStillManageable, lockRoles, missingPermissions } from '../permissions';

/** The Discord role (a bot setting) that goes with each panel role. */
const discordRoleSetting: Record<PanelRoleName, string> = {
  administrador: 'adminRoleId',
  moderador: 'modRoleId',
  suporte: 'supportRoleId',
};

const nameOf = (user: { displayName: string | null; username: string }) =>
  user.displayName ?? user.username;

function toStaffUser(row: typeof users.$inferSelect): StaffUser {
  return {
    discordId: row.id,
    username: nameOf(row),
    avatarUrl: row.avatarUrl,
    permission: row.roleName as PanelRoleName,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

export async function listStaff(db: Database): Promise<StaffUser[]> {
  const rows = await db.select().from(users).where(isNotNull(users.roleName));
  const rank = (role: string | null) => panelRoleNames.indexOf(role as PanelRoleName);
  return rows
    .filter((row) => rank(row.roleName) >= 0)
    .sort(
      (a, b) => rank(a.roleName) - rank(b.roleName) || nameOf(a).localeCompare(nameOf(b), 'pt-BR'),
    )
    .map(toStaffUser);
}

export async function userPermissions(
  db: Database,
  discordId: string,
  adminDiscordIds: readonly string[],
): Promise<UserPermissions> {
  const [user] = await db.select().from(users).where(eq(users.id, discordId)).limit(1);
  if (!user) throw notFound('Usuário não encontrado.');
  const configuredAdmin = adminDiscordIds.includes(discordId);
  const roleName = configuredAdmin ? 'administrador' : (user.roleName as PanelRoleName | null);
  let permissions = effectivePermissions(null);
  if (configuredAdmin) {
    permissions = Object.fromEntries(permissionKeys.map((k) => [k, true])) as PermissionMap;
  } else if (roleName) {
    const [role] = await db.select().from(roles).where(eq(roles.name, roleName)).limit(1);
    permissions = rolePermissions(roleName, role?.permissions ?? null);
  }
  return {
    discordId,
    username: nameOf(user),
    permission: roleName ?? 'user',
    permissions,
    configuredAdmin,
  };
}

interface StaffChange {
  discordId: string;
  roleName: PanelRoleName;
  actorPermissions: PermissionMap;
  adminDiscordIds: readonly string[];
}

function assertMayHandle(
  actor: PermissionMap,
  roleMaps: Map<string, PermissionMap>,
  roleName: string | null,
) {
  const map = roleName ? roleMaps.get(roleName) : undefined;
  if (map && missingPermissions(actor, map).length > 0) {
    throw forbidden(
      `Você não pode dar nem tirar o cargo ${roleName}: ele tem permissões que você não possui.`,
    );
  }
}

async function discordRoleEffects(
  tx: Transaction,
  userId: string,
  from: PanelRoleName | null,
  to: PanelRoleName | null,
): Promise<DiscordEffect[]> {
  const settings = await readBotSettings(tx);
  const effects: DiscordEffect[] = [];
  const fromRole = from ? settings[discordRoleSetting[from]] : undefined;
  const toRole = to ? settings[discordRoleSetting[to]] : undefined;
  if (fromRole && fromRole !== toRole) {
    effects.push({
      type: 'member.removeRole',
      userId,
      roleId: fromRole,
      reason: 'Cargo do painel removido',
    });
  }
  if (toRole && toRole !== fromRole) {
    effects.push({
      type: 'member.addRole',
      userId,
      roleId: toRole,
      reason: `Cargo do painel: ${to}`,
    });
  }
  return effects;
}

/** Gives (or changes) a panel role. People who never signed in get a placeholder profile. */
export async function assignRole(
  db: Database,
  change: StaffChange,
  audit: AuditContext,
): Promise<StaffUser> {
  return db.transaction(async (tx) => {
    const roleMaps = await lockRoles(tx);
    const [existing] = await tx.select().from(users).where(eq(users.id, change.discordId)).limit(1);
    const previous = (existing?.roleName ?? null) as PanelRoleName | null;
    if (previous === change.roleName) {
      throw conflict(`Este usuário já tem o cargo ${change.roleName}.`);
    }
    assertMayHandle(change.actorPermissions, roleMaps, change.roleName);
    assertMayHandle(change.actorPermissions, roleMaps, previous);

    const [user] = existing
      ? await tx
          .update(users)
          .set({ roleName: change.roleName })
          .where(eq(users.id, change.discordId))
          .returning()
      : await tx
          .insert(users)
          .values({ id: change.discordId, username: change.discordId, roleName: change.roleName })
          .returning();
    if (!user) throw new Error('staff upsert returned nothing');
    await assertPermissionsStillManageable(tx, change.adminDiscordIds);
    await recordAudit(tx, audit, {
      actionType: 'permission',
      action: 'users.roleAssigned',
      target: user.id,
      details: previous
        ? `Mudou o cargo de ${nameOf(user)} de ${previous} para ${change.roleName}`
        : `Deu o cargo ${change.roleName} a ${nameOf(user)}`,
      before: { role: previous },
      after: { role: change.roleName },
    });
    await enqueueEffects(
      tx,
      await discordRoleEffects(tx, user.id, previous, change.roleName),
      audit.requestId,
    );
    return toStaffUser(user);
  });
}

export async function removeRole(db: Database, change: StaffChange, audit: AuditContext) {
  await db.transaction(async (tx) => {
    const roleMaps = await lockRoles(tx);
    const [user] = await tx.select().from(users).where(eq(users.id, change.discordId)).limit(1);
    if (!user || user.roleName !== change.roleName) {
      throw notFound(`Este usuário não tem o cargo ${change.roleName}.`);
    }
    assertMayHandle(change.actorPermissions, roleMaps, change.roleName);
    await tx.update(users).set({ roleName: null }).where(eq(users.id, user.id));
    await assertPermissionsStillManageable(tx, change.adminDiscordIds);
    await recordAudit(tx, audit, {
      actionType: 'permission',
      action: 'users.roleRemoved',
      target: user.id,
      details: `Removeu o cargo ${change.roleName} de ${nameOf(user)}`,
      before: { role: change.roleName },
      after: { role: null },
    });
    await enqueueEffects(
      tx,
      await discordRoleEffects(tx, user.id, change.roleName, null),
      audit.requestId,
    );
  });
}

/**
 * Ends every session of a member. Acting on someone needs every permission they hold (an
 * administrator's sessions only by an administrator); anyone may end their own.
 */
export async function endUserSessions(
  db: Database,
  input: {
    discordId: string;
    actorId: string;
    actorPermissions: PermissionMap;
    adminDiscordIds: readonly string[];
  },
  audit: AuditContext,
): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.discordId)).limit(1);
    if (!user) throw notFound('Usuário não encontrado.');
    if (input.discordId !== input.actorId) {
      const [role] = user.roleName
        ? await tx.select().from(roles).where(eq(roles.name, user.roleName)).limit(1)
        : [];
      const theirs = input.adminDiscordIds.includes(user.id)
        ? rolePermissions('administrador', null)
        : role
          ? rolePermissions(role.name, role.permissions)
          : effectivePermissions(null);
      if (missingPermissions(input.actorPermissions, theirs).length > 0) {
        throw forbidden(
          `Você não pode encerrar as sessões de ${nameOf(user)}: o cargo dessa pessoa tem permissões que você não possui.`,
        );
      }
    }
    const ended = await destroyUserSessions(tx, input.discordId);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'users.endSessions',
      target: input.discordId,
      details: `Encerrou ${ended} ${ended === 1 ? 'sessão' : 'sessões'} de ${nameOf(user)}`,
      before: { sessions: ended },
      after: { sessions: 0 },
    });
    return { ended };
  });
}
