import type { PermissionLevel } from '@panel/contract/permissions';

export const roleLabels: Record<PermissionLevel, string> = {
  administrador: 'Administrador',
  moderador: 'Moderador',
  suporte: 'Suporte',
  user: 'Membro',
};
