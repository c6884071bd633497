import { describe, expect, it } from 'vitest';
import { defaultRoles, permissionKeys } from '@panel/contract/permissions';
import { groupPermissions } from './permission-groups';

describe('groupPermissions', () => {
  it('places every permission key in exactly one area', () => {
    const groups = groupPermissions({});
    const keys = groups.flatMap((group) => group.permissions.map((permission) => permission.key));
    expect([...keys].sort()).toEqual([...permissionKeys].sort());
  });

  it('marks what the role grants, with Portuguese labels', () => {
    const groups = groupPermissions(defaultRoles.suporte.permissions);
    const tickets = groups.find((group) => group.area === 'tickets');
    expect(tickets?.label).toBe('Tickets');
    expect(tickets?.permissions).toEqual([
      { key: 'view_tickets', label: 'Ver tickets', granted: false },
      { key: 'manage_tickets', label: 'Gerenciar tickets', granted: true },
    ]);
    expect(groups.find((group) => group.area === 'calls')?.permissions).toEqual([
      { key: 'manage_calls', label: 'Gerenciar calls', granted: false },
    ]);
  });
});
