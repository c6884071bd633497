import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { RoleAssignment } from '@panel/contract/api/users';
import { usersEndpoints } from '@panel/contract/endpoints/users';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { roleKeys, userKeys } from '@/lib/query-keys';
import { guildMemberKeys } from '@/lib/guild-members';

export function removeRole(input: RoleAssignment): Promise<void> {
  return callEndpoint(usersEndpoints.removeRole, { body: input });
}

export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
    onSuccess: async () => {
      toast.success('Cargo removido com sucesso!');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.staff }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        // The search shows who already holds a panel role.
        queryClient.invalidateQueries({ queryKey: guildMemberKeys.all }),
      ]);
    },
    onError: (error) => notifyError('Erro ao remover cargo. Tente novamente.', error),
  });
}
