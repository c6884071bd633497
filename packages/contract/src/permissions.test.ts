import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { beyondOwnAccess, fieldAccess } from './endpoints/field-access';
import { reservedPermissionKeys } from './permission-descriptions';
import { defaultRoles, effectivePermissions, permissionKeys } from './permissions';
import { canAccess, menuRoutes, pageRoutes } from './routes';

describe('effectivePermissions', () => {
  it('makes every manage_X imply view_X and drops unknown keys', () => {
    const map = effectivePermissions({ manage_allowlists: true, bogus: true });
    expect(map.view_allowlists).toBe(true);
    expect(map.manage_allowlists).toBe(true);
    expect(map.view_audit).toBe(false);
    expect(Object.keys(map).sort()).toEqual([...permissionKeys].sort());
  });

  it('grants nothing to a missing map', () => {
    expect(Object.values(effectivePermissions(null)).some(Boolean)).toBe(false);
  });

  it('lets the administrador do everything by default', () => {
    expect(Object.values(defaultRoles.administrador.permissions).every(Boolean)).toBe(true);
  });
});

describe('canAccess', () => {
  it('denies signed-out visitors everything but public pages', () => {
    expect(canAccess('public', null)).toBe(true);
    expect(canAccess('authenticated', null)).toBe(false);
    expect(canAccess('view_dashboard', null)).toBe(false);
  });

  it('requires the exact key for permission pages', () => {
    const suporte = effectivePermissions(defaultRoles.suporte.permissions);
    expect(canAccess('view_dashboard', suporte)).toBe(true);
    expect(canAccess('view_audit', suporte)).toBe(false);
    expect(canAccess('authenticated', suporte)).toBe(true);
  });

  it('opens staff access to anyone holding a permission, and to no member', () => {
    const suporte = effectivePermissions(defaultRoles.suporte.permissions);
    const member = effectivePermissions({});
    expect(canAccess('staff', suporte)).toBe(true);
    expect(canAccess('staff', member)).toBe(false);
    expect(canAccess('staff', null)).toBe(false);
  });

  it('gives every menu entry a permission key, never public', () => {
    for (const route of menuRoutes()) expect(route.access).not.toBe('public');
  });
});

describe('reservedPermissionKeys', () => {
  it('are exactly the keys no endpoint, answer field or page asks for (directly, or as manage_X of a view_X)', () => {
    const asked = new Set<string>([
      ...Object.values(endpoints).map((endpoint) => endpoint.access),
      ...Object.values(fieldAccess).flatMap((fields) => Object.values(fields)),
      ...Object.values(beyondOwnAccess),
      ...pageRoutes.map((route) => route.access),
    ]);
    const guards = (key: string) =>
      asked.has(key) || (key.startsWith('view_') && asked.has(key.replace('view_', 'manage_')));
    expect(permissionKeys.filter((key) => !guards(key))).toEqual([...reservedPermissionKeys]);
  });
});
