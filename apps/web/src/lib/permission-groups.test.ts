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

  it('shows the rights narrower than an area in their area, granted only to the administrador', () => {
    const admin = groupPermissions(defaultRoles.administrador.permissions);
    expect(admin.find((group) => group.area === 'blacklist')?.permissions).toContainEqual({
      key: 'purge_blacklist_evidence',
      label: 'Apagar arquivos de evidência',
      granted: true,
    });
    expect(admin.find((group) => group.area === 'game_servers')?.permissions).toContainEqual({
      key: 'view_game_server_ips',
      label: 'Ver IPs dos jogadores barrados',
      granted: true,
    });
    const moderador = groupPermissions(defaultRoles.moderador.permissions).flatMap(
      (group) => group.permissions,
    );
    expect(
      moderador.filter((permission) =>
        ['purge_blacklist_evidence', 'view_game_server_ips'].includes(permission.key),
      ),
    ).toEqual([
      expect.objectContaining({ granted: false }),
      expect.objectContaining({ granted: false }),
    ]);
  });
});
