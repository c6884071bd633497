import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { Role } from '@panel/contract/api/permissions';
import { permissionsEndpoints } from '@panel/contract/endpoints/permissions';
import type { PanelRoleName, PermissionMap } from '@panel/contract/permissions';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { currentUserQueryKey, roleKeys, userKeys } from '@/lib/query-keys';

export interface RoleUpdate {
  roleName: PanelRoleName;
  permissions: PermissionMap;
}

/** Sends the whole map of one role (spec: `PUT /permissions/roles/{roleNameLowercase}`). */
export function updateRole({ roleName, permissions }: RoleUpdate): Promise<Role> {
  return callEndpoint(permissionsEndpoints.updateRole, {
    params: { roleName },
    body: permissions,
  });
}

/** Saves every edited role, one call each, and says once how it went. */
export function useSaveRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (updates: RoleUpdate[]) => {
      for (const update of updates) await updateRole(update);
    },
    onSuccess: () => toast.success('Permissões atualizadas com sucesso!'),
    onError: (error) => notifyError('Erro ao atualizar permissões. Tente novamente.', error),
    // Some roles may have been saved before a later one failed; the signed-in person's
    // own role may be among them.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}
