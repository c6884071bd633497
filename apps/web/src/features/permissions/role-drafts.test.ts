import { describe, expect, it } from 'vitest';
import { defaultRoles, emptyPermissionMap } from '@panel/contract/permissions';
import { changedKeys, impliedBy, lockReason, togglePermission } from './role-drafts';

describe('role drafts', () => {
  it('turns view_X on with manage_X, and leaves it on when manage_X goes off', () => {
    const on = togglePermission(emptyPermissionMap(), 'manage_tickets', true);
    expect(on.manage_tickets).toBe(true);
    expect(on.view_tickets).toBe(true);
    const off = togglePermission(on, 'manage_tickets', false);
    expect(off.manage_tickets).toBe(false);
    expect(off.view_tickets).toBe(true);
  });

  it('has no view key to imply for permissions outside the areas', () => {
    expect(togglePermission(emptyPermissionMap(), 'manage_calls', true).manage_calls).toBe(true);
    expect(impliedBy('view_audit')).toBeNull();
    expect(impliedBy('view_dashboard')).toBeNull();
    expect(impliedBy('view_blacklist')).toBe('manage_blacklist');
  });

  it('lists what changed against the saved map', () => {
    const saved = defaultRoles.suporte.permissions;
    const draft = togglePermission(saved, 'view_audit', true);
    expect(changedKeys(draft, saved)).toEqual(['view_audit']);
    expect(changedKeys(saved, saved)).toEqual([]);
  });

  it('says why a switch is locked', () => {
    const admin = defaultRoles.administrador.permissions;
    const moderador = defaultRoles.moderador.permissions;
    const map = defaultRoles.moderador.permissions;
    expect(lockReason(map, 'view_audit', admin, false)).toBe('Você só pode ver as permissões.');
    expect(lockReason(map, 'view_tickets', admin, true)).toBe(
      'Incluída na permissão de gerenciar.',
    );
    expect(lockReason(emptyPermissionMap(), 'manage_permissions', moderador, true)).toBe(
      'Você não pode conceder uma permissão que não possui.',
    );
    expect(lockReason(map, 'view_audit', moderador, true)).toBeNull();
    expect(lockReason(map, 'view_audit', admin, true, 'administrador')).toBe(
      'O administrador sempre tem todas as permissões.',
    );
    expect(lockReason(emptyPermissionMap(), 'manage_permissions', admin, true)).toBeNull();
  });
});
