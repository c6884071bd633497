import type { PermissionLevel } from '@panel/contract/permissions';

export interface DemoIdentity {
  id: string;
  name: string;
  /** What the local Discord's authorize page writes after the name. */
  label: string;
  level: PermissionLevel;
}

/** The people of the server's local Discord (demo mode). */
export const demo = {
  admin: {
    id: '100000000000000001',
    name: 'Ana Souza',
    label: 'administrador',
    level: 'administrador',
  },
  moderator: {
    id: '100000000000000002',
    name: 'Bruno Lima',
    label: 'moderador',
    level: 'moderador',
  },
  support: { id: '100000000000000003', name: 'Carla Dias', label: 'suporte', level: 'suporte' },
  member: { id: '100000000000000004', name: 'Diego Rocha', label: 'membro', level: 'user' },
  otherMember: { id: '100000000000000005', name: 'Elisa Martins', label: 'membro', level: 'user' },
  outsider: {
    id: '100000000000000006',
    name: 'Fábio Nunes',
    label: 'fora do servidor',
    level: 'user',
  },
} as const satisfies Record<string, DemoIdentity>;

export const staff = [demo.admin, demo.moderator, demo.support] as const;
