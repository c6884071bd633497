import { describe, expect, it } from 'vitest';
import { defaultRoles, emptyPermissionMap, type PermissionKey } from '@panel/contract/permissions';
import type { PageRoute } from '@panel/contract/routes';
import { visibleMenuEntries } from './menu-entries';

function page(path: string, access: PageRoute['access'], label?: string): PageRoute {
  return {
    id: 'dashboard',
    path,
    access,
    title: label ?? path,
    shell: true,
    ...(label ? { menu: { label, icon: 'ticket' as const } } : {}),
  };
}

const table: PageRoute[] = [
  page('/dashboard', 'view_dashboard', 'Dashboard'),
  page('/account', 'authenticated'),
  page('/allowlists', 'view_allowlists', 'Allowlists'),
  page('/tickets', 'manage_tickets', 'Tickets'),
  page('/permissions', 'manage_permissions', 'Gerenciar Permissões'),
];

function holding(...keys: PermissionKey[]) {
  const map = emptyPermissionMap();
  for (const key of keys) map[key] = true;
  return map;
}

describe('visibleMenuEntries', () => {
  it('lists exactly the menu pages the permissions open, in table order', () => {
    const labels = visibleMenuEntries(holding('manage_tickets', 'view_dashboard'), table).map(
      (entry) => entry.label,
    );
    expect(labels).toEqual(['Dashboard', 'Tickets']);
  });

  it('leaves out pages without a menu entry and everything for a member', () => {
    expect(visibleMenuEntries(emptyPermissionMap(), table)).toEqual([]);
    expect(visibleMenuEntries(null, table)).toEqual([]);
  });

  it('gives the administrator every entry', () => {
    const entries = visibleMenuEntries(defaultRoles.administrador.permissions, table);
    expect(entries.map((entry) => entry.path)).toEqual([
      '/dashboard',
      '/allowlists',
      '/tickets',
      '/permissions',
    ]);
  });
});
