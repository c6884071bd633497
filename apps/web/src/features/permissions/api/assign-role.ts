import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { RoleAssignment, StaffUser } from '@panel/contract/api/users';
import { usersEndpoints } from '@panel/contract/endpoints/users';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { roleKeys, userKeys } from '@/lib/query-keys';
import { guildMemberKeys } from '@/lib/guild-members';

export function assignRole(input: RoleAssignment): Promise<StaffUser> {
  return callEndpoint(usersEndpoints.assignRole, { body: input });
}

export function useAssignRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRole,
    onSuccess: async () => {
      toast.success('Cargo adicionado com sucesso!');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.staff }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        // The search shows who already holds a panel role.
        queryClient.invalidateQueries({ queryKey: guildMemberKeys.all }),
      ]);
    },
    onError: (error) => notifyError('Erro ao adicionar cargo. Tente novamente.', error),
  });
}
